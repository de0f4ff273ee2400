import { describe, expect, it } from 'vitest';
import { bellTotal, countKeysFor, countLabelKey, countLink, emptyCounts, toCount } from './pendingCounts.ts';

describe('pending counts', () => {
  it('asks a supplier only for supplier counts, after-sales to answer and pricing', () => {
    expect(countKeysFor(2)).toEqual(['supplierAcceptance', 'supplierAudit', 'afterSaleSupplier', 'price']);
    expect(countKeysFor('2')).toEqual(countKeysFor(2));
  });
  it('asks procurement and platform staff for the audit, after-sale approval and price counts (the queues they work)', () => {
    expect(countKeysFor(1)).toEqual(['procurementAudit', 'afterSaleApproval', 'price']);
    expect(countKeysFor(4)).toEqual(countKeysFor(1));
  });
  it('asks canteen staff for the canteen counts only', () => {
    expect(countKeysFor(3)).toEqual(['restaurantCheck', 'restaurantCheckout']);
    expect(countKeysFor(undefined)).toEqual(['restaurantCheck', 'restaurantCheckout']);
  });
  it('links each count to its shortcut route, price work by user type', () => {
    expect(countLink('supplierAcceptance', 2)).toBe('/orederInventory');
    expect(countLink('restaurantCheck', 3)).toBe('/orederCheack');
    expect(countLink('restaurantCheckout', 3)).toBe('/orederCheackOut');
    expect(countLink('price', 2)).toBe('/oredePricing');
    expect(countLink('price', 1)).toBe('/supplier');
    expect(countLink('procurementAudit', 1)).toBe('/acceptanceAudit');
    expect(countLink('afterSaleSupplier', 2)).toBe('/order/after-sale?queue=afterSaleSupplier');
    expect(countLink('afterSaleApproval', 1)).toBe('/order/after-sale?queue=afterSaleApproval');
    expect(countLabelKey('afterSaleApproval', 1)).toBe('flows.counts.afterSaleApproval');
    expect(countLink('supplierAudit', 2)).toBe('/order/order-supplier-main-list?queue=supplierAudit');
    expect(countLabelKey('price', 2)).toBe('flows.counts.pricing');
    expect(countLabelKey('price', 1)).toBe('flows.counts.priceApproval');
    expect(countLabelKey('restaurantCheck', 3)).toBe('flows.counts.restaurantCheck');
  });
  it('reads answers as non-negative integers and totals the relevant ones', () => {
    expect(toCount(3)).toBe(3);
    expect(toCount('4')).toBe(4);
    expect(toCount(null)).toBe(0);
    expect(toCount(-1)).toBe(0);
    const counts = { ...emptyCounts(), supplierAcceptance: 2, restaurantCheck: 5 };
    expect(bellTotal(counts, countKeysFor(2), 1)).toBe(3);
    // pending work kept off the bell (个人设置): only the unread announcements
    expect(bellTotal(counts, countKeysFor(2), 1, false)).toBe(1);
  });
});
