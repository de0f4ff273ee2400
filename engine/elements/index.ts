/** Registers every built-in element type. Import this module once before loading templates. */
import { registerElementType } from './registry.ts';
import { textType } from './text/index.ts';
import { longTextType } from './longText/index.ts';
import { imageType } from './image/index.ts';
import { htmlType } from './html/index.ts';
import { hlineType } from './hline/index.ts';
import { vlineType } from './vline/index.ts';
import { rectType } from './rect/index.ts';
import { ovalType } from './oval/index.ts';
import { tableType } from './table/index.ts';

for (const type of [textType, longTextType, imageType, htmlType, hlineType, vlineType, rectType, ovalType, tableType]) {
  registerElementType(type);
}

export { elementType, elementTypes } from './registry.ts';
