/**
 * The page's one connection to the local print client (localhost:17521, the specification's 5
 * attempts 2000 ms apart, 60000 ms timeout, connecting at once). It is shared by every designer
 * opened in the page, and made again when the user changes the token.
 */
import { useEffect } from 'react';
import { createPrintClient, type LocalPrintClient } from '../../api/printClient.ts';
import type { DesignerUi } from '../state.ts';
import { printStatusOf } from './printJob.ts';

/** localStorage keys of the print client token and address. */
export const TOKEN_KEY = 'larder.printClient.token';
export const ADDRESS_KEY = 'larder.printClient.url';
/** The specification's default address. */
export const DEFAULT_ADDRESS = 'http://localhost:17521';

let client: LocalPrintClient | undefined;
const swapListeners = new Set<() => void>();

function stored(key: string): string {
  try {
    return globalThis.localStorage?.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function store(key: string, value: string): void {
  try {
    if (value) localStorage.setItem(key, value);
    else localStorage.removeItem(key);
  } catch {
    // the value then lasts for this page only
  }
}

export const printToken = (): string => stored(TOKEN_KEY);

/** The print client's address: the stored one, else localhost:17521. */
export const printAddress = (): string => stored(ADDRESS_KEY) || DEFAULT_ADDRESS;

/** An address as typed ('192.168.1.20:17521', 'http://host:17521') -> an http(s) URL, or undefined. */
export function normalizeAddress(input: string): string | undefined {
  const text = input.trim();
  if (!text) return DEFAULT_ADDRESS;
  try {
    const url = new URL(/^[a-z]+:\/\//i.test(text) ? text : `http://${text}`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

const connectNew = (): LocalPrintClient => createPrintClient({ url: printAddress(), token: printToken() || undefined });

/** The connection, made (and connecting) on first use. */
export function printClient(): LocalPrintClient {
  client ??= connectNew();
  return client;
}

/** Store a new token and address and connect again with them. */
export function setPrintConnection(token: string, address = printAddress()): void {
  store(TOKEN_KEY, token);
  store(ADDRESS_KEY, address === DEFAULT_ADDRESS ? '' : address);
  client?.close();
  client = connectNew();
  for (const listener of swapListeners) listener();
}

/** Store a new token and connect again with it. */
export const setPrintToken = (token: string): void => setPrintConnection(token);

/** Try again after the attempts ran out (status closed). */
export function reconnectPrintClient(): void {
  void printClient()
    .connect()
    .catch(() => undefined);
}

/** Keep the designer's UI state (status, printers, chosen printer) in step with the connection. */
export function usePrintConnection(ui: DesignerUi): void {
  useEffect(() => {
    let unsubscribe = (): void => undefined;
    const sync = (): void => {
      const c = printClient();
      ui.printStatus = printStatusOf(c.status);
      ui.printers = c.printers.map((p) => ({ name: p.name, isDefault: p.isDefault }));
      // A printer missing from a list the client sent falls back to the client's default.
      if (ui.printer && c.printers.length > 0 && !c.printers.some((p) => p.name === ui.printer)) ui.printer = '';
    };
    const attach = (): void => {
      unsubscribe();
      unsubscribe = printClient().subscribe(sync);
      sync();
    };
    attach();
    swapListeners.add(attach);
    return () => {
      swapListeners.delete(attach);
      unsubscribe();
    };
  }, [ui]);
}
