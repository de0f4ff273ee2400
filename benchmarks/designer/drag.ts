/**
 * Target 1: dragging one element among 300 keeps at least 55 frames per second. The mouse
 * presses on one text element in the middle of the crowded page and moves in a figure of eight
 * across its neighbours (so snapping has edges to find) for a fixed time, one move every 8 ms
 * (a 125 Hz mouse); the page records every requestAnimationFrame timestamp meanwhile.
 */
import type { Page } from 'playwright-core';
import { changesSince, CLICK_DEBOUNCE_WAIT_MS, countChanges, elementBox, layerWork, readCounts, readSlow, resetProbe, toClient, type BenchWindow, type LayerWork } from './page.ts';
import { frameStats, type FrameStats } from './stats.ts';
import { GRID_COLUMNS } from './templates.ts';

/** The dragged element: row 7, column 7 of the grid (a text element: even index). */
export const DRAGGED = 7 * GRID_COLUMNS + 7;
const MOVE_EVERY_MS = 8;
/** Half-width of the figure of eight, client px. */
const RADIUS = 120;

/** The drag's own figures; per layer (LayerWork) what the canvas repainted and painted during it. */
export interface DragRun extends LayerWork {
  frames: FrameStats;
  /** Mouse moves sent, and how many moves the editor made of them (change events; the browser coalesces moves to frames). */
  moves: number;
  changes: number;
  /** Main-thread tasks over 50 ms during the drag: [name, start ms, duration ms]. */
  longTasks: number;
  longestTaskMs: number;
}

export interface DragResult {
  elements: number;
  draggedIndex: number;
  durationMs: number;
  /** Frames with nothing happening, the same length: what this machine's page does at rest. */
  idle: FrameStats;
  runs: DragRun[];
}

export async function measureDrag(page: Page, elements: number, runs: number, durationMs: number): Promise<DragResult> {
  // First the page at rest: if this is under 60 fps the machine, not the designer, is the limit.
  await page.evaluate(() => (window as unknown as BenchWindow).__benchProbe.startFrames());
  await page.waitForTimeout(durationMs);
  const idle = frameStats(await page.evaluate(() => (window as unknown as BenchWindow).__benchProbe.stopFrames()));

  const results: DragRun[] = [];
  for (let run = 0; run < runs; run++) results.push(await dragOnce(page, durationMs));
  return { elements, draggedIndex: DRAGGED, durationMs, idle, runs: results };
}

async function dragOnce(page: Page, durationMs: number): Promise<DragRun> {
  const box = await elementBox(page, DRAGGED);
  const start = await toClient(page, box.left + box.width / 2, box.top + box.height / 2);
  await page.waitForTimeout(CLICK_DEBOUNCE_WAIT_MS);
  await page.mouse.move(start.x, start.y);
  await resetProbe(page);
  await countChanges(page);
  await page.evaluate(() => (window as unknown as BenchWindow).__benchProbe.startFrames());
  await page.mouse.down();
  let moves = 0;
  const sent: Promise<void>[] = [];
  const t0 = Date.now();
  for (let elapsed = 0; elapsed < durationMs; elapsed = Date.now() - t0) {
    // A figure of eight through the start point, one loop per second.
    const a = (2 * Math.PI * elapsed) / 1000;
    // Not awaited one by one: each answer waits for the renderer to take the event (about a frame
    // or two), which would pace the mouse by the page being measured. The browser queues them
    // and coalesces pointer moves to one per frame, as it does for a real mouse.
    sent.push(page.mouse.move(start.x + RADIUS * Math.sin(a), start.y + (RADIUS / 2) * Math.sin(2 * a)));
    moves++;
    const wait = t0 + moves * MOVE_EVERY_MS - Date.now();
    await new Promise((r) => setTimeout(r, Math.max(0, wait)));
  }
  await Promise.all(sent);
  await page.mouse.up();
  const timestamps = await page.evaluate(() => (window as unknown as BenchWindow).__benchProbe.stopFrames());
  const counts = await readCounts(page);
  const slow = await readSlow(page);
  const changes = await changesSince(page);
  return {
    frames: frameStats(timestamps),
    moves,
    changes,
    ...layerWork(counts),
    longTasks: slow.longTasks.length,
    longestTaskMs: Math.max(0, ...slow.longTasks.map((t) => t[2])),
  };
}
