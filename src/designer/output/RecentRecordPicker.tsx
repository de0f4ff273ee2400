/**
 * The preview's data picker (issue 17): recent business records of the template's type — delivery notes,
 * check sheets, picking lists, statements — mapped by the server to the template's fields
 * (src/contract/domain/orderPrint.ts), offered as sample data. Shown only for a type that prints an order document.
 */
import { Select } from '@mantine/core';
import { useEffect, useState } from 'react';
import { orderPrint } from '../../api/endpoints/orderPrint.ts';
import { useT } from '../../i18n/index.ts';

export function RecentRecordPicker({ templateId, onPick }: { templateId?: string; onPick(json: string): void }) {
  const t = useT();
  const [records, setRecords] = useState<Array<{ id: string; label: string; data: Record<string, unknown> }>>([]);
  useEffect(() => {
    if (!templateId) return;
    let live = true;
    // A user who may not read orders, or a template of another type: no picker.
    orderPrint.recent({ templateId }).then((list) => live && setRecords(list), () => live && setRecords([]));
    return () => { live = false; };
  }, [templateId]);
  if (records.length === 0) return null;
  return (
    <Select
      size="xs"
      label={t('output.preview.recentRecords')}
      placeholder={t('output.preview.recentPlaceholder')}
      data={records.map((r, index) => ({ value: String(index), label: r.label }))}
      value={null}
      onChange={(value) => value !== null && onPick(JSON.stringify(records[Number(value)]!.data, null, 2))}
      data-testid="preview-recent-records"
    />
  );
}
