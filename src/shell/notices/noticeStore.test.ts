import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
vi.mock('../../api/endpoints/counts.ts', () => ({
  COUNT_LINKS: {},
  getCount: vi.fn(async (key: string) => {
    calls.push(`count:${key}`);
    if (key === 'procurementAudit') throw new Error('down');
    return key === 'price' ? 3 : 1;
  }),
}));
vi.mock('../../api/endpoints/notices.ts', () => ({
  listByUser: vi.fn(async () => {
    calls.push('list');
    return { anntMsgList: [{ id: 'a' }], anntMsgTotal: 1, sysMsgList: [], sysMsgTotal: 2 };
  }),
  markRead: vi.fn(async (id: string) => {
    calls.push(`read:${id}`);
    return null;
  }),
  queryAnnouncement: vi.fn(),
}));

const { clearNotices, markRead, noticeState, refreshCounts } = await import('./noticeStore.ts');

beforeEach(() => {
  calls.length = 0;
  clearNotices();
});

describe('notice store', () => {
  it('asks only the counts of the user type and keeps the last value of a failing one', async () => {
    noticeState.counts.procurementAudit = 7;
    await refreshCounts(1);
    expect(calls.sort()).toEqual(['count:afterSaleApproval', 'count:price', 'count:procurementAudit']);
    expect(noticeState.counts).toMatchObject({ price: 3, procurementAudit: 7, supplierAcceptance: 0 });
    expect(noticeState.keys).toEqual(['procurementAudit', 'afterSaleApproval', 'price']);
  });
  it('marks read first, then reloads counts and announcements', async () => {
    await markRead('a', 2);
    expect(calls[0]).toBe('read:a');
    expect(calls.slice(1).sort()).toEqual(['count:afterSaleSupplier', 'count:price', 'count:supplierAcceptance', 'count:supplierAudit', 'list']);
    expect(noticeState.anntTotal).toBe(1);
    expect(noticeState.sysTotal).toBe(2);
  });
});
