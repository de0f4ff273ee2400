import { describe, expect, it } from 'vitest';
import { blankTemplate, openBody } from './openBody.ts';

const element = { options: { left: 1, top: 2, width: 50, height: 9.75, title: 'a' }, printElementType: { tid: 'defaultModule.text', type: 'text' } };

describe('openBody', () => {
  it('opens a new template (no body) on one blank A4 panel', () => {
    for (const body of [null, undefined, '', '  ']) expect(openBody(body)).toEqual({ ok: true, doc: blankTemplate(), problems: [] });
    expect(blankTemplate().panels[0]).toMatchObject({ paperType: 'A4', printElements: [] });
  });

  it('opens a valid body as it is, object or JSON text', () => {
    const body = { panels: [{ index: 0, paperType: 'A5', printElements: [element] }], custom: { kept: true } };
    expect(openBody(body)).toEqual({ ok: true, doc: body, problems: [] });
    expect(openBody(JSON.stringify(body))).toEqual({ ok: true, doc: body, problems: [] });
  });

  it('opens a body the engine rejects and lists the problems with their paths', () => {
    const body = { panels: [{ paperType: 'Z9', printElements: [element, { options: {}, printElementType: { tid: 'nope.x' } }] }] };
    const opened = openBody(body);
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    expect(opened.doc).toBe(body);
    expect(opened.problems[0]).toBe('panels[0].paperType: not found pagetype');
    expect(opened.problems[1]).toMatch(/^panels\[0\]\.printElements\[1\].*provider/);
  });

  it('adds a page to a body without panels, keeping every other key', () => {
    const opened = openBody({ name: 'x', extra: [1] });
    expect(opened).toMatchObject({ ok: true, doc: { name: 'x', extra: [1], panels: blankTemplate().panels } });
    if (opened.ok) expect(opened.problems).toHaveLength(1);
  });

  it('refuses what cannot be held without dropping parts of it, naming where', () => {
    expect(openBody('{"panels": [')).toMatchObject({ ok: false });
    expect(openBody([1, 2])).toMatchObject({ ok: false });
    expect(openBody({ panels: 'x' })).toMatchObject({ ok: false, error: expect.stringContaining('panels') });
    expect(openBody({ panels: [{ printElements: {} }] })).toMatchObject({ ok: false, error: expect.stringContaining('panels[0].printElements') });
    expect(openBody({ panels: [{ printElements: [element, 7] }] })).toMatchObject({ ok: false, error: expect.stringContaining('panels[0].printElements[1]') });
  });
});
