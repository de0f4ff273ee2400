/**
 * The fidelity ratchet: every corpus template in baseline.json is rendered by hiprint 0.0.56
 * in Chromium and by larder, and must keep what record.ts last measured: the same page count
 * as hiprint once it had it, and an IoU of inked 2 mm cells at least the recorded one (page 1
 * and the mean over pages). record.ts only ever raises the recorded figures. NAME@design
 * entries compare design mode: hiprint's getSimpleHtml() with larder's --mode design, no data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hiprint } from './hiprint.ts';
import { DESIGN, measureTemplate } from './measure.ts';
import { readBaseline } from './baseline.ts';

/** Anti-aliasing may move a cell or two between runs; the ratchet forgives that much. */
const SLACK = 0.005;

const baseline = readBaseline();

describe('fidelity to hiprint 0.0.56', () => {
  let hiprint: Hiprint;
  beforeAll(async () => {
    hiprint = await Hiprint.open();
  });
  afterAll(() => hiprint?.close());

  it('has a corpus of at least 25 templates', () => {
    expect(Object.keys(baseline).filter((name) => !name.endsWith(DESIGN)).length).toBeGreaterThanOrEqual(25);
  });

  it.each(Object.entries(baseline))('%s prints as hiprint prints it, no worse than recorded', async (name, recorded) => {
    const f = await measureTemplate(hiprint, name, false);
    expect(f.larderError).toBeUndefined();
    expect(f.hiprintPages).toBe(recorded.hiprintPages);
    if (recorded.pagesEqual) expect(f.larderPages, 'page count').toBe(f.hiprintPages);
    expect(f.firstIou, 'IoU of page 1').toBeGreaterThanOrEqual(recorded.firstIou - SLACK);
    expect(f.meanIou, 'mean IoU').toBeGreaterThanOrEqual(recorded.meanIou - SLACK);
  }, 120_000);
});
