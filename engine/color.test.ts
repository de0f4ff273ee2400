import { describe, expect, it } from 'vitest';
import { NAMED_COLOR_COUNT, parseColor } from './color.ts';

describe('parseColor', () => {
  it.each([
    ['#f00', { color: '#ff0000' }],
    ['#F0A8', { color: '#ff00aa', opacity: 0.533 }],
    ['#1A2b3C', { color: '#1a2b3c' }],
    ['#11223380', { color: '#112233', opacity: 0.502 }],
    ['#112233ff', { color: '#112233' }],
    ['rgb(255, 0, 128)', { color: '#ff0080' }],
    ['RGB(255,0,128)', { color: '#ff0080' }],
    ['rgba(184,184,184,0.3)', { color: '#b8b8b8', opacity: 0.3 }],
    ['rgb(100% 0% 50%)', { color: '#ff0080' }],
    ['rgb(10 20 30 / 50%)', { color: '#0a141e', opacity: 0.5 }],
    ['rgba(300, -5, 0, 2)', { color: '#ff0000' }],
    ['rgb(1.4, 1.6, 0)', { color: '#010200' }],
    ['hsl(0, 100%, 50%)', { color: '#ff0000' }],
    ['hsl(120 100% 25%)', { color: '#008000' }],
    ['hsla(240, 100%, 50%, .25)', { color: '#0000ff', opacity: 0.25 }],
    ['hsl(0.5turn, 100%, 50%)', { color: '#00ffff' }],
    ['hsl(-120, 100%, 50%)', { color: '#0000ff' }],
    ['hsl(0, 0%, 100%)', { color: '#ffffff' }],
    ['transparent', { color: '#000000', opacity: 0 }],
    ['Red', { color: '#ff0000' }],
    ['  rebeccapurple ', { color: '#663399' }],
    ['lightgoldenrodyellow', { color: '#fafad2' }],
    ['grey', { color: '#808080' }],
  ])('%s', (input, expected) => {
    expect(parseColor(input)).toEqual(expected);
  });

  it.each([
    undefined,
    '',
    '   ',
    '#',
    '#12',
    '#12345',
    '#1234567',
    '#ggg',
    'rgb(1, 2)',
    'rgb(1, 2, 3, 4, 5)',
    'rgb(a, b, c)',
    'rgb(1 2 3 / 4 / 5)',
    'rgb(1,,3)',
    'hsl(0, 100, 50)',
    'hsl(x, 100%, 50%)',
    'notacolor',
    'constructor',
    'toString',
    'url(x)',
  ])('rejects %s', (input) => {
    expect(parseColor(input)).toBeUndefined();
  });

  it('knows all 148 named colours', () => {
    expect(NAMED_COLOR_COUNT).toBe(148);
  });
});
