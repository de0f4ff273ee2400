/**
 * Barcode and QR encoding: larder's own encoders (engine/codes) against bwip-js, for every
 * format the designer offers, each producing the symbol's modules from a text. Writes
 * benchmarks/results/barcodes.json; the numbers decide which encoder the engine keeps, and
 * are recorded, never judged (a slow machine must not fail a build).
 *
 * `npx tsx benchmarks/barcodes.ts [--quick] [--json]`
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import bwipjs from 'bwip-js/generic';
import { encodeBarcode, encodeQr, type QrLevel } from '../engine/index.ts';
import { PACKAGE_ROOT } from '../host/node.ts';
import { machineInfo, type MachineInfo } from './machine.ts';

interface Case {
  /** larder's format name (templates' barcodeType), or `QR-<level>`. */
  format: string;
  text: string;
  larder: () => unknown;
  bwip: () => unknown;
}

export interface BarcodeRun {
  format: string;
  text: string;
  /** Encodings per second. */
  larder: number;
  bwipJs: number;
  /** larder / bwip-js: above 1, larder is faster. */
  speedup: number;
}

export interface BarcodeReport {
  date: string;
  machine: MachineInfo;
  runs: BarcodeRun[];
  /** Geometric mean of the speed-ups over all formats. */
  meanSpeedup: number;
  faster: 'larder' | 'bwip-js';
}

const linear = (format: string, text: string, bcid: string, options: Record<string, unknown> = {}): Case => ({
  format,
  text,
  larder: () => {
    const result = encodeBarcode(format, text);
    if ('error' in result) throw new Error(`${format} rejected ${text}`);
    return result;
  },
  bwip: () => bwipjs.raw({ bcid, text, ...options }),
});

/** bwip-js's QR options, beyond what its types declare. */
const bwipQr = (level: QrLevel): Record<string, unknown> => ({ eclevel: level });

const qr = (level: QrLevel, text: string): Case => ({
  format: `QR-${level}`,
  text: text.length > 40 ? `${text.slice(0, 37)}...` : text,
  larder: () => {
    const result = encodeQr(text, level);
    if ('error' in result) throw new Error(`QR rejected ${text}`);
    return result;
  },
  bwip: () => bwipjs.raw({ bcid: 'qrcode', text, ...bwipQr(level) }),
});

/** One case per format the designer offers (BARCODE_FORMATS and CODE128 auto), and QR codes. */
const CASES: Case[] = [
  linear('CODE128', 'LARDER-2024-000123', 'code128'),
  linear('CODE128A', 'LARDER 2024', 'code128'),
  linear('CODE128B', 'larder-2024', 'code128'),
  linear('CODE128C', '20240612000123', 'code128'),
  linear('CODE39', 'LARDER-2024', 'code39'),
  linear('EAN13', '690123456789', 'ean13'),
  linear('EAN8', '6901234', 'ean8'),
  linear('EAN5', '52495', 'ean5'),
  linear('EAN2', '53', 'ean2'),
  linear('UPC', '03600029145', 'upca'),
  linear('ITF', '1234567890', 'interleaved2of5'),
  linear('ITF14', '1540014128876', 'itf14'),
  linear('MSI', '1234567', 'msi'),
  linear('MSI10', '1234567', 'msi', { includecheck: true, checktype: 'mod10' }),
  linear('MSI11', '1234567', 'msi', { includecheck: true, checktype: 'mod11', badmod11: true }),
  linear('MSI1010', '1234567', 'msi', { includecheck: true, checktype: 'mod1010' }),
  linear('MSI1110', '1234567', 'msi', { includecheck: true, checktype: 'mod1110', badmod11: true }),
  linear('Pharmacode', '1234', 'pharmacode'),
  qr('M', 'https://larder.example/orders/2024-000123'),
  qr('H', '订单 2024-000123 · 学校食堂 · 蔬菜 12 kg · 大米 50 kg · 食用油 10 L'),
];

/** Encodings per second of `op`: after a warm-up, as many rounds as fit in `ms`. */
function rate(op: () => unknown, ms: number): number {
  for (let i = 0; i < 50; i++) op();
  let count = 0;
  const started = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    for (let i = 0; i < 20; i++) op();
    count += 20;
    elapsed = performance.now() - started;
  }
  return (count * 1000) / elapsed;
}

function runBarcodeBench(ms: number): BarcodeReport {
  const runs = CASES.map(({ format, text, larder, bwip }): BarcodeRun => {
    const ours = rate(larder, ms);
    const theirs = rate(bwip, ms);
    return { format, text, larder: Math.round(ours), bwipJs: Math.round(theirs), speedup: Math.round((ours / theirs) * 10) / 10 };
  });
  const meanSpeedup = Math.exp(runs.reduce((sum, r) => sum + Math.log(r.larder / r.bwipJs), 0) / runs.length);
  return {
    date: new Date().toISOString(),
    machine: machineInfo(),
    runs,
    meanSpeedup: Math.round(meanSpeedup * 10) / 10,
    faster: meanSpeedup >= 1 ? 'larder' : 'bwip-js',
  };
}

function table(report: BarcodeReport): string {
  const rows = report.runs.map((r) => `| ${r.format} | ${r.larder} | ${r.bwipJs} | ${r.speedup} |`);
  return ['| format | larder /s | bwip-js /s | larder ÷ bwip-js |', '| --- | ---: | ---: | ---: |', ...rows, `\nfaster: ${report.faster} (geometric mean ${report.meanSpeedup}x)`].join('\n');
}

const { values } = parseArgs({ options: { quick: { type: 'boolean' }, json: { type: 'boolean' } } });
const report = runBarcodeBench(values.quick ? 50 : 300);
const dir = join(PACKAGE_ROOT, 'benchmarks', 'results');
await mkdir(dir, { recursive: true });
await writeFile(join(dir, 'barcodes.json'), `${JSON.stringify(report, null, 2)}\n`);
process.stdout.write(values.json ? `${JSON.stringify(report)}\n` : `${table(report)}\n\nwrote benchmarks/results/barcodes.json\n`);
