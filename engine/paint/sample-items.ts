/**
 * Hand-built display items of every kind, for painter tests and the conformance test that
 * checks each painter handles each kind. Typed per kind: adding a kind to DisplayItem makes
 * this file fail typecheck until it has a sample.
 */
import { PAGE_FORMAT_VERSION, rotationAround, type DisplayItem, type PageDescription } from '../page.ts';

/** A4 in pt. */
export const A4 = { width: 595.276, height: 841.89 };

export const SAMPLE_ITEMS: { [K in DisplayItem['kind']]: Extract<DisplayItem, { kind: K }> } = {
  text: { kind: 'text', x: 56.693, y: 80, text: '送货单 Delivery note', font: 'NotoSansSC-Regular', size: 14, color: '#000000', width: 150.5 },
  line: { kind: 'line', x1: 56.693, y1: 100, x2: 538.583, y2: 100, stroke: { color: '#333333', width: 1, style: 'dashed' } },
  rect: {
    kind: 'rect',
    x: 56.693,
    y: 120,
    width: 200,
    height: 60,
    fill: { color: '#ffeecc', opacity: 0.5 },
    stroke: { color: '#cc6600', width: 2 },
  },
  ellipse: { kind: 'ellipse', cx: 400, cy: 150, rx: 60, ry: 30, stroke: { color: '#0066cc', width: 1.5, style: 'dotted' } },
  path: { kind: 'path', d: 'M 56.693 200 L 76.693 200 L 76.693 240 Z M 80 200 H 84 V 240 H 80 Z C 90 200 100 210 110 240', fill: { color: '#000000' } },
  image: { kind: 'image', ref: 'data:image/png;base64,sample', x: 300, y: 200, width: 40, height: 40, clip: { x: 300, y: 200, width: 30, height: 40 }, opacity: 0.8 },
  group: {
    kind: 'group',
    transform: rotationAround(90, 150, 350),
    clip: { x: 100, y: 330, width: 100, height: 40 },
    opacity: 0.9,
    items: [
      { kind: 'rect', x: 100, y: 330, width: 100, height: 40, stroke: { color: '#ff0000', width: 1 } },
      { kind: 'text', x: 105, y: 355, text: '旋转 Rotated', font: 'NotoSansSC-Bold', size: 12, color: '#ff0000', width: 70, oblique: true },
    ],
  },
};

/** One page holding one sample of every kind, in DISPLAY_ITEM_KINDS order. */
export function samplePage(index = 0, size = A4): PageDescription {
  return { version: PAGE_FORMAT_VERSION, index, width: size.width, height: size.height, items: Object.values(SAMPLE_ITEMS) };
}
