/** Printing settlement documents: choose a template of the document's type, follow the batch job, download the PDF. */
import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, Progress, Select, Stack } from '@mantine/core';
import { saveBlob } from '../../api/download.ts';
import { ticketPrinting } from '../../api/endpoints/tickets.ts';
import type { TicketDocument } from '../../contract/domain/tickets.ts';
import { notifySuccess, usePageT } from '../common/index.ts';

const POLL_MS = 800;

export function PrintDialog({ document, title, start, onClose }: { document: TicketDocument; title: string; start(templateId: string): Promise<{ jobId: string }>; onClose(): void }) {
  const tp = usePageT();
  const [templates, setTemplates] = useState<Array<{ value: string; label: string }>>([]);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void ticketPrinting.templates(document).then((list) => {
      setTemplates(list.map((t) => ({ value: t.id, label: t.name })));
      setTemplateId(list[0]?.id ?? null);
    }).catch(() => {});
  }, [document]);
  const print = async () => {
    if (!templateId) return;
    setRunning(true);
    setError(null);
    try {
      const { jobId } = await start(templateId);
      let status = await ticketPrinting.job(jobId);
      while (!['completed', 'failed', 'cancelled'].includes(status.state)) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        status = await ticketPrinting.job(jobId);
      }
      if (status.state !== 'completed' || !status.file) throw new Error(status.error ?? status.state);
      saveBlob(await ticketPrinting.file(status.file.path), status.file.name);
      notifySuccess(tp('ticket.printed', { pages: status.file.pages }));
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setRunning(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={`${tp('ticket.printTitle')} · ${title}`}>
      <Stack>
        <Select label={tp('ticket.template')} data={templates} value={templateId} onChange={setTemplateId} allowDeselect={false}
          placeholder={templates.length === 0 ? tp('ticket.noTemplate') : undefined} data-testid="ticket-print-template" />
        {running && <Progress value={100} animated />}
        {error && <Alert color="red">{error}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
          <Button loading={running} disabled={!templateId} onClick={() => void print()} data-testid="ticket-print-start">{tp('ticket.printStart')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
