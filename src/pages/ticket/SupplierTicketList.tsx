/** ticket/SupplierTicketList (供应商发票): the supplier's statements to confirm or dispute, the invoice requests to answer with an upload, and its invoices. */
import { useState } from 'react';
import { Tabs } from '@mantine/core';
import { PageCard, usePageT } from '../common/index.ts';
import { InvoicePanel } from './InvoicePanel.tsx';
import { RequestPanel } from './RequestPanel.tsx';
import { StatementPanel } from './StatementPanel.tsx';

export default function SupplierTicketList() {
  const tp = usePageT();
  const [tab, setTab] = useState<string | null>('requests');
  return (
    <PageCard title={tp('ticket.supplierTitle')}>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="requests" data-testid="tab-requests">{tp('ticket.tabs.requests')}</Tabs.Tab>
          <Tabs.Tab value="invoices" data-testid="tab-invoices">{tp('ticket.tabs.invoices')}</Tabs.Tab>
          <Tabs.Tab value="statements" data-testid="tab-statements">{tp('ticket.tabs.statements')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="requests"><RequestPanel onUploaded={() => setTab('invoices')} /></Tabs.Panel>
        <Tabs.Panel value="invoices"><InvoicePanel /></Tabs.Panel>
        <Tabs.Panel value="statements"><StatementPanel canMake={false} /></Tabs.Panel>
      </Tabs>
    </PageCard>
  );
}
