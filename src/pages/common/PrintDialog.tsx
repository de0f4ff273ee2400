/** Printing one business document (settlement, purchase): choose a template of the document's type, follow the batch job, download the PDF. */
import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, Progress, Select, Stack } from '@mantine/core';
import { saveBlob } from '../../api/download.ts';
import { printJobs } from '../../api/endpoints/print.ts';
import { notifySuccess } from './feedback.ts';
import { usePageT } from './i18n.ts';

const POLL_MS = 800;

export interface PrintDialogProps {
  title: string;
  /** The templates of the document's type the caller may use. */
  templates(): Promise<Array<{ id: string; name: string }>>;
  start(templateId: string): Promise<{ jobId: string }>;
  onClose(): void;
}

export function PrintDialog({ title, templates: load, start, onClose }: PrintDialogProps) {
  const tp = usePageT();
  const [templates, setTemplates] = useState<Array<{ value: string; label: string }>>([]);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void load().then((list) => {
      setTemplates(list.map((t) => ({ value: t.id, label: t.name })));
      setTemplateId(list[0]?.id ?? null);
    }).catch(() => {});
    // the loader is the document's; a new one each render must not reload
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const print = async () => {
    if (!templateId) return;
    setRunning(true);
    setError(null);
    try {
      const { jobId } = await start(templateId);
      let status = await printJobs.job(jobId);
      while (!['completed', 'failed', 'cancelled'].includes(status.state)) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        status = await printJobs.job(jobId);
      }
      if (status.state !== 'completed' || !status.file) throw new Error(status.error ?? status.state);
      saveBlob(await printJobs.file(status.file.path), status.file.name);
      notifySuccess(tp('common.printing.printed', { pages: status.file.pages }));
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setRunning(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={`${tp('common.printing.title')} · ${title}`}>
      <Stack>
        <Select label={tp('common.printing.template')} data={templates} value={templateId} onChange={setTemplateId} allowDeselect={false}
          placeholder={templates.length === 0 ? tp('common.printing.noTemplate') : undefined} data-testid="print-template" />
        {running && <Progress value={100} animated />}
        {error && <Alert color="red">{error}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
          <Button loading={running} disabled={!templateId} onClick={() => void print()} data-testid="print-start">{tp('common.printing.start')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
