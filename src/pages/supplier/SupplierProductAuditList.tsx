/**
 * supplier/SupplierProductAuditList (价格审批): procurement's approval queue: proposed prices (approve at once,
 * hold for a price release, or return with a reason; prices far from the market price are flagged) and
 * suppliers' new product links (approve, or reject with a reason).
 */
import { useState } from 'react';
import { SegmentedControl } from '@mantine/core';
import { PageCard, usePageT } from '../common/index.ts';
import { LinkTable } from '../product/LinkTable.tsx';
import { PriceTable } from '../product/PriceTable.tsx';

export default function SupplierProductAuditList() {
  const tp = usePageT();
  const [tab, setTab] = useState('prices');
  return (
    <PageCard title={tp('catalogue.auditTitle')}>
      <SegmentedControl mb="sm" value={tab} onChange={setTab} data={[{ value: 'prices', label: tp('catalogue.priceQueue') }, { value: 'links', label: tp('catalogue.linkQueue') }]} />
      {tab === 'prices' ? <PriceTable status="proposed" name={tp('catalogue.priceQueue')} /> : <LinkTable status="pending" name={tp('catalogue.linkQueue')} />}
    </PageCard>
  );
}
