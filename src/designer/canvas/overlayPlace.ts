/** CSS placement of an HTML overlay (text editor, title editor) over a box of the paper. */
import type { CSSProperties } from 'react';
import type { Box } from '../editor/index.ts';

/** Where the paper is inside the canvas frame: its top-left in px and px per pt. */
export interface PaperPlacement {
  x: number;
  y: number;
  scale: number;
}

export function placeOver(place: PaperPlacement, box: Box, rotation = 0): CSSProperties {
  return {
    position: 'absolute',
    left: place.x + box.x * place.scale,
    top: place.y + box.y * place.scale,
    width: Math.max(24, box.width * place.scale),
    height: Math.max(16, box.height * place.scale),
    transform: rotation ? `rotate(${rotation}deg)` : undefined,
    transformOrigin: 'center center',
  };
}
