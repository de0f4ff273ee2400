import { describe, expect, it } from 'vitest';
import { loadTemplate } from '../../../engine/index.ts';
import { exportTemplateText, fileName, IMPORT_ISSUES_SHOWN, parseTemplateText } from './templateFile.ts';

const hiprint = {
  panels: [
    {
      index: 0,
      name: 1,
      paperType: 'A4',
      height: 297,
      width: 210,
      paperHeader: 43.5,
      paperFooter: 801,
      printElements: [{ options: { left: 60, top: 30, height: 9.75, width: 120, title: '订单号', field: 'orderNo', unknownOption: 'kept' }, printElementType: { title: '文本', type: 'text' } }],
      paperNumberLeft: 565.5,
      paperNumberTop: 819,
    },
  ],
};

describe('template files', () => {
  it('exports the document as the engine saves it, unknown options included', () => {
    const text = exportTemplateText(hiprint);
    expect(JSON.parse(text)).toEqual(hiprint);
    expect(text).toContain('\n  "panels"');
  });

  it('still exports a document the engine rejects (that is how it gets rescued)', () => {
    const broken = { panels: [{ paperType: 'Z9', printElements: [] }] };
    expect(() => loadTemplate(broken)).toThrow();
    expect(JSON.parse(exportTemplateText(broken))).toEqual(broken);
  });

  it('imports what it exported', () => {
    expect(parseTemplateText(exportTemplateText(hiprint))).toEqual({ ok: true, doc: hiprint });
    expect(parseTemplateText('\uFEFF' + JSON.stringify(hiprint))).toMatchObject({ ok: true });
  });

  it('names what is wrong: not JSON (where), not a template, invalid (paths)', () => {
    const notJson = parseTemplateText('{\n  "panels": [,]\n}');
    expect(notJson.ok).toBe(false);
    if (!notJson.ok) expect(notJson.error).toMatch(/2.*14/);
    expect(parseTemplateText('{"hello": 1}')).toMatchObject({ ok: false });
    expect(parseTemplateText('[]')).toMatchObject({ ok: false });
    const invalid = parseTemplateText(JSON.stringify({ panels: [{ paperType: 'Z9' }, { paperType: 'A4', printElements: [{ printElementType: { tid: 'nowhere.gizmo' } }] }] }));
    expect(invalid.ok).toBe(false);
    if (invalid.ok) return;
    expect(invalid.error).toContain('panels[0].paperType: not found pagetype');
    expect(invalid.error).toContain('panels[1].printElements[0].printElementType.tid');
    expect(invalid.error).toContain('check the provider configuration');
  });

  it(`lists at most ${IMPORT_ISSUES_SHOWN} problems and counts the rest`, () => {
    const panels = Array.from({ length: 8 }, () => ({ paperType: 'Z9' }));
    const result = parseTemplateText(JSON.stringify({ panels }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.match(/not found pagetype/g)).toHaveLength(IMPORT_ISSUES_SHOWN);
    expect(result.error).toContain('3');
  });

  it('makes file names from template names', () => {
    expect(fileName('送货单', 'pdf')).toBe('送货单.pdf');
    expect(fileName('a/b:c*?', 'json')).toBe('a_b_c__.json');
    expect(fileName('  ', 'pdf')).toBe('template.pdf');
    expect(fileName(undefined, 'pdf')).toBe('template.pdf');
  });
});
