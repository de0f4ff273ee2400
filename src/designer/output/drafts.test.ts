import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../api/storage.ts';
import type { TemplateJson } from '../../../engine/index.ts';
import { DraftStore, draftKey } from './drafts.ts';

const doc = (title: string): TemplateJson => ({
  panels: [{ index: 0, paperType: 'A4', printElements: [{ options: { left: 10, top: 10, title }, printElementType: { type: 'text' } }] }],
});

function store(now = 1000) {
  const storage = new MemoryStorage();
  let clock = now;
  const drafts = new DraftStore(storage, () => clock);
  return { storage, drafts, tick: (ms: number) => (clock += ms) };
}

describe('DraftStore', () => {
  it('writes one draft per template under larder.designer.draft.<id>, with its version and time', () => {
    const { storage, drafts } = store(5000);
    expect(drafts.save('t1', 3, doc('a'))).toBe(true);
    expect(JSON.parse(storage.getItem('larder.designer.draft.t1')!)).toEqual({ templateId: 't1', version: 3, savedAt: 5000, doc: doc('a') });
    expect(draftKey('t2')).toBe('larder.designer.draft.t2');
    expect(drafts.read('t2')).toBeUndefined();
  });

  it('offers a draft that differs from what was loaded, and says when the server moved on', () => {
    const { drafts } = store();
    drafts.save('t1', 3, doc('mine'));
    expect(drafts.offer('t1', 3, doc('server'))).toMatchObject({ draft: { version: 3, doc: doc('mine') }, serverNewer: false });
    expect(drafts.offer('t1', 5, doc('server'))).toMatchObject({ serverNewer: true });
    // Offering does not consume the draft: it stays until restored-and-saved or discarded.
    expect(drafts.read('t1')).toBeDefined();
  });

  it('drops a draft equal to what was loaded (nothing to restore)', () => {
    const { drafts } = store();
    drafts.save('t1', 3, doc('same'));
    expect(drafts.offer('t1', 3, doc('same'))).toBeUndefined();
    expect(drafts.read('t1')).toBeUndefined();
  });

  it('removes a draft on discard; a broken or foreign entry is not offered', () => {
    const { storage, drafts } = store();
    drafts.save('t1', 1, doc('x'));
    drafts.remove('t1');
    expect(drafts.offer('t1', 1, doc('y'))).toBeUndefined();
    storage.setItem(draftKey('t2'), '{not json');
    expect(drafts.read('t2')).toBeUndefined();
    storage.setItem(draftKey('t3'), JSON.stringify({ templateId: 'other', version: 1, savedAt: 1, doc: doc('z') }));
    expect(drafts.read('t3')).toBeUndefined();
  });

  it('reports a storage that refuses the write (quota)', () => {
    const full = { getItem: () => null, removeItem: () => undefined, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } };
    expect(new DraftStore(full).save('t1', 1, doc('x'))).toBe(false);
  });
});
