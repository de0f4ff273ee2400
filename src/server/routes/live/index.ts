/**
 * The live channel: GET /websocket/:userId upgraded to a WebSocket that delivers the user's live messages
 * ({cmd, msgId, msgTxt} as JSON) from app.live, which fans out across instances through PostgreSQL NOTIFY.
 *
 * Authentication: browsers cannot set headers on a WebSocket, so the token comes as the subprotocol
 * (`new WebSocket(url, [token])`; the first offered protocol is the token and is echoed back, as the
 * jeecg-style client expects) or as `?token=`. It must belong to :userId. Failures are refused before
 * the upgrade: 401 for a missing or invalid token, 403 for another user's channel.
 *
 * Heartbeats: a text 'ping' is answered 'pong'; {"cmd":"heartcheck"} is answered
 * {"cmd":"heartcheck","msgTxt":"心跳响应"}.
 *
 * Ending: the socket closes with 4401 as soon as its session has ended. Logout, revocation, freezing and
 * deletion change a session or user row, whose triggers notify `larder_auth` with the user id (migration
 * 0002; through PostgreSQL to every instance): the user's open sockets re-check their sessions at once.
 * Each heartbeat re-checks too, which catches plain expiry.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { resolveSession, type SessionLookup } from '../../auth/sessions.ts';
import { ApiError } from '../../http/errors.ts';
import type { LiveMessage } from '../../live/bus.ts';
import { schemaOf } from '../../http/route.ts';
import { CLOSE_SESSION_ENDED, liveChannel } from '../../../contract/routes/live.ts';

export { CLOSE_SESSION_ENDED };

/** The token a WebSocket handshake carries: the first offered subprotocol, else the token query. */
export function handshakeToken(request: FastifyRequest): string | null {
  const protocols = request.headers['sec-websocket-protocol'];
  const first = (Array.isArray(protocols) ? protocols.join(',') : protocols ?? '').split(',')[0]?.trim();
  if (first) return first;
  const token = (request.query as { token?: unknown }).token;
  return typeof token === 'string' && token ? token : null;
}

export default async function liveRoutes(app: FastifyInstance): Promise<void> {
  const check = (token: string): Promise<SessionLookup> => resolveSession(app.db, token, app.config.tokenTtlMs);
  /** Each open socket's session check, by user: run when the user's sign-in state may have changed. */
  const recheckers = new Map<string, Set<() => void>>();
  const stop = await app.database.listen('larder_auth', (payload) => {
    // '*' is a permission change: menus reload through their own message, sessions are untouched.
    if (payload === '*') return;
    for (const recheck of recheckers.get(payload) ?? []) recheck();
  });
  app.addHook('onClose', () => stop());

  // Registered directly (not with addRoute): a WebSocket handler takes the socket, not a reply.
  app.get(liveChannel.url, {
    websocket: true,
    // the global check reads only the header and the query; this route authenticates itself below
    config: { public: true },
    schema: schemaOf(liveChannel),
    preHandler: async (request) => {
      const token = handshakeToken(request);
      if (!token) throw new ApiError('UNAUTHORIZED');
      const session = await check(token);
      if (session.state !== 'valid') {
        throw new ApiError(session.state === 'expired' ? 'TOKEN_EXPIRED' : session.state === 'frozen' ? 'USER_FROZEN_SESSION' : 'UNAUTHORIZED');
      }
      if (session.user.id !== (request.params as { userId: string }).userId) throw new ApiError('LIVE_OTHER_USER');
      request.user = session.user;
      request.token = token;
    },
  }, (socket: WebSocket, request) => {
    const userId = request.user!.id;
    const token = request.token!;
    const send = (message: LiveMessage | string) => {
      if (socket.readyState === socket.OPEN) socket.send(typeof message === 'string' ? message : JSON.stringify(message));
    };
    const recheck = () => {
      check(token).then(
        (session) => {
          if (session.state !== 'valid') socket.close(CLOSE_SESSION_ENDED, 'session ended');
        },
        (error) => request.log.warn({ err: error }, 'live channel: session check failed'),
      );
    };
    const unsubscribe = app.live.subscribe(userId, send);
    let mine = recheckers.get(userId);
    if (!mine) recheckers.set(userId, (mine = new Set()));
    mine.add(recheck);
    socket.on('close', () => {
      unsubscribe();
      mine.delete(recheck);
      if (mine.size === 0 && recheckers.get(userId) === mine) recheckers.delete(userId);
    });
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      const text = data.toString();
      const heartbeat = text === 'ping' ? 'pong' : isHeartcheck(text) ? JSON.stringify({ cmd: 'heartcheck', msgTxt: '心跳响应' }) : null;
      if (!heartbeat) return;
      send(heartbeat);
      recheck();
    });
  });
}

function isHeartcheck(text: string): boolean {
  if (!text.startsWith('{') || text.length > 1000) return false;
  try {
    return (JSON.parse(text) as { cmd?: unknown })?.cmd === 'heartcheck';
  } catch {
    return false;
  }
}
