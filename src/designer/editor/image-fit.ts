/**
 * Images: the element resizes to a newly loaded image by a fit mode (section 4), and the
 * command that sets a new src. The modes are the host chooser's (hiprint's refresh options),
 * not the `fit` option, which places the image inside its box when drawn.
 */
import { PT_PER_PX } from '../../../engine/index.ts';
import type { CommandRegistry } from './commands.ts';
import { boxOf, locate } from './document.ts';
import type { Editor } from './editor.ts';
import type { Box, Size } from './geometry.ts';
import { setOptions } from './builtin-commands.ts';

/**
 * auto: a wider-than-tall image keeps the box's width, otherwise its height; width: keep the
 * width; height: keep the height (the other side follows the image's ratio); real: the
 * image's own size, px at 0.75 pt.
 */
export type ImageResize = 'auto' | 'width' | 'height' | 'real';

const round2 = (v: number): number => Math.round(v * 100) / 100;

/** The element's box after loading an image of `natural` px size; the top-left corner stays. */
export function imageFitBox(fit: ImageResize, natural: Size, box: Box): Box {
  if (!(natural.width > 0 && natural.height > 0)) return box;
  const ratio = natural.height / natural.width;
  const keep = fit === 'auto' ? (natural.width > natural.height ? 'width' : 'height') : fit;
  if (keep === 'real') return { ...box, width: round2(natural.width * PT_PER_PX), height: round2(natural.height * PT_PER_PX) };
  if (keep === 'width') return { ...box, height: round2(box.width * ratio) };
  return { ...box, width: round2(box.height / ratio) };
}

export interface SetImageSrcArgs {
  id: string;
  src: string;
  /** The loaded image's size in px; without it only the src changes. */
  natural?: Size;
  /** How the box follows the image (default auto). */
  resize?: ImageResize;
}

export function registerImageCommands(registry: CommandRegistry): void {
  registry.register<SetImageSrcArgs>({
    name: 'setImageSrc',
    label: 'Image',
    predicate: (editor, a) => locate(editor.doc, a.id) !== undefined,
    perform(editor: Editor, a) {
      const ref = locate(editor.doc, a.id)!;
      const box = a.natural ? imageFitBox(a.resize ?? 'auto', a.natural, boxOf(ref.element)) : undefined;
      const size = box ? { width: box.width, height: box.height } : {};
      return setOptions(editor, [a.id], { src: a.src, ...size }, 'element modified');
    },
  });
}
