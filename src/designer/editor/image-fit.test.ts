import { describe, expect, it } from 'vitest';
import type { TemplateJson } from '../../../engine/index.ts';
import { Editor } from './editor.ts';
import type { ChangeEvent } from './events.ts';
import { idOf } from './identity.ts';
import { imageFitBox } from './image-fit.ts';

const box = { x: 10, y: 20, width: 90, height: 90 };

describe('imageFitBox (section 4)', () => {
  it('auto: a wide image keeps the width, a tall or square one the height, ratio kept', () => {
    expect(imageFitBox('auto', { width: 200, height: 100 }, box)).toEqual({ x: 10, y: 20, width: 90, height: 45 });
    expect(imageFitBox('auto', { width: 100, height: 200 }, box)).toEqual({ x: 10, y: 20, width: 45, height: 90 });
    expect(imageFitBox('auto', { width: 300, height: 300 }, { ...box, width: 60 })).toEqual({ x: 10, y: 20, width: 90, height: 90 });
  });

  it('width and height keep that side whatever the image shape', () => {
    expect(imageFitBox('width', { width: 100, height: 300 }, box)).toMatchObject({ width: 90, height: 270 });
    expect(imageFitBox('height', { width: 300, height: 100 }, box)).toMatchObject({ width: 270, height: 90 });
  });

  it('real size turns px into pt at 0.75', () => {
    expect(imageFitBox('real', { width: 200, height: 101 }, box)).toEqual({ x: 10, y: 20, width: 150, height: 75.75 });
  });

  it('leaves the box alone for an image without a size', () => {
    expect(imageFitBox('auto', { width: 0, height: 100 }, box)).toBe(box);
  });
});

describe('setImageSrc', () => {
  const setup = () => {
    const doc: TemplateJson = {
      panels: [{ index: 0, printElements: [{ options: { left: 10, top: 20, width: 90, height: 90 }, printElementType: { type: 'image' } }] }],
    };
    const editor = new Editor(doc);
    const events: ChangeEvent[] = [];
    editor.on('change', (e) => events.push(e));
    const options = () => editor.doc.panels[0]!.printElements![0]!.options!;
    return { editor, events, options, id: idOf(editor.doc.panels[0]!.printElements![0]!) };
  };

  it('sets the src and resizes by the mode in one undo step', () => {
    const { editor, options, id, events } = setup();
    editor.exec('setImageSrc', { id, src: 'data:image/png;base64,AA', natural: { width: 400, height: 200 } });
    expect(options()).toMatchObject({ src: 'data:image/png;base64,AA', width: 90, height: 45, left: 10, top: 20 });
    expect(events.at(-1)?.reason).toBe('element modified');
    editor.exec('setImageSrc', { id, src: 'b.png', natural: { width: 40, height: 20 }, resize: 'real' });
    expect(options()).toMatchObject({ src: 'b.png', width: 30, height: 15 });
    editor.undo();
    expect(options()).toMatchObject({ src: 'data:image/png;base64,AA', width: 90, height: 45 });
  });

  it('only sets the src while the size is not known yet', () => {
    const { editor, options, id } = setup();
    editor.exec('setImageSrc', { id, src: 'c.png' });
    expect(options()).toEqual({ left: 10, top: 20, width: 90, height: 90, src: 'c.png' });
  });
});
