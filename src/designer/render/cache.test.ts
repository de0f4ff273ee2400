import { describe, expect, it } from 'vitest';
import type { ElementJson } from '../../../engine/index.ts';
import { ElementPaintCache, samePaintInput } from './cache.ts';
import type { ElementPaint } from './layoutElement.ts';

const element = (options: Record<string, unknown>): ElementJson => ({ options, printElementType: { type: 'text' } });

function counting() {
  let calls = 0;
  const cache = new ElementPaintCache(() => {
    calls++;
    return { items: [] } satisfies ElementPaint;
  });
  return { cache, calls: () => calls };
}

describe('ElementPaintCache', () => {
  it('lays an element object out once', () => {
    const { cache, calls } = counting();
    const e = element({ left: 0, top: 0, width: 10, height: 10 });
    const first = cache.get('a', e);
    expect(cache.get('a', e)).toBe(first);
    expect(calls()).toBe(1);
  });

  it('reuses the paint of a moved element (a new object that differs only in left/top)', () => {
    const { cache, calls } = counting();
    const type = { type: 'text' };
    const e = { options: { left: 0, top: 0, width: 10, title: 'x' }, printElementType: type };
    const first = cache.get('a', e);
    const moved = { options: { ...e.options, left: 30, top: 40 }, printElementType: type };
    expect(cache.get('a', moved)).toBe(first);
    expect(calls()).toBe(1);
  });

  it('lays out again when anything but the position changes', () => {
    const { cache, calls } = counting();
    const type = { type: 'text' };
    const e = { options: { left: 0, width: 10, title: 'x' }, printElementType: type };
    cache.get('a', e);
    cache.get('a', { options: { ...e.options, title: 'y' }, printElementType: type });
    expect(calls()).toBe(2);
    cache.clear();
    cache.get('a', e);
    expect(calls()).toBe(3);
  });

  it('compares the type object and other element fields too', () => {
    const o = { left: 0 };
    expect(samePaintInput({ options: o, printElementType: { type: 'text' } }, { options: o, printElementType: { type: 'text' } })).toBe(false);
    const type = { type: 'text' };
    expect(samePaintInput({ options: { left: 0, top: 1 }, printElementType: type }, { options: { left: 5 }, printElementType: type })).toBe(true);
    expect(samePaintInput({ options: { width: 1 }, printElementType: type }, { options: { width: 2 }, printElementType: type })).toBe(false);
  });
});
