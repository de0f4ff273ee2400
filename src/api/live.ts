/**
 * The live channel (sections 4 and 7): a WebSocket to /api/websocket/{userId} with the token as the
 * subprotocol; reconnects 5 s after an error or close, sends 'ping' after 20 s without traffic.
 * Messages {cmd: 'topic'|'user', msgId, msgTxt} go to onMessage; heartbeat answers are swallowed.
 */
import { CLOSE_SESSION_ENDED } from '../contract/routes/live.ts';

export interface LiveMessage {
  cmd: 'topic' | 'user' | string;
  msgId?: string;
  msgTxt?: string;
  [key: string]: unknown;
}

/** The part of the WebSocket API used here (browser WebSocket and the `ws` package both fit). */
interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onclose: ((event: { code?: number }) => void) | null;
}

export type WebSocketConstructor = new (url: string, protocols?: string | string[]) => unknown;

export interface LiveChannelOptions {
  userId: string;
  token: string;
  onMessage(message: LiveMessage): void;
  /** The full socket URL; default ws(s)://<this host>/api/websocket/{userId}. */
  url?: string;
  /** Node has no global WebSocket: pass one (e.g. the `ws` package). */
  WebSocket?: WebSocketConstructor;
  /** Default 5000 ms. */
  reconnectMs?: number;
  /** Default 20000 ms. */
  heartbeatMs?: number;
  onOpen?(): void;
  /** The server closed with 4401: the session ended, so no reconnect (the user must log in again). */
  onSessionEnded?(): void;
}

export interface LiveChannel {
  close(): void;
}

export const RECONNECT_MS = 5_000;
export const HEARTBEAT_MS = 20_000;
/** Close code the server uses when the session behind the socket has ended. */
export { CLOSE_SESSION_ENDED };
const OPEN = 1;

export function liveUrl(userId: string, apiBase = '/api'): string {
  const location = (globalThis as { location?: { protocol: string; host: string } }).location;
  const path = `${apiBase}/websocket/${encodeURIComponent(userId)}`;
  if (/^wss?:\/\//.test(apiBase)) return path;
  if (/^https?:\/\//.test(apiBase)) return path.replace(/^http/, 'ws');
  if (!location) throw new Error('createLiveChannel: no location; pass `url`');
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`;
}

function parse(data: unknown): LiveMessage | undefined {
  const text = typeof data === 'string' ? data : data != null ? String(data) : '';
  if (!text || text === 'pong') return undefined;
  try {
    const message = JSON.parse(text) as LiveMessage;
    if (!message || typeof message !== 'object' || message.cmd === 'heartcheck') return undefined;
    return message;
  } catch {
    return undefined;
  }
}

const ignore = () => {};

/** Close a socket we no longer listen to. Handlers become no-ops rather than null: `ws` throws an
 * 'error' without a listener when a socket is closed before its handshake finished. */
function retire(old: SocketLike): void {
  old.onopen = ignore;
  old.onmessage = ignore;
  old.onerror = ignore;
  old.onclose = ignore;
  try {
    old.close();
  } catch {
    // closing a socket that never opened may throw in some implementations
  }
}

export function createLiveChannel(options: LiveChannelOptions): LiveChannel {
  const reconnectMs = options.reconnectMs ?? RECONNECT_MS;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const Socket = (options.WebSocket ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket) as WebSocketConstructor | undefined;
  if (!Socket) throw new Error('createLiveChannel: no WebSocket implementation');
  const url = options.url ?? liveUrl(options.userId);

  let socket: SocketLike | null = null;
  let closed = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let heartbeatTimer: ReturnType<typeof setTimeout> | undefined;

  const stopHeartbeat = () => {
    if (heartbeatTimer !== undefined) clearTimeout(heartbeatTimer);
    heartbeatTimer = undefined;
  };
  // idle = nothing received for heartbeatMs: then ping, and wait again
  const armHeartbeat = () => {
    stopHeartbeat();
    heartbeatTimer = setTimeout(() => {
      if (socket && socket.readyState === OPEN) socket.send('ping');
      armHeartbeat();
    }, heartbeatMs);
  };

  const scheduleReconnect = () => {
    stopHeartbeat();
    if (closed || reconnectTimer !== undefined) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect();
    }, reconnectMs);
  };

  function connect(): void {
    if (closed) return;
    const previous = socket;
    socket = null;
    if (previous) retire(previous);
    let current: SocketLike;
    try {
      current = new Socket!(url, [options.token]) as SocketLike;
    } catch {
      scheduleReconnect();
      return;
    }
    socket = current;
    current.onopen = () => {
      if (socket !== current) return;
      armHeartbeat();
      options.onOpen?.();
    };
    current.onmessage = (event) => {
      if (socket !== current) return;
      armHeartbeat();
      const message = parse(event.data);
      if (message) options.onMessage(message);
    };
    current.onerror = () => {
      if (socket !== current) return;
      scheduleReconnect();
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      if (event?.code === CLOSE_SESSION_ENDED) {
        stopHeartbeat();
        closed = true;
        options.onSessionEnded?.();
        return;
      }
      scheduleReconnect();
    };
  }

  connect();

  return {
    close() {
      closed = true;
      stopHeartbeat();
      if (reconnectTimer !== undefined) clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      const current = socket;
      socket = null;
      if (current) retire(current);
    },
  };
}
