/**
 * The figures of the monitoring screens, read from Node and the machine. Event-loop delay and CPU use are
 * measured between two samples (the screens poll), garbage collections are counted from start.
 */
import { statfs, readdir, lstat } from 'node:fs/promises';
import { join } from 'node:path';
import os from 'node:os';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import type { RuntimeSample, SystemSample } from '../../../contract/routes/monitor.ts';

export interface Samplers {
  runtime(): RuntimeSample;
  system(): SystemSample;
  stop(): void;
}

const ms = (ns: number) => (Number.isFinite(ns) ? Math.round(ns / 1e4) / 100 : 0);

export function startSamplers(): Samplers {
  const loop = monitorEventLoopDelay({ resolution: 20 });
  loop.enable();
  let gcCount = 0;
  let gcTotalMs = 0;
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gcCount++;
      gcTotalMs += entry.duration;
    }
  });
  gc.observe({ entryTypes: ['gc'] });
  let lastCpu = cpuTimes();
  return {
    runtime() {
      const memory = process.memoryUsage();
      const handles = new Map<string, number>();
      for (const type of process.getActiveResourcesInfo()) handles.set(type, (handles.get(type) ?? 0) + 1);
      const sample: RuntimeSample = {
        at: new Date().toISOString(),
        node: process.version,
        pid: process.pid,
        uptimeS: Math.round(process.uptime()),
        rss: memory.rss,
        heapUsed: memory.heapUsed,
        heapTotal: memory.heapTotal,
        external: memory.external,
        loopMeanMs: ms(loop.mean),
        loopP99Ms: ms(loop.percentile(99)),
        loopMaxMs: ms(loop.max),
        handles: [...handles].map(([type, count]) => ({ type, count })).sort((a, b) => b.count - a.count),
        gcCount,
        gcTotalMs: Math.round(gcTotalMs * 10) / 10,
      };
      loop.reset();
      return sample;
    },
    system() {
      const now = cpuTimes();
      const busy = now.busy - lastCpu.busy;
      const total = now.total - lastCpu.total;
      lastCpu = now;
      return {
        at: new Date().toISOString(),
        hostname: os.hostname(),
        platform: `${os.type()} ${os.release()}`,
        arch: os.arch(),
        cpus: os.cpus().length,
        load: os.loadavg().map((n) => Math.round(n * 100) / 100),
        cpuPercent: total > 0 ? Math.round((1000 * busy) / total) / 10 : 0,
        totalMem: os.totalmem(),
        freeMem: os.freemem(),
        uptimeS: Math.round(os.uptime()),
      };
    },
    stop() {
      loop.disable();
      gc.disconnect();
    },
  };
}

function cpuTimes(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    const { user, nice, sys, idle, irq } = cpu.times;
    busy += user + nice + sys + irq;
    total += user + nice + sys + irq + idle;
  }
  return { busy, total };
}

/** Entries a folder walk visits at most: the size of a large data folder is a lower bound then. */
const WALK_LIMIT = 50_000;

/** The disk holding `dir` and the bytes under `dir` (walked, up to WALK_LIMIT entries). */
export async function diskOf(dir: string): Promise<{ totalBytes: number; freeBytes: number; dataBytes: number; dataPartial: boolean }> {
  const fs = await statfs(dir).catch(() => undefined);
  let dataBytes = 0;
  let visited = 0;
  const pending = [dir];
  while (pending.length > 0 && visited < WALK_LIMIT) {
    const folder = pending.pop()!;
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (++visited > WALK_LIMIT) break;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) pending.push(path);
      else if (entry.isFile()) dataBytes += (await lstat(path).catch(() => ({ size: 0 }))).size;
    }
  }
  return {
    totalBytes: fs ? fs.blocks * fs.bsize : 0,
    freeBytes: fs ? fs.bavail * fs.bsize : 0,
    dataBytes,
    dataPartial: visited >= WALK_LIMIT,
  };
}
