/**
 * One bid in a drawer: its details, products and canteens; for procurement the state buttons, the offers
 * ranked per product by the server once the bid is closed, and the award (one offer per product); for a
 * supplier its own offer, submitted, replaced or withdrawn while the bid is open.
 */
import { useCallback, useEffect, useState } from 'react';
import { Alert, Badge, Button, Divider, Drawer, Group, NumberInput, Radio, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { purchaseBids } from '../../api/endpoints/purchaseBids.ts';
import { BID_STATUS_NAMES, LEAD_DAYS_MAX } from '../../contract/domain/purchaseBid.ts';
import type { PurchaseBidDetail } from '../../contract/routes/purchaseBids.ts';
import { confirmAction, DrawerSkeleton, formatTime, notifySuccess, usePageT } from '../common/index.ts';
import { PurchasePrintButton } from './PrintButton.tsx';
import { StateBadge } from '../product/parts.tsx';
import { useActorKind } from '../supplier/parts.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';

export function BidDrawer({ id, onClose, onChanged }: { id: string; onClose(): void; onChanged(): void }) {
  const tp = usePageT();
  const supplier = useActorKind() === 'supplier';
  const [bid, setBid] = useState<PurchaseBidDetail | null>(null);
  const [choices, setChoices] = useState<Record<string, string>>({});
  const [cancelling, setCancelling] = useState(false);
  const load = useCallback(() => { purchaseBids.bid(id).then(setBid).catch(() => {}); }, [id]);
  useEffect(load, [load]);
  const changed = (next: PurchaseBidDetail) => { setBid(next); notifySuccess(tp('purchaseBids.done')); onChanged(); };
  if (!bid) return <Drawer opened onClose={onClose} position="right" size="xl" title={tp('purchaseBids.detail')}><DrawerSkeleton fields={8} /></Drawer>;

  const move = async (action: 'publish' | 'close') => {
    if (await confirmAction({ title: tp('common.confirmTitle'), message: tp('purchaseBids.confirmMove', { action: tp(`purchaseBids.${action}`), bidNo: bid.bidNo }), confirm: tp(`purchaseBids.${action}`), cancel: tp('common.cancel') })) {
      await purchaseBids.moveBid(bid.id, action, bid.version).then(changed).catch(() => {});
    }
  };
  const award = () => purchaseBids.award(bid.id, bid.version, Object.entries(choices).map(([baseProductId, offerId]) => ({ baseProductId, offerId }))).then(changed).catch(() => {});
  const productName = (pid: string) => bid.products.find((p) => p.id === pid)?.name ?? pid;
  const awarding = bid.actions.includes('award');

  return (
    <Drawer opened onClose={onClose} position="right" size="xl" title={`${bid.bidNo} ${bid.title}`} data-testid="bid-drawer">
      <Stack>
        <Group gap="xs">
          <StateBadge status={bid.status} names={BID_STATUS_NAMES} />
          {bid.actions.includes('publish') && <Button size="xs" onClick={() => void move('publish')} data-testid="bid-publish">{tp('purchaseBids.publish')}</Button>}
          {bid.actions.includes('close') && <Button size="xs" onClick={() => void move('close')} data-testid="bid-close">{tp('purchaseBids.close')}</Button>}
          {bid.actions.includes('cancel') && <Button size="xs" variant="light" color="red" onClick={() => setCancelling(true)}>{tp('purchaseBids.cancel')}</Button>}
          <PurchasePrintButton document="bid" title={bid.bidNo} start={(templateId) => purchaseBids.printBid(bid.id, templateId)} />
        </Group>
        <Table withRowBorders={false} verticalSpacing={4}>
          <Table.Tbody>
            {[
              [tp('purchaseBids.rule'), bid.ruleName],
              [tp('purchaseBids.products'), bid.products.map((p) => `${p.name}（${p.unit}）`).join('、')],
              [tp('purchaseBids.canteens'), bid.restaurants.map((c) => c.name).join('、')],
              [tp('purchaseBids.weights'), `${bid.priceWeight} / ${bid.qualityWeight} / ${bid.deliveryWeight}`],
              [tp('purchaseBids.minOffers'), String(bid.minOffers)],
              [tp('purchaseBids.effectiveFrom'), bid.effectiveFrom],
              [tp('purchaseBids.deadline'), formatTime(bid.deadline)],
              [tp('purchaseBids.offers'), String(bid.offerCount)],
              ...(bid.reason ? [[tp('purchaseBids.reason'), bid.reason]] : []),
            ].map(([label, value]) => (
              <Table.Tr key={label}><Table.Td w="35%" c="dimmed">{label}</Table.Td><Table.Td>{value}</Table.Td></Table.Tr>
            ))}
          </Table.Tbody>
        </Table>

        {bid.awards.length > 0 && (
          <>
            <Title order={5}>{tp('purchaseBids.awards')}</Title>
            <Table striped data-testid="bid-awards">
              <Table.Tbody>
                {bid.awards.map((a) => (
                  <Table.Tr key={a.baseProductId}><Table.Td>{a.productName}</Table.Td><Table.Td>{a.supplierName}</Table.Td><Table.Td>{a.price}</Table.Td><Table.Td>{a.effectiveFrom}</Table.Td></Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}

        {!supplier && bid.status === 'published' && <Alert color="gray">{tp('purchaseBids.sealed')}</Alert>}
        {bid.ranking.map((r) => (
          <Stack key={r.baseProductId} gap={4}>
            <Divider label={`${tp('purchaseBids.ranking')} · ${productName(r.baseProductId)}`} labelPosition="left" />
            {r.offers.length === 0 ? <Text c="dimmed" size="sm">{tp('purchaseBids.noOffers')}</Text> : (
              <Radio.Group value={choices[r.baseProductId] ?? ''} onChange={(v) => setChoices({ ...choices, [r.baseProductId]: v })}>
                <Table.ScrollContainer minWidth={560}>
                  <Table striped data-testid="bid-ranking">
                    <Table.Thead>
                      <Table.Tr>
                        {awarding && <Table.Th>{tp('purchaseBids.choose')}</Table.Th>}
                        {['rank', 'supplier', 'price', 'priceScore', 'qualityScore', 'deliveryScore', 'total'].map((k) => <Table.Th key={k}>{tp(`purchaseBids.${k}`)}</Table.Th>)}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {r.offers.map((o) => (
                        <Table.Tr key={o.offerId}>
                          {awarding && <Table.Td><Radio value={o.offerId} aria-label={o.supplierName} /></Table.Td>}
                          <Table.Td>{o.rank}</Table.Td><Table.Td>{o.supplierName}</Table.Td><Table.Td>{o.price}</Table.Td><Table.Td>{o.priceScore}</Table.Td>
                          <Table.Td>{o.qualityScore}</Table.Td><Table.Td>{o.deliveryScore}</Table.Td><Table.Td><b>{o.total}</b></Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Radio.Group>
            )}
          </Stack>
        ))}
        {awarding && (
          <Group justify="space-between">
            <Text size="sm" c="dimmed">{tp('purchaseBids.awardHint')}</Text>
            <Button onClick={() => void award()} data-testid="bid-award">{tp('purchaseBids.award')}</Button>
          </Group>
        )}

        {supplier && bid.status === 'published' && <OfferForm bid={bid} onSaved={changed} />}
        {supplier && bid.status !== 'published' && bid.offers.map((o) => (
          <Group key={o.id} gap="xs">
            <Text size="sm">{tp('purchaseBids.myOffer')}：</Text>
            <Badge variant="light">{tp(`purchaseBids.offerStatus.${o.status}`)}</Badge>
            <Text size="sm">{o.lines.map((l) => `${productName(l.baseProductId)} ${l.price}`).join('，')}</Text>
          </Group>
        ))}
      </Stack>
      {cancelling && (
        <ReasonDialog title={tp('purchaseBids.cancel')} onClose={() => setCancelling(false)}
          onSubmit={(reason) => purchaseBids.moveBid(bid.id, 'cancel', bid.version, reason).then(changed)} />
      )}
    </Drawer>
  );
}

/** The supplier's own offer: a price per product and the lead days; replaced with its version, or withdrawn. */
function OfferForm({ bid, onSaved }: { bid: PurchaseBidDetail; onSaved(next: PurchaseBidDetail): void }) {
  const tp = usePageT();
  const mine = bid.offers[0];
  const [prices, setPrices] = useState<Record<string, number | string>>(() => Object.fromEntries((mine?.lines ?? []).map((l) => [l.baseProductId, Number(l.price)])));
  const [leadDays, setLeadDays] = useState<number | string>(mine?.leadDays ?? 1);
  const [remark, setRemark] = useState(mine?.remark ?? '');
  const [saving, setSaving] = useState(false);
  if (!bid.canOffer) return <Alert color="yellow">{tp('purchaseBids.offerClosed')}</Alert>;
  const complete = bid.products.every((p) => Number(prices[p.id]) > 0);
  const submit = () => {
    setSaving(true);
    purchaseBids.submitOffer(bid.id, {
      leadDays: Number(leadDays), remark: remark.trim() || null, version: mine?.version,
      lines: bid.products.map((p) => ({ baseProductId: p.id, price: Number(prices[p.id]).toFixed(2) })),
    }).then(onSaved).catch(() => {}).finally(() => setSaving(false));
  };
  return (
    <Stack gap="xs" data-testid="offer-form">
      <Divider label={tp('purchaseBids.myOffer')} labelPosition="left" />
      {mine && <Badge variant="light">{tp(`purchaseBids.offerStatus.${mine.status}`)}</Badge>}
      {bid.products.map((p) => (
        <NumberInput key={p.id} label={`${p.name}（${p.unit}）`} min={0.01} decimalScale={2} value={prices[p.id] ?? ''} onChange={(v) => setPrices({ ...prices, [p.id]: v })} />
      ))}
      <NumberInput label={tp('purchaseBids.leadDays')} min={0} max={LEAD_DAYS_MAX} value={leadDays} onChange={setLeadDays} />
      <Textarea label={tp('purchaseBids.remark')} value={remark} onChange={(e) => setRemark(e.currentTarget.value)} />
      <Group justify="flex-end">
        {mine?.status === 'submitted' && (
          <Button variant="light" color="orange" onClick={() => void purchaseBids.withdrawOffer(bid.id, mine.version).then(onSaved).catch(() => {})}>{tp('purchaseBids.withdrawOffer')}</Button>
        )}
        <Button onClick={submit} loading={saving} disabled={!complete} data-testid="offer-submit">{tp('purchaseBids.submitOffer')}</Button>
      </Group>
    </Stack>
  );
}
