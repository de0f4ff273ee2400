import { describe, expect, it } from 'vitest';
import type { TemplateJson } from '../../../engine/index.ts';
import { MemoryStorage } from '../../api/storage.ts';
import { DraftStore, draftKey } from './drafts.ts';
import { RESTORE_DRAFT_COMMAND } from './replaceDocument.ts';
import { VersionConflict, type TemplateApi } from './templateApi.ts';
import { TemplateSession } from './templateSession.ts';

const text = (title: string) => ({ options: { left: 10, top: 10, width: 120, height: 9.75, title }, printElementType: { tid: 'defaultModule.text', type: 'text' } });
const doc = (...titles: string[]): TemplateJson => ({ panels: [{ index: 0, paperType: 'A4', printElements: titles.map(text) }] });

/** An in-memory server with the real version rule: a PUT at a stale version answers a conflict. */
function fakeServer(body: unknown = doc('server'), version = 1) {
  const state = { body, version, puts: [] as { body: unknown; version: number }[] };
  const api: TemplateApi = {
    async get(id) {
      if (id === 'missing') throw new Error('打印模板不存在或已删除');
      return { id, name: '送货单', version: state.version, body: state.body };
    },
    async put(_id, putBody, putVersion) {
      state.puts.push({ body: putBody, version: putVersion });
      if (putVersion !== state.version) throw new VersionConflict(`saved by someone (now version ${state.version})`);
      state.body = structuredClone(putBody);
      state.version += 1;
      return { version: state.version };
    },
  };
  return { api, state };
}

function setup(server = fakeServer(), storage = new MemoryStorage()) {
  let tick: (() => void) | undefined;
  const drafts = new DraftStore(storage, () => 42);
  const session = new TemplateSession('t1', {
    api: server.api,
    drafts,
    setInterval: (fn) => ((tick = fn), 1),
    clearInterval: () => (tick = undefined),
  });
  return { session, server, storage, drafts, tick: () => tick?.() };
}

const titles = (session: TemplateSession) => session.editor!.doc.panels[0]!.printElements!.map((e) => e.options!.title);
const addText = (session: TemplateSession, title: string) => session.editor!.exec('addElement', { tid: 'defaultModule.text', options: { title } });

describe('TemplateSession: loading', () => {
  it('opens the server body at its version, not dirty', async () => {
    const { session } = setup();
    await session.open();
    expect(session.getSnapshot()).toMatchObject({ status: 'ready', name: '送货单', version: 1, dirty: false, problems: [] });
    expect(titles(session)).toEqual(['server']);
    expect(session.editor!.templateId).toBe('t1');
  });

  it('reports a missing template with the server message', async () => {
    const { session } = setup();
    const missing = new TemplateSession('missing', { api: fakeServer().api, drafts: new DraftStore(new MemoryStorage()) });
    await missing.open();
    expect(missing.getSnapshot().status).toBe('error');
    expect(missing.getSnapshot().error).toContain('打印模板不存在或已删除');
    expect(session.getSnapshot().status).toBe('loading');
  });

  it('opens a template the engine rejects, listing the problems with their paths', async () => {
    const { session } = setup(fakeServer({ panels: [{ paperType: 'Z9', printElements: [text('x')] }] }));
    await session.open();
    const snap = session.getSnapshot();
    expect(snap.status).toBe('ready');
    expect(snap.problems).toEqual(['panels[0].paperType: not found pagetype']);
    expect(titles(session)).toEqual(['x']);
  });

  it('refuses only what the editor cannot hold, and never writes to the server then', async () => {
    const server = fakeServer({ panels: [{ printElements: [text('a'), 'garbage'] }] });
    const { session } = setup(server);
    await session.open();
    expect(session.getSnapshot()).toMatchObject({ status: 'error' });
    expect(session.getSnapshot().error).toContain('panels[0].printElements[1]');
    expect(await session.save()).toEqual({ outcome: 'not-ready' });
    expect(server.state.puts).toEqual([]);
  });
});

describe('TemplateSession: saving and conflicts', () => {
  it('saves at the version read, then at the next one; saved clears dirty and the draft', async () => {
    const { session, server, storage, tick } = setup();
    await session.open();
    session.start();
    addText(session, 'one');
    expect(session.getSnapshot().dirty).toBe(true);
    tick();
    expect(storage.getItem(draftKey('t1'))).not.toBeNull();
    expect(await session.save()).toEqual({ outcome: 'saved', version: 2 });
    expect(server.state.puts.map((p) => p.version)).toEqual([1]);
    expect(session.getSnapshot()).toMatchObject({ dirty: false, version: 2 });
    expect(storage.getItem(draftKey('t1'))).toBeNull();
    addText(session, 'two');
    expect(await session.save()).toMatchObject({ outcome: 'saved', version: 3 });
    expect(server.state.puts.map((p) => p.version)).toEqual([1, 2]);
  });

  it('a stale version opens the conflict; overwrite takes the server version number and saves mine', async () => {
    const { session, server } = setup();
    await session.open();
    addText(session, 'mine');
    server.state.version = 4; // someone else saved meanwhile
    server.state.body = doc('theirs');
    expect(await session.save()).toEqual({ outcome: 'conflict' });
    expect(session.getSnapshot().conflict?.message).toContain('version 4');
    expect(session.getSnapshot().dirty).toBe(true);
    expect(await session.overwrite()).toEqual({ outcome: 'saved', version: 5 });
    expect(server.state.puts.map((p) => p.version)).toEqual([1, 4]);
    expect((server.state.body as TemplateJson).panels[0]!.printElements!.map((e) => e.options!.title)).toEqual(['server', 'mine']);
    expect(session.getSnapshot().conflict).toBeUndefined();
  });

  it('load theirs replaces my document with the server one and drops my draft', async () => {
    const { session, server, storage } = setup();
    await session.open();
    addText(session, 'mine');
    server.state.version = 2;
    server.state.body = doc('theirs');
    await session.save();
    expect(storage.getItem(draftKey('t1'))).not.toBeNull(); // kept while the user decides
    expect(await session.loadTheirs()).toBeUndefined();
    expect(titles(session)).toEqual(['theirs']);
    expect(session.getSnapshot()).toMatchObject({ version: 2, dirty: false, conflict: undefined });
    expect(storage.getItem(draftKey('t1'))).toBeNull();
  });

  it('cancel keeps my edits unsaved and the conflict closed', async () => {
    const { session, server } = setup();
    await session.open();
    addText(session, 'mine');
    server.state.version = 2;
    await session.save();
    session.dismissConflict();
    expect(session.getSnapshot()).toMatchObject({ conflict: undefined, dirty: true, version: 1 });
    expect(titles(session)).toEqual(['server', 'mine']);
  });

  it('a failed save (server validation) keeps the edits and says why', async () => {
    const server = fakeServer();
    server.api.put = async () => {
      throw new Error('模板内容不正确：panels[0].paperType: not found pagetype');
    };
    const { session } = setup(server);
    await session.open();
    addText(session, 'mine');
    expect(await session.save()).toEqual({ outcome: 'failed', message: '模板内容不正确：panels[0].paperType: not found pagetype' });
    expect(session.getSnapshot()).toMatchObject({ dirty: true, saving: false });
  });

  it('edits made while a save is out stay unsaved', async () => {
    const server = fakeServer();
    let release!: () => void;
    const put = server.api.put;
    server.api.put = (id, body, version) => new Promise((resolve) => (release = () => resolve(put(id, body, version))));
    const { session } = setup(server);
    await session.open();
    addText(session, 'first');
    const saving = session.save();
    expect(await session.save()).toEqual({ outcome: 'busy' });
    addText(session, 'during');
    release();
    await saving;
    expect(session.getSnapshot()).toMatchObject({ dirty: true, version: 2 });
  });
});

describe('TemplateSession: drafts', () => {
  it('autosaves every tick only while changed and only when the document moved', async () => {
    const storage = new MemoryStorage();
    const writes: string[] = [];
    const spy = { getItem: (k: string) => storage.getItem(k), removeItem: (k: string) => storage.removeItem(k), setItem: (k: string, v: string) => (writes.push(v), storage.setItem(k, v)) };
    const { session, tick } = setup(fakeServer(), spy as MemoryStorage);
    await session.open();
    const stop = session.start();
    tick();
    expect(writes).toHaveLength(0);
    addText(session, 'a');
    tick();
    tick();
    expect(writes).toHaveLength(1);
    expect(JSON.parse(writes[0]!)).toMatchObject({ templateId: 't1', version: 1, savedAt: 42 });
    addText(session, 'b');
    stop(); // closing the designer writes what the last tick missed
    expect(writes).toHaveLength(2);
  });

  it('offers a draft after a reload; restore is one undoable step and keeps it dirty', async () => {
    const storage = new MemoryStorage();
    const first = setup(fakeServer(), storage);
    await first.session.open();
    first.session.start();
    addText(first.session, 'unsaved');
    first.tick();
    // The page is reloaded: a new session on the same storage.
    const second = setup(fakeServer(), storage);
    await second.session.open();
    expect(second.session.getSnapshot().draftOffer).toMatchObject({ serverNewer: false, draft: { version: 1 } });
    second.session.restoreDraft();
    expect(titles(second.session)).toEqual(['server', 'unsaved']);
    expect(second.session.getSnapshot()).toMatchObject({ dirty: true, draftOffer: undefined, version: 1 });
    expect(second.session.editor!.history.undoLabel).toBe(second.session.editor!.commands.get(RESTORE_DRAFT_COMMAND)!.label);
    second.session.editor!.undo();
    expect(titles(second.session)).toEqual(['server']);
  });

  it('a draft made on an older version restores at that version, so saving meets the conflict', async () => {
    const storage = new MemoryStorage();
    new DraftStore(storage).save('t1', 2, doc('old draft'));
    const server = fakeServer(doc('server'), 5);
    const { session } = setup(server, storage);
    await session.open();
    expect(session.getSnapshot().draftOffer?.serverNewer).toBe(true);
    session.restoreDraft();
    expect(session.getSnapshot().version).toBe(2);
    expect(await session.save()).toEqual({ outcome: 'conflict' });
  });

  it('discard removes the draft; the offered draft is never overwritten while it waits', async () => {
    const storage = new MemoryStorage();
    new DraftStore(storage).save('t1', 1, doc('precious'));
    const { session, tick } = setup(fakeServer(), storage);
    await session.open();
    session.start();
    addText(session, 'meanwhile');
    tick();
    expect(JSON.parse(storage.getItem(draftKey('t1'))!).doc).toEqual(doc('precious'));
    session.discardDraft();
    expect(storage.getItem(draftKey('t1'))).toBeNull();
    tick();
    expect(JSON.parse(storage.getItem(draftKey('t1'))!).doc.panels[0].printElements).toHaveLength(2);
  });

  it('notifies subscribers only when a value changes (not on every edit)', async () => {
    const { session } = setup();
    await session.open();
    let calls = 0;
    session.subscribe(() => calls++);
    const before = session.getSnapshot();
    addText(session, 'a');
    addText(session, 'b');
    addText(session, 'c');
    expect(calls).toBe(1);
    expect(session.getSnapshot()).not.toBe(before);
  });
});
