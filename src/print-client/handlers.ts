/**
 * What the print client does with each event a connected page sends. Every handler answers on
 * the same socket and never throws: a bad job is an `error` event, not a crashed client.
 */
import type { Server, Socket } from 'socket.io';
import { addressFor } from './address.ts';
import { asPrintError, PrintError, SUCCESS_TEXT, type Lang } from './errors.ts';
import type { FragmentStore } from './fragments.ts';
import { callFromPrint, callFromRequest, ippExecute, type IppCall, type IppLimits } from './ipp/client.ts';
import type { JobOutcome, JobRunner } from './jobs.ts';
import { parseFragment, parseNews, parseReprint, replyIds } from './payload.ts';
import type { PrinterDirectory } from './printers.ts';
import type { ClientInfo, ClientToServerEvents, JobReply, ServerToClientEvents } from '../contract/printClient.ts';

export type PrintSocket = Socket<ClientToServerEvents, ServerToClientEvents>;
export type PrintServer = Server<ClientToServerEvents, ServerToClientEvents>;

/** What the handlers work with. */
export interface Services {
  lang: Lang;
  maxJobBytes: number;
  ippLimits: IppLimits;
  printers: PrinterDirectory;
  runner: JobRunner;
  fragments: FragmentStore;
  clientInfo: () => ClientInfo;
  /** One line for the operator's console. */
  report: (line: string) => void;
}

type Ids = { templateId?: string; replyId?: string };

/** Wire one connected page's events. */
export function attachHandlers(socket: PrintSocket, io: PrintServer, s: Services): void {
  const fail = (error: unknown, ids: Ids, jobId?: string): void => {
    const failure = asPrintError(error);
    const reply: JobReply = { msg: failure.text(s.lang), code: failure.code, ...ids, ...(jobId !== undefined && { jobId }) };
    socket.emit('error', reply);
    s.report(`job ${jobId ?? '(refused)'} ${ids.templateId ?? ''} failed: ${failure.message}`);
  };
  const finish = (outcome: JobOutcome, ids: Ids): void => {
    if (!outcome.ok) return fail(outcome.error, ids, outcome.entry?.id);
    const reply: JobReply = { msg: SUCCESS_TEXT[s.lang], ...ids, jobId: outcome.entry.id, pages: outcome.entry.pages };
    socket.emit('success', reply);
    socket.emit('successs', reply);
    s.report(`job ${outcome.entry.id} ${ids.templateId ?? ''} → ${outcome.entry.printer}: ${outcome.entry.detail ?? 'done'}`);
  };
  // A handler's unexpected failure still gets an answer, and never reaches the event loop.
  const guard = (ids: Ids, work: () => Promise<void>): void => {
    work().catch((error: unknown) => fail(error, ids));
  };
  const sendPrinters = (refresh: boolean): void => {
    (refresh ? s.printers.refresh() : s.printers.current()).then(
      (printers) => socket.emit('printerList', printers),
      (error: unknown) => {
        s.report(`printer list failed: ${(error as Error).message}`);
        socket.emit('printerList', []);
      },
    );
  };

  sendPrinters(false);
  socket.emit('clientInfo', s.clientInfo());

  socket.on('news', (payload) => {
    const ids = replyIds(payload);
    guard(ids, async () => {
      const request = parseNews(payload, s.maxJobBytes);
      finish(await s.runner.submit(request), ids);
    });
  });

  socket.on('printByFragments', (payload) => {
    const ids = replyIds(payload);
    guard(ids, async () => {
      sweepFragments(io, s);
      const result = s.fragments.add(socket.id, parseFragment(payload, s.maxJobBytes));
      if (!result.done) return;
      const { id: _id, index: _index, total: _total, htmlFragment: _piece, ...options } = result.payload;
      const request = parseNews({ ...options, type: 'html', html: result.html }, s.maxJobBytes);
      finish(await s.runner.submit(request), replyIds(result.payload));
    });
  });

  socket.on('reprint', (payload) => {
    const ids = replyIds(payload);
    guard({ replyId: ids.replyId }, async () => {
      const request = parseReprint(payload);
      const outcome = await s.runner.reprint(request);
      const templateId = outcome.entry?.templateId;
      finish(outcome, { ...(templateId !== undefined && { templateId }), ...(request.replyId !== undefined && { replyId: request.replyId }) });
    });
  });

  socket.on('refreshPrinterList', () => sendPrinters(true));
  socket.on('getClientInfo', () => socket.emit('clientInfo', s.clientInfo()));

  socket.on('address', (type) => {
    if (type !== undefined && type !== null && !['ip', 'ipv6', 'mac', 'all'].includes(type as string)) {
      socket.emit('address', String(type), null, 'Unknown address type; use ip, ipv6, mac or all');
      return;
    }
    const answer = addressFor(type);
    socket.emit('address', answer.type, answer.value);
  });

  socket.on('ippPrint', (payload) => runIpp(socket, s, payload, callFromPrint, 'ippPrinterCallback', true));
  socket.on('ippRequest', (payload) => runIpp(socket, s, payload, callFromRequest, 'ippRequestCallback', false));

  socket.on('disconnect', () => s.fragments.dropOwner(socket.id));
}

/** Drop stale fragment sets and tell their senders, if they are still connected. */
export function sweepFragments(io: PrintServer, s: Services): void {
  for (const dropped of s.fragments.sweep()) {
    const owner = io.sockets.sockets.get(dropped.owner);
    const failure = new PrintError('FRAGMENTS_EXPIRED', { id: dropped.id });
    owner?.emit('error', { msg: failure.text(s.lang), code: failure.code, ...replyIds(dropped.payload) });
    s.report(`fragments of ${dropped.id} expired`);
  }
}

function runIpp(
  socket: PrintSocket,
  s: Services,
  payload: unknown,
  toCall: (payload: unknown, limits: IppLimits) => IppCall,
  callback: 'ippPrinterCallback' | 'ippRequestCallback',
  announce: boolean,
): void {
  const { replyId } = replyIds(payload);
  const failed = (error: unknown): void => {
    const failure = asPrintError(error, 'IPP_FAILED');
    socket.emit(callback, { type: failure.code, msg: failure.text(s.lang), ...(replyId !== undefined && { replyId }) });
  };
  let call: IppCall;
  try {
    call = toCall(payload, s.ippLimits);
  } catch (error) {
    return failed(error);
  }
  if (announce) {
    const { 'attributes-charset': charset, 'attributes-natural-language': language } = call.operationAttributes;
    socket.emit('ippPrinterConnected', { url: call.url, version: call.version, charset: String(charset), language: String(language), ...(replyId !== undefined && { replyId }) });
  }
  ippExecute(call, s.ippLimits).then(
    // hiprint pages test the first argument for an error: null means success, unless they asked with a replyId.
    (response) => socket.emit(callback, replyId !== undefined ? { replyId } : null, response),
    failed,
  );
}
