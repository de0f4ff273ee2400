import { describe, expect, it } from 'vitest';
import { snapshot } from 'valtio';
import { parseDataJson } from './dataJson.ts';
import { applyJsonData, clearJsonData, createOutputUi, currentData, formatBytes, loadSampleData } from './outputUi.ts';

const parsed = (text: string) => {
  const result = parseDataJson(text);
  if (!result.ok) throw new Error(result.error);
  return result.value;
};

describe('applied JSON data', () => {
  it('folds the box to a summary: UTF-8 size and the copies it prints', () => {
    const out = createOutputUi();
    out.dataSource = 'json';
    out.dataText = '[{"品名":"米"},{"品名":"面"}]';
    out.dataError = 'an earlier mistake';
    applyJsonData(out, parsed(out.dataText));
    expect(out.dataEditing).toBe(false);
    expect(out.dataError).toBeUndefined();
    // six CJK characters (品名 twice, 米, 面): three bytes each in UTF-8, not one
    expect(out.applied).toMatchObject({ bytes: out.dataText.length + 6 * 2, records: 2 });
    expect(currentData(out)).toEqual({ mode: 'print', data: [{ 品名: '米' }, { 品名: '面' }] });
    out.dataText = '{"no":1}';
    applyJsonData(out, parsed(out.dataText));
    expect(out.applied?.records).toBe(1);
  });

  it('keeps the data out of valtio: the very object the parser made, not a proxy copy', () => {
    const out = createOutputUi();
    const value = parsed('{"rows":[{"a":1}]}');
    applyJsonData(out, value);
    expect(snapshot(out).data).toBe(value);
    expect(Object.isFrozen(currentData(out).data)).toBe(false);
  });

  it('clearing goes back to the test data with the box empty and open', () => {
    const out = createOutputUi();
    out.dataText = '{"a":1}';
    applyJsonData(out, parsed(out.dataText));
    clearJsonData(out);
    expect(out).toMatchObject({ applied: undefined, dataText: '', dataEditing: true, data: { mode: 'design', data: {} } });
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1536, '1.5 KB'],
    [1_992_294, '1.9 MB'],
  ])('%d bytes read as %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

describe("the template's sample data", () => {
  it('is what preview, PDF and printing start with, and what the JSON box holds', () => {
    const out = createOutputUi();
    const sample = { orderNo: 'DN-1', items: [{ name: '米' }] };
    expect(loadSampleData(out, sample)).toBe(true);
    expect(currentData(out)).toEqual({ mode: 'print', data: sample });
    expect(out.dataSource).toBe('json');
    expect(out.appliedIsSample).toBe(true);
    expect(JSON.parse(out.dataText)).toEqual(sample);
    expect(out.applied?.records).toBe(1);
  });

  it('does not replace data the user applied, and no sample leaves the test data', () => {
    const out = createOutputUi();
    expect(loadSampleData(out, undefined)).toBe(false);
    expect(loadSampleData(out, null)).toBe(false);
    expect(currentData(out).mode).toBe('design');
    out.dataText = '{"mine":1}';
    applyJsonData(out, { mode: 'print', data: { mine: 1 } });
    expect(loadSampleData(out, { other: 2 })).toBe(false);
    expect(currentData(out).data).toEqual({ mine: 1 });
    expect(out.appliedIsSample).toBe(false);
  });
});
