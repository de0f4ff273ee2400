/**
 * The socket.io server: protocol versions (socket.io 4 and EIO3 clients), message size, and who
 * may connect (allowed origins on the handshake, then the token).
 */
import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { checkHandshake, originAllowed, tokenAccepted } from './access.ts';
import { formatMessage, type Lang } from './errors.ts';
import { attachHandlers, type PrintServer, type Services } from './handlers.ts';

export interface SocketServerOptions {
  origins: readonly string[];
  token?: string;
  maxJobBytes: number;
  lang: Lang;
}

/** Attach the print client's socket.io server to `http`. */
export function createSocketServer(http: HttpServer, options: SocketServerOptions, services: Services): PrintServer {
  const io: PrintServer = new Server(http, {
    allowEIO3: true,
    serveClient: false,
    // Room for a job at the cap even when an EIO3 polling client base64-encodes it (4/3 larger);
    // the job's own check then answers with a clear error instead of a dropped connection.
    maxHttpBufferSize: Math.ceil((options.maxJobBytes * 4) / 3) + 1024 * 1024,
    // CORS lets allowed pages read polling responses; it refuses nothing by itself (see allowRequest).
    // Credentials stay allowed because socket.io 2 clients send XHRs with credentials.
    cors: { origin: (origin, callback) => callback(null, origin !== undefined && originAllowed(origin, options.origins)), credentials: true },
    // Checked on every handshake, WebSocket upgrades included, which CORS does not cover.
    allowRequest: (req, callback) => {
      const verdict = checkHandshake(req.headers.origin, req.socket.remoteAddress, options.origins);
      if (verdict.ok) callback(null, true);
      else {
        services.report(`refused ${req.socket.remoteAddress ?? '?'}: ${verdict.reason}`);
        callback(verdict.reason, false);
      }
    },
  });

  io.use((socket, next) => {
    // socket.io 4 clients send `auth`; socket.io 2 clients can only send query parameters.
    const presented = (socket.handshake.auth as { token?: unknown } | undefined)?.token ?? socket.handshake.query.token;
    if (tokenAccepted(options.token, presented)) return next();
    const error = new Error(formatMessage('UNAUTHORIZED', options.lang)) as Error & { data?: unknown };
    // socket.io 2 clients receive only `data` (as their 'error' event), so it repeats the message.
    error.data = { code: 'UNAUTHORIZED', message: error.message };
    services.report(`refused a connection from ${socket.handshake.address}: wrong token`);
    next(error);
  });

  io.on('connection', (socket) => {
    services.report(`connected ${socket.id} from ${socket.handshake.headers.origin ?? socket.handshake.address}`);
    attachHandlers(socket, io, services);
  });

  return io;
}
