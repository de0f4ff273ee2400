/** Pieces the supplier management screens share: who is looking, the sort choice and the Excel button. */
import { useState } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { saveBlob } from '../../api/download.ts';
import { useLocale } from '../../i18n/index.ts';
import { usePageT } from '../common/index.ts';

export { useActorKind } from '../common/index.ts';

/** zh or en, for the names the contract keeps in both languages. */
export function useLang(): 'zh' | 'en' {
  return useLocale() === 'en-US' ? 'en' : 'zh';
}

/** column:order of a list, as one select ('' = the list's default). */
export function SortSelect({ columns, value, onChange }: { columns: string[]; value: string; onChange(value: string): void }) {
  const tp = usePageT();
  const data = columns.flatMap((c) => (['desc', 'asc'] as const).map((o) => ({ value: `${c}:${o}`, label: `${tp(`supplier.sortBy.${c}`)} · ${tp(`supplier.${o}`)}` })));
  return <Select label={tp('supplier.sort')} w={180} clearable data={data} value={value || null} onChange={(v) => onChange(v ?? '')} data-testid="sort" />;
}

/** The list query's column/order from a SortSelect value. */
export function sortQuery(value: string): { column?: string; order?: string } {
  const [column, order] = value.split(':');
  return column ? { column, order } : {};
}

/** Downloads the list with the filters applied. */
export function ExportButton({ download, fileName }: { download: () => Promise<Blob>; fileName: string }) {
  const tp = usePageT();
  const [busy, setBusy] = useState(false);
  return (
    <Group>
      <Button variant="light" leftSection={<IconFileSpreadsheet size={16} />} loading={busy} data-testid="export"
        onClick={() => { setBusy(true); download().then((blob) => saveBlob(blob, `${fileName}.xlsx`)).catch(() => {}).finally(() => setBusy(false)); }}>
        {tp('supplier.export')}
      </Button>
    </Group>
  );
}
