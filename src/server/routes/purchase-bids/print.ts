/** A bid as the bid template's record (src/contract/domain/purchasePrint.ts): its rules, the offers ranked with their scores, the award. */
import { chinaMinute } from '../../../contract/domain/order.ts';
import { BID_STATUS_NAMES } from '../../../contract/domain/purchaseBid.ts';
import type { PurchaseBidDetail } from '../../../contract/routes/purchaseBids.ts';

const score = (value: number) => value.toFixed(2);
const minute = (iso: string | null) => (iso ? chinaMinute(new Date(iso)) : '');

export function bidPrintRecord(bid: PurchaseBidDetail, now = new Date()) {
  const names = new Map(bid.products.map((p) => [p.id, p.name]));
  const awarded = new Set(bid.awards.map((a) => `${a.baseProductId}:${a.offerId}`));
  return {
    bidNo: bid.bidNo,
    title: bid.title,
    ruleName: bid.ruleName,
    status: BID_STATUS_NAMES[bid.status].zh,
    effectiveFrom: bid.effectiveFrom,
    deadline: minute(bid.deadline),
    weights: `价格 ${bid.priceWeight}% · 资质 ${bid.qualityWeight}% · 交付 ${bid.deliveryWeight}%`,
    minOffers: bid.minOffers,
    canteens: bid.restaurants.map((r) => r.name).join('、'),
    products: bid.products.map((p) => `${p.name}(${p.unit})`).join('、'),
    offers: bid.ranking.flatMap((product) => product.offers.map((o) => ({
      product: names.get(product.baseProductId) ?? product.baseProductId,
      rank: o.rank,
      supplier: o.supplierName,
      price: o.price,
      priceScore: score(o.priceScore),
      qualityScore: score(o.qualityScore),
      deliveryScore: score(o.deliveryScore),
      total: score(o.total),
      awarded: awarded.has(`${product.baseProductId}:${o.offerId}`) ? '中标' : '',
    }))),
    awards: bid.awards.map((a) => ({ product: a.productName, supplier: a.supplierName, price: a.price, total: score(a.total), effectiveFrom: a.effectiveFrom })),
    awardedBy: bid.awardedBy ?? '',
    awardedAt: minute(bid.awardedAt),
    printedAt: chinaMinute(now),
  };
}
