/** Print one purchase document (a bid, a comparison, a price meeting) through a template of its type. */
import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { purchaseBids } from '../../api/endpoints/purchaseBids.ts';
import type { PurchaseDocument } from '../../contract/domain/purchasePrint.ts';
import { PrintDialog, usePageT } from '../common/index.ts';

export function PurchasePrintButton({ document, title, start }: { document: PurchaseDocument; title: string; start(templateId: string): Promise<{ jobId: string }> }) {
  const tp = usePageT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="xs" variant="default" leftSection={<IconPrinter size={14} />} onClick={() => setOpen(true)} data-testid={`${document}-print`}>{tp('common.printing.title')}</Button>
      {open && <PrintDialog title={title} templates={() => purchaseBids.printTemplates(document)} start={start} onClose={() => setOpen(false)} />}
    </>
  );
}
