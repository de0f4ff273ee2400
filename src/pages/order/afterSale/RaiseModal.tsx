/** The canteen's after-sale request: a received line (with what is left), the kind, quantity, refund amount, reason and photos. */
import { useEffect, useState } from 'react';
import { Button, FileInput, Group, Modal, NumberInput, SegmentedControl, Select, Stack, Text, Textarea } from '@mantine/core';
import { afterSales } from '../../../api/endpoints/afterSale.ts';
import { uploadImage } from '../../../api/endpoints/files.ts';
import { AFTER_SALE_KINDS, type AfterSaleKind } from '../../../contract/domain/afterSale.ts';
import type { ResultOf } from '../../../contract/route.ts';
import type { afterSaleLines } from '../../../contract/routes/afterSale.ts';
import { usePageT } from '../../common/index.ts';

type Line = ResultOf<typeof afterSaleLines>['records'][number];

export function RaiseModal({ onClose, onRaised }: { onClose(): void; onRaised(): void }) {
  const tp = usePageT();
  const [search, setSearch] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const [lineId, setLineId] = useState<string | null>(null);
  const [kind, setKind] = useState<AfterSaleKind>('return');
  const [quantity, setQuantity] = useState<number | string>('');
  const [amount, setAmount] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      afterSales.lines({ productName: search.split(' · ')[0] || undefined, pageSize: 50 }).then((page) => setLines(page.records)).catch(() => {});
    }, 250);
    return () => clearTimeout(timer);
  }, [search]);
  const line = lines.find((l) => l.id === lineId);
  const submit = async () => {
    if (!line) return;
    setBusy(true);
    try {
      const paths: string[] = [];
      for (const photo of photos) paths.push((await uploadImage(photo)).path);
      await afterSales.raise({ lineId: line.id, kind, quantity: String(quantity), amount: kind === 'refund' ? Number(amount || 0).toFixed(2) : undefined, reason, photos: paths });
      onRaised();
    } catch { /* the shell shows the server's message */ } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={tp('afterSale.raise')} size="lg">
      <Stack>
        <Select
          label={tp('afterSale.pickLine')}
          placeholder={tp('afterSale.searchLine')}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options }) => options}
          nothingFoundMessage={tp('afterSale.noLine')}
          data={lines.map((l) => ({ value: l.id, label: `${l.productName} · ${l.orderNo} · ${l.arrivalDate} · ${l.restaurantName}` }))}
          value={lineId}
          onChange={setLineId}
          data-testid="raise-line"
        />
        {line && <Text size="sm" c="dimmed">{tp('afterSale.left', { left: Number(line.leftQty), unit: line.unit })} · {line.supplierName} · {line.price}</Text>}
        <SegmentedControl value={kind} onChange={(k) => setKind(k as AfterSaleKind)} data={AFTER_SALE_KINDS.map((k) => ({ value: k, label: tp(`afterSale.kinds.${k}`) }))} />
        <NumberInput label={tp('afterSale.quantity')} decimalScale={3} min={0} max={line ? Number(line.leftQty) : undefined} value={quantity} onChange={setQuantity} data-testid="raise-quantity" />
        {kind === 'refund' && <NumberInput label={tp('afterSale.refundAmount')} decimalScale={2} min={0} value={amount} onChange={setAmount} />}
        <Textarea label={tp('afterSale.reason')} autosize minRows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.currentTarget.value)} data-testid="raise-reason" />
        <FileInput label={tp('afterSale.photos')} placeholder={tp('afterSale.addPhotos')} multiple accept="image/*" clearable value={photos} onChange={setPhotos} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{tp('common.cancel')}</Button>
          <Button loading={busy} disabled={!line} onClick={() => void submit()} data-testid="raise-submit">{tp('common.ok')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
