/** Option items of a panel (the paper): size, orientation, lines, paper number, rules, watermark. */
import { PAPER_NUMBER_FORMAT, type WatermarkOptions } from '../../../../engine/index.ts';
import type { Options } from '../registry.ts';
import { WATERMARK_DEFAULTS, WATERMARK_LIMITS, watermarkPatch, type WatermarkSlider } from '../validation.ts';
import { ORIENTATIONS, PAGE_RULES, PAPER_RULES, WATERMARK_TIME_FORMATS } from '../valueLists.ts';
import { item, labelOf, number, select, text } from './build.ts';

/** The paper control's value: a named type, or 'custom' with its size in mm. */
export interface PaperValue {
  paperType: string;
  width?: number;
  height?: number;
}

item('paperType', { kind: 'paper' }, {
  read: (o): PaperValue => {
    const named = typeof o.paperType === 'string' && o.paperType !== '' && o.paperType !== 'custom' && o.paperType !== 'other';
    const size = { width: Number(o.width) || undefined, height: Number(o.height) || undefined };
    if (named) return { paperType: String(o.paperType).toUpperCase(), ...size };
    return { paperType: size.width && size.height ? 'custom' : 'A4', ...size };
  },
  // setPaper takes either form; the apply plan routes it.
  write: (v) => {
    const p = v as PaperValue;
    return p.paperType === 'custom' ? { width: p.width, height: p.height } : { paperType: p.paperType };
  },
});

select('orient', ORIENTATIONS, { read: (o) => (String(o.orient) === '2' ? 2 : 1) });

number('paperHeader', { min: 0, unit: 'pt' });
number('paperFooter', { min: 0, unit: 'pt' });
for (const name of ['firstPaperFooter', 'evenPaperFooter', 'oddPaperFooter', 'lastPaperFooter']) number(name, { min: 0, unit: 'pt' });

item('paperNumberShow', { kind: 'switch' }, {
  read: (o) => o.paperNumberDisabled !== true && o.paperNumberDisabled !== 'true',
  write: (v) => ({ paperNumberDisabled: v ? undefined : true }),
});
number('paperNumberLeft', { unit: 'pt' });
number('paperNumberTop', { unit: 'pt' });
text('paperNumberFormat', { placeholder: PAPER_NUMBER_FORMAT });
select('panelPaperRule', PAPER_RULES, { withDefault: true });
select('panelPageRule', PAGE_RULES, { withDefault: true });
number('leftOffset', { unit: 'pt' });
number('topOffset', { unit: 'pt' });

// ---- watermark: one row per field of watermarkOptions --------------------------------------

const mark = (o: Options): Partial<WatermarkOptions> =>
  typeof o.watermarkOptions === 'object' && o.watermarkOptions !== null ? (o.watermarkOptions as Partial<WatermarkOptions>) : {};

function watermarkItem(name: string, field: keyof WatermarkOptions, control: Parameters<typeof item>[1]) {
  item(name, control, {
    label: labelOf(name),
    read: (o) => mark(o)[field] ?? (field === 'content' ? '' : WATERMARK_DEFAULTS[field as keyof typeof WATERMARK_DEFAULTS]),
    write: (v, o) => ({ watermarkOptions: watermarkPatch(o.watermarkOptions, field, field === 'content' ? (v ?? '') : v) }),
  });
}

const slider = (field: WatermarkSlider) => ({ kind: 'slider' as const, ...WATERMARK_LIMITS[field], step: 1, unit: field === 'rotate' ? '°' : 'px' });

watermarkItem('watermarkContent', 'content', { kind: 'text' });
watermarkItem('watermarkColor', 'fillStyle', { kind: 'color' });
watermarkItem('watermarkFontSize', 'fontSize', slider('fontSize'));
watermarkItem('watermarkRotate', 'rotate', slider('rotate'));
watermarkItem('watermarkWidth', 'width', slider('width'));
watermarkItem('watermarkHeight', 'height', slider('height'));
watermarkItem('watermarkTimestamp', 'timestamp', { kind: 'switch' });
watermarkItem('watermarkFormat', 'format', { kind: 'select', values: WATERMARK_TIME_FORMATS });
