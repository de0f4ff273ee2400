/** What the college and canteen screens share: status filter and badge, a problem as a message, the export button. */
import { Badge, Button, Select } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { saveBlob } from '../../api/download.ts';
import { errorMessage } from '../../contract/errors.ts';
import type { SchoolProblem } from '../../contract/domain/school.ts';
import { useLocale } from '../../i18n/index.ts';
import { usePageT } from '../common/index.ts';

export function useLang(): 'zh' | 'en' {
  return useLocale() === 'en-US' ? 'en' : 'zh';
}

/** A field rule's answer as the form shows it (the server answers the same catalogue message). */
export const problemText = (problem: SchoolProblem, lang: 'zh' | 'en') => (problem ? errorMessage(problem.code, lang, problem.params) : null);

export function StatusBadge({ status }: { status: number }) {
  const tp = usePageT();
  return <Badge color={status === 1 ? 'green' : 'gray'} variant="light">{tp(status === 1 ? 'schools.enabled' : 'schools.disabled')}</Badge>;
}

export function StatusFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const tp = usePageT();
  return (
    <Select label={tp('schools.status')} value={value} onChange={(v) => onChange(v ?? '')} allowDeselect={false} w={120}
      data={[{ value: '', label: tp('schools.all') }, { value: '1', label: tp('schools.enabled') }, { value: '0', label: tp('schools.disabled') }]} />
  );
}

export function ExportButton({ download, fileName }: { download: () => Promise<Blob>; fileName: string }) {
  const tp = usePageT();
  return (
    <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => download().then((blob) => saveBlob(blob, fileName), () => {})}>
      {tp('schools.export')}
    </Button>
  );
}
