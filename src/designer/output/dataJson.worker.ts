/**
 * Pasted print data read off the page's thread: half a megabyte of JSON parses and is checked here
 * while the preview stays responsive. Protocol: dataJson.protocol.ts.
 */
import { checkDataJson } from './dataCheck.ts';
import type { DataJsonReply, DataJsonRequest } from './dataJson.protocol.ts';

self.onmessage = (event: MessageEvent<DataJsonRequest>) => {
  const { id, text } = event.data;
  let reply: DataJsonReply;
  try {
    reply = { id, result: checkDataJson(text) };
  } catch (error) {
    reply = { id, result: { ok: false, problem: { kind: 'invalid', detail: error instanceof Error ? error.message : String(error) } } };
  }
  (self as unknown as Worker).postMessage(reply);
};
