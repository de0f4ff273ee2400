import { describe, expect, it } from 'vitest';
import { loadTemplate } from '../../../../engine/index.ts';
import { BLANK_TEMPLATE, blankTemplate, copyName, paperForType } from './blank.ts';

describe('new template body', () => {
  it('is a valid template', () => {
    const t = loadTemplate(BLANK_TEMPLATE);
    expect(t.panels).toHaveLength(1);
  });
  it('starts on the default paper of its type: a label is 60x40 mm, not A4', () => {
    expect(blankTemplate('label').panels[0]).toMatchObject({ width: 60, height: 40 });
    // laid out as 60 mm = 170.08 pt wide
    expect(loadTemplate(blankTemplate('label')).panels[0]!.width).toBeCloseTo((60 * 72) / 25.4, 5);
    expect(blankTemplate('label').panels[0]).not.toHaveProperty('paperType');
    expect(paperForType('receipt')).toEqual({ width: 80, height: 120 });
    expect(blankTemplate('report').panels[0]).toMatchObject({ paperType: 'A4', width: 210, height: 297 });
    expect(blankTemplate(null).panels[0]).toMatchObject({ paperType: 'A4' });
    expect(blankTemplate('constructor').panels[0]).toMatchObject({ paperType: 'A4' });
  });
  it('names copies within 100 characters', () => {
    expect(copyName('送货单', ' - 副本')).toBe('送货单 - 副本');
    expect(copyName('x'.repeat(100), '-copy')).toHaveLength(100);
  });
});
