import { describe, expect, it } from 'vitest';
import { errorPosition, parseDataJson, testData } from './dataJson.ts';

describe('parseDataJson', () => {
  it('uses the template test data (design mode) when nothing is pasted', () => {
    expect(parseDataJson('  \n')).toEqual({ ok: true, value: testData() });
    expect(testData().mode).toBe('design');
  });

  it('lays out pasted objects and lists in print mode, as `larder paginate --data` does', () => {
    expect(parseDataJson('{"name": "甲"}')).toEqual({ ok: true, value: { mode: 'print', data: { name: '甲' } } });
    expect(parseDataJson('[{"a":1},{"a":2}]')).toEqual({ ok: true, value: { mode: 'print', data: [{ a: 1 }, { a: 2 }] } });
  });

  it('names the problem and its line and column for invalid JSON', () => {
    const result = parseDataJson('{\n  "a": 1,\n  "b": \n}');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatch(/JSON/);
    expect(result.error).toContain('4');
    expect(result.error).not.toContain('at position');
  });

  it('refuses data that is not an object or a list of objects', () => {
    const scalar = parseDataJson('42');
    expect(scalar.ok).toBe(false);
    if (!scalar.ok) expect(scalar.error).toContain('number');
    const list = parseDataJson('[{"a":1}, 2]');
    expect(list.ok).toBe(false);
    if (!list.ok) expect(list.error).toContain('2');
  });

  it('finds the line and column where the text stops being JSON', () => {
    expect(errorPosition('{"a":\n 1 2}')).toEqual({ line: 2, column: 4 });
    expect(errorPosition('{\n"a"')).toEqual({ line: 2, column: 4 });
    expect(errorPosition('[1, 2]')).toBeUndefined();
  });
});

describe('reading big pastes', () => {
  it('tells the same problems in words whether read in place or by the data worker', async () => {
    const { checkDataJson, describeProblem } = await import('./dataJson.ts');
    const checked = checkDataJson('[{"a":1}, 2]');
    expect(checked).toEqual({ ok: false, problem: { kind: 'badRecord', index: 2 } });
    if (!checked.ok) expect(parseDataJson('[{"a":1}, 2]')).toEqual({ ok: false, error: describeProblem(checked.problem) });
    const invalid = checkDataJson('{\n  "a": 1,\n  "b": \n}');
    expect(invalid.ok || invalid.problem).toMatchObject({ kind: 'invalid', line: 4 });
  });

  it('parses a big paste the same way without a worker host (unit tests, old browsers)', async () => {
    const { parseDataOffThread, OFF_THREAD_FROM } = await import('./dataJsonClient.ts');
    const rows = Array.from({ length: 3000 }, (_, i) => ({ line: i + 1, name: `品 ${i}` }));
    const text = JSON.stringify({ items: rows });
    expect(text.length).toBeGreaterThan(OFF_THREAD_FROM);
    expect(await parseDataOffThread(text)).toEqual(parseDataJson(text));
    expect(await parseDataOffThread('42')).toEqual(parseDataJson('42'));
  });
});
