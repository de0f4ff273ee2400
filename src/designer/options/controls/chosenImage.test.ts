import { describe, expect, it } from 'vitest';
import { Editor } from '../../editor/editor.ts';
import { idOf } from '../../editor/identity.ts';
import { chosenImageArgs } from './chosenImage.ts';

/** A loader failing `failures` times before answering, and an instant clock that records the waits. */
function fake(failures: number, size = { width: 400, height: 200 }) {
  const calls: string[] = [];
  const waits: number[] = [];
  const load = async (url: string) => {
    calls.push(url);
    if (calls.length <= failures) throw new Error('not yet');
    return size;
  };
  const sleep = async (ms: number) => {
    waits.push(ms);
  };
  return { load, sleep, calls, waits };
}

describe('chosenImageArgs', () => {
  it('gives setImageSrc the natural size, so the element resizes by its fit mode in one step', async () => {
    const f = fake(2);
    const editor = new Editor({ panels: [{ index: 0, printElements: [{ options: { left: 10, top: 10, width: 120, height: 90 }, printElementType: { type: 'image' } }] }] });
    const id = idOf(editor.doc.panels[0]!.printElements![0]!);
    const args = await chosenImageArgs(id, 'up/a.png', { load: f.load, sleep: f.sleep, baseUrl: 'https://h.example/' });
    expect(args).toEqual({ id, src: 'up/a.png', natural: { width: 400, height: 200 } });
    expect(f.calls[0]).toBe('https://h.example/up/a.png');
    editor.exec('setImageSrc', args);
    // auto: wider than tall keeps the width, the height follows the ratio
    expect(editor.doc.panels[0]!.printElements![0]!.options).toMatchObject({ src: 'up/a.png', width: 120, height: 60 });
  });

  it('sets the src alone when the image never loads', async () => {
    const f = fake(Infinity);
    await expect(chosenImageArgs('e1', 'x.png', { load: f.load, sleep: f.sleep, baseUrl: 'https://h.example/' })).resolves.toEqual({ id: 'e1', src: 'x.png' });
  });
});
