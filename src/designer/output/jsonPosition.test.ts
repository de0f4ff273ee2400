import { describe, expect, it } from 'vitest';
import { jsonErrorOffset, lineColumn } from './jsonPosition.ts';

describe('jsonErrorOffset', () => {
  it('accepts what JSON.parse accepts', () => {
    for (const text of ['{}', ' [ ] ', '{"a":[1,-2.5e3,true,false,null,"x\\"\\u00e9\\n"],"b":{}}', '"s"', '0']) {
      expect(JSON.parse(text)).toBeDefined();
      expect(jsonErrorOffset(text)).toBeUndefined();
    }
  });

  it('points at the first character that breaks the grammar', () => {
    // The cases where JSON.parse's message carries no position.
    expect(jsonErrorOffset('{"a": }')).toBe(6);
    expect(jsonErrorOffset('[1,]')).toBe(3);
    expect(jsonErrorOffset('nope')).toBe(1);
    expect(jsonErrorOffset('{"a": 1} x')).toBe(9);
    expect(jsonErrorOffset('{"a": "\\q"}')).toBe(8);
    expect(jsonErrorOffset('{"a": "x')).toBe(8);
    expect(jsonErrorOffset("{'a': 1}")).toBe(1);
  });

  it('gives 1-based line and column', () => {
    expect(lineColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    expect(lineColumn('ab', 0)).toEqual({ line: 1, column: 1 });
  });
});
