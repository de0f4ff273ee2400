/** ticket/TicketManageList (发票管理): procurement verifies, rejects and settles invoices, reads and prints the reconciliation report, and sees the statements. */
import { useState } from 'react';
import { Tabs } from '@mantine/core';
import { PageCard, usePageT } from '../common/index.ts';
import { InvoicePanel } from './InvoicePanel.tsx';
import { ReconciliationPanel } from './ReconciliationPanel.tsx';
import { StatementPanel } from './StatementPanel.tsx';

export default function TicketManageList() {
  const tp = usePageT();
  const [tab, setTab] = useState<string | null>('invoices');
  return (
    <PageCard title={tp('ticket.manageTitle')}>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="invoices" data-testid="tab-invoices">{tp('ticket.tabs.invoices')}</Tabs.Tab>
          <Tabs.Tab value="reconciliation" data-testid="tab-reconciliation">{tp('ticket.tabs.reconciliation')}</Tabs.Tab>
          <Tabs.Tab value="statements" data-testid="tab-statements">{tp('ticket.tabs.statements')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="invoices"><InvoicePanel /></Tabs.Panel>
        <Tabs.Panel value="reconciliation"><ReconciliationPanel /></Tabs.Panel>
        <Tabs.Panel value="statements"><StatementPanel canMake /></Tabs.Panel>
      </Tabs>
    </PageCard>
  );
}
