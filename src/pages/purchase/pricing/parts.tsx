/** What the three price-setting screens share: option lists, the status badge, a labelled field, the trail and the export button. */
import { useEffect, useState, type ReactNode } from 'react';
import { Badge, Button, Text, Timeline } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { catalogue } from '../../../api/endpoints/catalogue.ts';
import { registrations } from '../../../api/endpoints/suppliers.ts';
import { saveBlob } from '../../../api/download.ts';
import { CLOUD_GOOD_STATUS_NAMES, DECISION_STATUS_NAMES, type CloudGoodStatus, type DecisionStatus } from '../../../contract/domain/purchasePricing.ts';
import { chinaDate } from '../../../contract/domain/order.ts';
import type { EventRecord } from '../../../contract/routes/ordering.ts';
import { useLocale } from '../../../i18n/index.ts';
import { formatTime, usePageT } from '../../common/index.ts';

export type Option = { value: string; label: string };

/** Canteens of the caller's scope, approved suppliers and catalogue products as select options (loaded once per screen). */
export function useOptions(which: { canteens?: boolean; suppliers?: boolean; products?: boolean }) {
  const [canteens, setCanteens] = useState<Option[]>([]);
  const [suppliers, setSuppliers] = useState<Option[]>([]);
  const [products, setProducts] = useState<Option[]>([]);
  useEffect(() => {
    if (which.canteens) catalogue.canteens().then((rows) => setCanteens(rows.map((r) => ({ value: r.id, label: r.name })))).catch(() => {});
    if (which.suppliers) registrations.options().then((rows) => setSuppliers(rows.map((r) => ({ value: r.id, label: r.name })))).catch(() => {});
    if (which.products) {
      catalogue.products({ pageSize: 500 }).then((page) => setProducts(page.records.map((r) => ({ value: r.id, label: `${r.name}（${r.unit}）· ${r.code}` })))).catch(() => {});
    }
  }, [which.canteens, which.suppliers, which.products]);
  return { canteens, suppliers, products };
}

const COLOR: Record<string, string> = { draft: 'gray', submitted: 'blue', approved: 'green', rejected: 'red', listed: 'green', delisted: 'orange' };

export function StatusBadge({ status, kind }: { status: string; kind: 'decision' | 'cloud' }) {
  const locale = useLocale() === 'en-US' ? 'en' : 'zh';
  const names = kind === 'cloud' ? CLOUD_GOOD_STATUS_NAMES[status as CloudGoodStatus] : DECISION_STATUS_NAMES[status as DecisionStatus];
  return <Badge variant="light" color={COLOR[status]} data-testid="pricing-status">{names[locale]}</Badge>;
}

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">{label}</Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{children}</Text>
    </div>
  );
}

export function Trail({ events }: { events: EventRecord[] }) {
  const tp = usePageT();
  return (
    <Timeline bulletSize={12} lineWidth={2} active={events.length - 1}>
      {events.map((event) => (
        <Timeline.Item key={event.id} title={tp(`pricing.event.${event.action}`)}>
          <Text size="xs" c="dimmed">{`${event.actorName} · ${formatTime(event.at)}`}</Text>
          {typeof event.detail?.reason === 'string' && <Text size="xs">{event.detail.reason}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

export function ExportButton({ download, fileName }: { download(): Promise<Blob>; fileName: string }) {
  const tp = usePageT();
  return (
    <Button variant="default" leftSection={<IconDownload size={16} />} data-testid="pricing-export"
      onClick={() => void download().then((blob) => saveBlob(blob, `${fileName}.xlsx`)).catch(() => {})}>
      {tp('pricing.export')}
    </Button>
  );
}

/** Today's date in China, the default of effective days (YYYY-MM-DD). */
export const chinaToday = () => chinaDate(new Date());
