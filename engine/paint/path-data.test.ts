import { describe, expect, it } from 'vitest';
import { tracePath, type PathSink } from './path-data.ts';

function trace(d: string): unknown[][] {
  const out: unknown[][] = [];
  const sink: PathSink = {
    moveTo: (...a) => out.push(['M', ...a]),
    lineTo: (...a) => out.push(['L', ...a]),
    bezierCurveTo: (...a) => out.push(['C', ...a]),
    closePath: () => out.push(['Z']),
  };
  tracePath(d, sink);
  return out;
}

describe('tracePath', () => {
  it('traces absolute M L H V C Z', () => {
    expect(trace('M1 2L3,4H5V6C1 2 3 4 5 6Z')).toEqual([['M', 1, 2], ['L', 3, 4], ['L', 5, 4], ['L', 5, 6], ['C', 1, 2, 3, 4, 5, 6], ['Z']]);
  });

  it('reads implicit linetos, compact numbers and relative commands', () => {
    expect(trace('M0 0 10 0 10-5.5.5 1e1')).toEqual([['M', 0, 0], ['L', 10, 0], ['L', 10, -5.5], ['L', 0.5, 10]]);
    expect(trace('M10 10 l5 0 v5 h-5 z m1 1 h1')).toEqual([['M', 10, 10], ['L', 15, 10], ['L', 15, 15], ['L', 10, 15], ['Z'], ['M', 11, 11], ['L', 12, 11]]);
  });

  it('rejects what the contract does not allow', () => {
    expect(() => trace('M0 0 A 1 1 0 0 1 2 2')).toThrow(SyntaxError);
    expect(() => trace('M0 0 L1')).toThrow(/incomplete/);
    expect(() => trace('5 5')).toThrow(/without command/);
  });
});
