import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadTemplate, paginate } from '../../../engine/index.ts';
import { testContext } from '../../../tests/helpers/fonts.ts';
import { Editor } from './editor.ts';

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`../../../tests/fixtures/${name}`, import.meta.url), 'utf8'));

describe('the frozen document', () => {
  it.each(['hiprint-export', 'hiprint-table-demo'])('lays out as the template it came from: %s', (name) => {
    const editor = new Editor(fixture(`${name}.json`));
    const data = fixture(`${name}.data.json`);
    const expected = paginate(loadTemplate(fixture(`${name}.json`)), data, testContext()).pages;
    // The engine reads the frozen tree (and its table columns) without writing to it.
    expect(Object.isFrozen(editor.doc.panels[0]!.printElements![0]!.options)).toBe(true);
    expect(paginate(loadTemplate(editor.doc), data, testContext()).pages).toEqual(expected);
  });
});
