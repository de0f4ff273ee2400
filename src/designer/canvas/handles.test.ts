import { describe, expect, it } from 'vitest';
import { handleAt, handleCursor, handlePoints, ROTATE_OFFSET_PX } from './handles.ts';

const box = { x: 10, y: 20, width: 100, height: 40 };

describe('handlePoints', () => {
  it('puts s and e at the middle of the bottom and right edges, r above the top', () => {
    const points = handlePoints(box, 0, ['s', 'e', 'r'], 2);
    expect(points).toEqual([
      { handle: 's', x: 60, y: 60 },
      { handle: 'e', x: 110, y: 40 },
      { handle: 'r', x: 60, y: 20 - ROTATE_OFFSET_PX / 2 },
    ]);
  });

  it('turns the handles with the element about its centre', () => {
    const [se] = handlePoints(box, 90, ['se'], 1);
    // The bottom-right corner (+50, +20 from the centre) turned a quarter clockwise: (-20, +50).
    expect(se!.x).toBeCloseTo(60 - 20, 9);
    expect(se!.y).toBeCloseTo(40 + 50, 9);
  });
});

describe('handleAt', () => {
  const points = handlePoints(box, 0, ['s', 'e'], 1);

  it('finds the handle within a few screen pixels, whatever the zoom', () => {
    expect(handleAt(points, 61, 59, 1)).toBe('s');
    expect(handleAt(points, 110, 44, 1)).toBe('e');
    expect(handleAt(points, 80, 40, 1)).toBeUndefined();
    // At 400 % the same 4 pt miss is 16 px away: no handle.
    expect(handleAt(points, 110, 44, 4)).toBeUndefined();
  });
});

describe('handleCursor', () => {
  it('follows the rotation in 45 degree steps', () => {
    expect(handleCursor('e', 0)).toBe('ew-resize');
    expect(handleCursor('e', 90)).toBe('ns-resize');
    expect(handleCursor('se', 0)).toBe('nwse-resize');
    expect(handleCursor('s', 45)).toBe('nesw-resize');
    expect(handleCursor('r', 0)).toBe('alias');
  });
});
