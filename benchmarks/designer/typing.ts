/**
 * Target 3: typing in the option panel never re-renders the whole stage. One text element of the
 * 300 is selected and its title option typed into, two ways: quickly (the panel's 400 ms pause
 * commits once at the end) and with a pause after each key (every key commits). Counted, not
 * timed: per layer, how often its canvas was repainted, how many shapes it painted and how many
 * shapes React gave new props (probe.ts); and the editor's change events (commits). A whole-stage
 * re-render shows as hundreds of shape updates, or repaints of the paper layer.
 */
import type { Page } from 'playwright-core';
import { byLayer, changesSince, CLICK_DEBOUNCE_WAIT_MS, countChanges, elementBox, layerWork, readCounts, readSlow, resetProbe, settleFrames, toClient, type LayerWork } from './page.ts';
import { GRID_COLUMNS } from './templates.ts';

/** The element typed into: row 3, column 5 (a text element: even index; away from the dragged one). */
export const TYPED = 3 * GRID_COLUMNS + 5;

export interface TypingRun extends LayerWork {
  mode: 'quick' | 'paced';
  keys: number;
  /** Pause between keys, ms. */
  delayMs: number;
  /** Editor change events: commits that reached the document. */
  commits: number;
  /** Shapes per layer (the elements layer holds the 300). */
  layerSizes: Record<string, number>;
  /** Input events slower than 16 ms (Event Timing API): count and the slowest, ms. */
  slowEvents: number;
  slowestEventMs: number;
  longTasks: number;
}

export interface TypingResult {
  elements: number;
  typedIndex: number;
  option: string;
  runs: TypingRun[];
}

/** Commits wait for this pause after the last key (options/debounce.ts TYPING_DEBOUNCE_MS, plus margin). */
const COMMIT_WAIT_MS = 700;

export async function measureTyping(page: Page, elements: number): Promise<TypingResult> {
  const box = await elementBox(page, TYPED);
  const at = await toClient(page, box.left + box.width / 2, box.top + box.height / 2);
  await page.waitForTimeout(CLICK_DEBOUNCE_WAIT_MS);
  await page.mouse.click(at.x, at.y);
  const input = page.locator('[data-option=title] input');
  await input.waitFor({ timeout: 10_000 });
  const runs: TypingRun[] = [];
  runs.push(await typeRun(page, 'quick', 'abcdefghij', 60));
  runs.push(await typeRun(page, 'paced', 'klmno', 600));
  return { elements, typedIndex: TYPED, option: 'title', runs };
}

async function typeRun(page: Page, mode: TypingRun['mode'], text: string, delayMs: number): Promise<TypingRun> {
  const input = page.locator('[data-option=title] input');
  await input.click();
  await page.keyboard.press('End');
  await page.waitForTimeout(COMMIT_WAIT_MS);
  await settleFrames(page);
  await resetProbe(page);
  await countChanges(page);
  await input.pressSequentially(text, { delay: delayMs });
  await page.waitForTimeout(COMMIT_WAIT_MS);
  await settleFrames(page);
  const counts = await readCounts(page);
  const slow = await readSlow(page);
  const typingEvents = slow.events.filter(([name]) => /^(key|input|beforeinput|keypress)/.test(name));
  const sizes: Record<string, number> = {};
  counts.layerSizes.forEach((n, i) => (sizes[i] = n));
  return {
    mode,
    keys: text.length,
    delayMs,
    commits: await changesSince(page),
    ...layerWork(counts),
    layerSizes: byLayer(sizes),
    slowEvents: typingEvents.length,
    slowestEventMs: Math.max(0, ...typingEvents.map((e) => e[2])),
    longTasks: slow.longTasks.length,
  };
}
