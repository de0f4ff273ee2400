/**
 * CUPS through lpstat, lpoptions and lp, with outputs recorded from CUPS 2.4 (LC_ALL=C); this
 * machine has no CUPS, so the programs are replaced by a recorder that answers with them.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildLpArgs, cupsAvailable, cupsPrinters, parseLpoptions, parseLpRequestId, parseLpstat } from '../../src/print-client/cups.ts';
import { PrintError } from '../../src/print-client/errors.ts';
import { parsePageSize } from '../../src/print-client/paper.ts';
import type { PrintTask, Run } from '../../src/print-client/printers.ts';
import { answer, connect, makePdf, next, startClient, tempDir } from './helpers.ts';
import type { PrinterInfo } from '../../src/contract/printClient.ts';

const LPSTAT = `system default destination: Office_LaserJet
printer Label_Zebra disabled since Tue 30 Apr 2024 09:12:03 AM CST -
\treason unknown
printer Office_LaserJet is idle.  enabled since Tue 30 Apr 2024 09:10:41 AM CST
printer Warehouse now printing Warehouse-118.  enabled since Wed 01 May 2024 08:00:02 AM CST
`;

const LPOPTIONS: Record<string, string> = {
  Office_LaserJet:
    "copies=1 device-uri=ipp://192.168.1.20/ipp/print finishings=3 job-cancel-after=10800 job-hold-until=no-hold job-priority=50 job-sheets=none,none marker-change-time=0 number-up=1 print-color-mode=monochrome printer-commands=none printer-info='Office LaserJet' printer-is-accepting-jobs=true printer-is-shared=false printer-is-temporary=false printer-location printer-make-and-model='HP LaserJet Pro M404-M405 (IPP Everywhere)' printer-state=3 printer-state-change-time=1714439441 printer-state-reasons=none printer-type=8425492 printer-uri-supported=ipp://localhost/printers/Office_LaserJet\n",
  Label_Zebra:
    'copies=1 device-uri=usb://Zebra%20Technologies/ZTC%20GK420d?serial=28J1 printer-info=Zebra\\ GK420d printer-is-accepting-jobs=true printer-location=Warehouse\\ dock\\ 2 printer-make-and-model=\'Zebra ZPL Label Printer\' printer-state=5 printer-state-reasons=paused printer-type=4124\n',
  Warehouse: 'copies=1 printer-info="Warehouse A3" printer-is-accepting-jobs=true printer-state=4 printer-state-reasons=none\n',
};

/** A stand-in for lpstat, lpoptions and lp that answers with the recorded outputs. */
function recordedCups(options: { lpFails?: string; noPrinters?: boolean; scheduler?: boolean } = {}): { run: Run; calls: string[][] } {
  const calls: string[][] = [];
  const run: Run = async (command, args) => {
    calls.push([command, ...args]);
    if (command === 'lpstat' && args[0] === '-r') return { stdout: options.scheduler === false ? 'scheduler is not running\n' : 'scheduler is running\n', stderr: '' };
    if (command === 'lpstat') {
      if (options.noPrinters) throw Object.assign(new Error('exit 1'), { stdout: 'no system default destination\n', stderr: 'lpstat: No destinations added.\n' });
      return { stdout: LPSTAT, stderr: '' };
    }
    if (command === 'lpoptions') return { stdout: LPOPTIONS[args[1]!] ?? '', stderr: '' };
    if (command === 'lp') {
      if (options.lpFails) throw Object.assign(new Error('Command failed: lp'), { stdout: '', stderr: `${options.lpFails}\n` });
      return { stdout: `request id is ${args[1]}-57 (1 file(s))\n`, stderr: '' };
    }
    throw Object.assign(new Error(`spawn ${command} ENOENT`), { code: 'ENOENT' });
  };
  return { run, calls };
}

describe('parsing', () => {
  it('reads lpstat: default destination and each printer state', () => {
    expect(parseLpstat(LPSTAT)).toEqual({
      defaultPrinter: 'Office_LaserJet',
      printers: [
        { name: 'Label_Zebra', state: 'disabled' },
        { name: 'Office_LaserJet', state: 'idle' },
        { name: 'Warehouse', state: 'printing' },
      ],
    });
    expect(parseLpstat('no system default destination\n')).toEqual({ defaultPrinter: null, printers: [] });
  });

  it('reads lpoptions: quoted values, escaped spaces, bare keys', () => {
    const office = parseLpoptions(LPOPTIONS.Office_LaserJet!);
    expect(office['printer-info']).toBe('Office LaserJet');
    expect(office['printer-make-and-model']).toBe('HP LaserJet Pro M404-M405 (IPP Everywhere)');
    expect(office['printer-location']).toBe('');
    expect(office['job-sheets']).toBe('none,none');
    expect(office['device-uri']).toBe('ipp://192.168.1.20/ipp/print');
    const zebra = parseLpoptions(LPOPTIONS.Label_Zebra!);
    expect(zebra['printer-info']).toBe('Zebra GK420d');
    expect(zebra['printer-location']).toBe('Warehouse dock 2');
    expect(parseLpoptions(LPOPTIONS.Warehouse!)['printer-info']).toBe('Warehouse A3');
  });

  it("reads lp's request id", () => {
    expect(parseLpRequestId('request id is Office_LaserJet-57 (1 file(s))\n')).toBe('Office_LaserJet-57');
    expect(parseLpRequestId('')).toBeNull();
  });
});

describe('lp arguments', () => {
  const task = (settings: Partial<PrintTask['settings']>, from: PrintTask['from'] = 'pdf'): PrintTask => ({
    jobId: 'J1',
    file: '/var/spool/larder/J1.pdf',
    printer: 'Office_LaserJet',
    settings: { copies: 1, landscape: false, ...settings },
    from,
  });

  it('prints one copy of the file on the printer by default', () => {
    expect(buildLpArgs(task({}))).toEqual(['-d', 'Office_LaserJet', '-t', 'larder job J1', '--', '/var/spool/larder/J1.pdf']);
  });

  it('passes copies, page ranges, duplex, media and orientation as lp options', () => {
    const args = buildLpArgs(task({ templateId: 'note', copies: 3, pageRanges: '1-3,5', duplex: 'shortEdge', pageSize: parsePageSize('A5'), landscape: true }));
    expect(args).toEqual([
      '-d', 'Office_LaserJet',
      '-t', 'larder note',
      '-n', '3', '-o', 'collate=true',
      '-o', 'page-ranges=1-3,5',
      '-o', 'sides=two-sided-short-edge',
      '-o', 'media=A5',
      '-o', 'orientation-requested=4',
      '--', '/var/spool/larder/J1.pdf',
    ]);
  });

  it('names custom sizes in millimetres and does not rotate a PDF made from HTML', () => {
    const args = buildLpArgs(task({ pageSize: parsePageSize({ width: 80000, height: 60000 }), landscape: true, duplex: 'simplex' }, 'html'));
    expect(args).toContain('media=Custom.80x60mm');
    expect(args).toContain('sides=one-sided');
    expect(args.join(' ')).not.toContain('orientation-requested');
  });

  it('keeps a hostile title or printer name as one argument (no shell)', () => {
    const args = buildLpArgs({ ...task({ title: 'x; rm -rf ~' }), printer: '$(reboot)' });
    expect(args.slice(0, 4)).toEqual(['-d', '$(reboot)', '-t', 'x; rm -rf ~']);
  });
});

describe('the CUPS printer system', () => {
  it('lists printers in the printerList shape', async () => {
    const { run, calls } = recordedCups();
    const printers = await cupsPrinters(run).list();
    expect(printers.map((p) => [p.name, p.displayName, p.status, p.isDefault])).toEqual([
      ['Label_Zebra', 'Zebra GK420d', 5, false],
      ['Office_LaserJet', 'Office LaserJet', 0, true],
      ['Warehouse', 'Warehouse A3', 0, false],
    ]);
    expect(printers[1]!.description).toBe('HP LaserJet Pro M404-M405 (IPP Everywhere)');
    expect(printers[1]!.options['device-uri']).toBe('ipp://192.168.1.20/ipp/print');
    expect(calls).toContainEqual(['lpstat', '-d', '-p']);
    expect(calls).toContainEqual(['lpoptions', '-p', 'Warehouse']);
  });

  it('lists nothing when no printer is set up', async () => {
    expect(await cupsPrinters(recordedCups({ noPrinters: true }).run).list()).toEqual([]);
  });

  it("turns lp's refusal into PRINT_FAILED with lp's words", async () => {
    const system = cupsPrinters(recordedCups({ lpFails: 'lp: The printer or class does not exist.' }).run);
    const failure = await system.print({ jobId: 'J', file: '/tmp/J.pdf', printer: 'Gone', settings: { copies: 1, landscape: false }, from: 'pdf' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(PrintError);
    expect((failure as PrintError).code).toBe('PRINT_FAILED');
    expect((failure as PrintError).message).toContain('The printer or class does not exist.');
  });

  it('is detected only when a scheduler answers', async () => {
    expect(await cupsAvailable(recordedCups().run)).toBe(true);
    expect(await cupsAvailable(recordedCups({ scheduler: false }).run)).toBe(false);
    const missing: Run = async () => {
      throw Object.assign(new Error('spawn lpstat ENOENT'), { code: 'ENOENT' });
    };
    expect(await cupsAvailable(missing)).toBe(false);
  });

  it('runs the whole client in CUPS mode: printer list, refusal of a stopped printer, a job through lp', async () => {
    const { run, calls } = recordedCups();
    const home = tempDir();
    const client = await startClient({ log: join(home, 'jobs.jsonl') }, { run });
    const socket = await connect(client.url);
    try {
      expect(client.mode).toBe('cups');
      expect(client.storeDir).toBe(join(home, 'jobs'));
      const list = next<PrinterInfo[]>(socket, 'printerList');
      socket.emit('refreshPrinterList');
      expect((await list).map((p) => p.name)).toEqual(['Label_Zebra', 'Office_LaserJet', 'Warehouse']);

      socket.emit('news', { type: 'blob_pdf', pdf_blob: await makePdf(1), printer: 'Label_Zebra', replyId: 'stopped' });
      expect((await answer(socket, 'stopped')).reply).toMatchObject({ code: 'PRINTER_STOPPED' });

      socket.emit('news', { type: 'blob_pdf', pdf_blob: await makePdf(2), replyId: 'to-default', copies: 2, pageSize: 'A4', duplexMode: 'longEdge' });
      const { event, reply } = await answer(socket, 'to-default');
      expect(event).toBe('success');
      const lp = calls.find((c) => c[0] === 'lp')!;
      expect(lp).toEqual(['lp', '-d', 'Office_LaserJet', '-t', `larder job ${reply.jobId}`, '-n', '2', '-o', 'collate=true', '-o', 'sides=two-sided-long-edge', '-o', 'media=A4', '--', join(home, 'jobs', `${reply.jobId}.pdf`)]);
      expect(client.log.get(reply.jobId!)).toMatchObject({ status: 'done', printer: 'Office_LaserJet', pages: 2, detail: 'CUPS job Office_LaserJet-57' });
    } finally {
      socket.close();
      await client.close();
    }
  });
});
