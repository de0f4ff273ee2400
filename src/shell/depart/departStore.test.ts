import { beforeEach, describe, expect, it, vi } from 'vitest';

const state = { list: [] as Array<{ id: string; departName: string; orgCode: string }>, orgCode: null as string | null, remembered: undefined as string | undefined };
const selected: string[] = [];
vi.mock('../../api/endpoints/account.ts', () => ({
  getCurrentUserDeparts: vi.fn(async () => ({ list: state.list, orgCode: state.orgCode })),
  selectDepart: vi.fn(async (orgCode: string) => {
    selected.push(orgCode);
    return { userInfo: { id: 'u', username: 'canteen', orgCode } };
  }),
}));
vi.mock('../state/session.ts', () => ({
  sessionState: { user: { id: 'u', username: 'canteen', userType: 3 } },
  chooseDepart: vi.fn(),
}));
vi.mock('../../api/session.ts', () => ({ getDepartChoice: () => (state.remembered ? { orgCode: state.remembered } : undefined) }));
vi.mock('../notices/noticeStore.ts', () => ({ refreshAll: vi.fn(async () => {}) }));

const { checkDeparts } = await import('./departStore.ts');
const a = { id: '1', departName: '一食堂', orgCode: 'A02A01' };
const b = { id: '2', departName: '二食堂', orgCode: 'A02A02' };

beforeEach(() => {
  selected.length = 0;
  state.remembered = undefined;
  state.orgCode = null;
});

describe('department check after login', () => {
  it('asks a user with several departments and no remembered choice, selecting nothing', async () => {
    state.list = [a, b];
    expect(await checkDeparts()).toEqual({ kind: 'choose' });
    expect(selected).toEqual([]);
  });
  it('puts a remembered choice back on the server when it differs', async () => {
    state.list = [a, b];
    state.orgCode = 'A02A01';
    state.remembered = 'A02A02';
    expect(await checkDeparts()).toEqual({ kind: 'chosen', orgCode: 'A02A02' });
    expect(selected).toEqual(['A02A02']);
  });
  it('leaves a matching choice alone and reports no department', async () => {
    state.list = [a];
    state.orgCode = 'A02A01';
    expect(await checkDeparts()).toEqual({ kind: 'chosen', orgCode: 'A02A01' });
    expect(selected).toEqual([]);
    state.list = [];
    expect(await checkDeparts()).toEqual({ kind: 'none' });
  });
});
