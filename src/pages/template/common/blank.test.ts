import { describe, expect, it } from 'vitest';
import { loadTemplate } from '../../../../engine/index.ts';
import { BLANK_TEMPLATE, copyName } from './blank.ts';

describe('new template body', () => {
  it('is a valid template', () => {
    const t = loadTemplate(BLANK_TEMPLATE);
    expect(t.panels).toHaveLength(1);
  });
  it('names copies within 100 characters', () => {
    expect(copyName('送货单', ' - 副本')).toBe('送货单 - 副本');
    expect(copyName('x'.repeat(100), '-copy')).toHaveLength(100);
  });
});
