/**
 * An HTML job is printed by real Chromium and may load nothing but data: URLs: it cannot read the
 * machine's files, reach the network or the machine's own servers, or run script.
 */
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumConverter, findChromium } from '../../src/print-client/convert.ts';
import { pdftotext, tempDir } from './helpers.ts';

const dir = tempDir('larder-print-isolation-');
const secret = join(dir, 'secret.txt');
writeFileSync(secret, 'TOP-SECRET-FILE-CONTENT');

let probe: Server;
let probeUrl: string;
const probeHits: string[] = [];

beforeAll(async () => {
  probe = createServer((request, response) => {
    probeHits.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'text/html' }).end('<p>PROBE-PAGE-CONTENT</p>');
  });
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  probeUrl = `http://127.0.0.1:${(probe.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => probe.close(() => resolve())));

const convert = chromiumConverter(findChromium());
let n = 0;
async function printed(html: string): Promise<string> {
  const pdf = await convert(html, { landscape: false });
  const file = join(dir, `job-${n++}.pdf`);
  writeFileSync(file, pdf);
  return pdftotext(file);
}

describe('HTML jobs in Chromium', () => {
  it('cannot show a local file in an iframe, an object or an image', async () => {
    const text = await printed(
      `<p>visible part</p><iframe src="file://${secret}" width="400" height="100"></iframe><object data="file://${secret}"></object><img src="file:///etc/passwd">`,
    );
    expect(text).toContain('visible part');
    expect(text).not.toContain('TOP-SECRET-FILE-CONTENT');
  }, 120_000);

  it('runs no script', async () => {
    const text = await printed('<p id="p">static text</p><script>document.getElementById("p").textContent = "SCRIPT-RAN"</script>');
    expect(text).toContain('static text');
    expect(text).not.toContain('SCRIPT-RAN');
  }, 120_000);

  it('sends no request to a server on the machine: images, styles, frames, a meta refresh', async () => {
    const text = await printed(
      `<head><meta http-equiv="refresh" content="0;url=${probeUrl}/refresh"><link rel="stylesheet" href="${probeUrl}/style.css"></head>` +
        `<body><p>job content</p><img src="${probeUrl}/image.png"><iframe src="${probeUrl}/frame"></iframe></body>`,
    );
    expect(probeHits).toEqual([]);
    expect(text).not.toContain('PROBE-PAGE-CONTENT');
  }, 120_000);

  it('prints Chinese with the package\'s Noto Sans SC where the machine has no Chinese font, also under hiprint\'s font names', async () => {
    const text = await printed('<h1>送货单</h1><p style="font-family: SimSun">验收人：张三</p><p style="font-family: \'Microsoft YaHei\'">合计金额</p>');
    expect(text).toContain('送货单');
    expect(text).toContain('验收人：张三');
    expect(text).toContain('合计金额');
  }, 120_000);

  it('still draws data: images and inline styles', async () => {
    const pixel = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const text = await printed(`<p style="font-size: 30px">styled text</p><img src="${pixel}" width="50" height="50">`);
    expect(text).toContain('styled text');
  }, 120_000);
});

describe('chromiumArgs', () => {
  const args = (sandbox: boolean) => chromiumArgs({ profile: '/p', output: '/o.pdf', url: 'http://127.0.0.1:5000/job.html', port: 5000, sandbox });

  it('sends every request but the page\'s own to a dead proxy, loopback included', () => {
    expect(args(true)).toContain('--proxy-server=http://127.0.0.1:9');
    expect(args(true)).toContain('--proxy-bypass-list=<-loopback>,127.0.0.1:5000');
  });

  it('keeps the sandbox on unless asked (root, or a machine without one)', () => {
    expect(args(true)).not.toContain('--no-sandbox');
    expect(args(false)).toContain('--no-sandbox');
  });
});
