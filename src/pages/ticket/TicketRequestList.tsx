/** ticket/TicketRequestList (开票申请): the buyer's statements (make, confirm, dispute, revise, ask for the invoice, print) and its invoice requests. */
import { useState } from 'react';
import { Tabs } from '@mantine/core';
import { PageCard, usePageT } from '../common/index.ts';
import { RequestPanel } from './RequestPanel.tsx';
import { StatementPanel } from './StatementPanel.tsx';

export default function TicketRequestList() {
  const tp = usePageT();
  const [tab, setTab] = useState<string | null>('statements');
  return (
    <PageCard title={tp('ticket.requestTitle')}>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="statements" data-testid="tab-statements">{tp('ticket.tabs.statements')}</Tabs.Tab>
          <Tabs.Tab value="requests" data-testid="tab-requests">{tp('ticket.tabs.requests')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="statements"><StatementPanel canMake /></Tabs.Panel>
        <Tabs.Panel value="requests"><RequestPanel /></Tabs.Panel>
      </Tabs>
    </PageCard>
  );
}
