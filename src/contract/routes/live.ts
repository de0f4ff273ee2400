/**
 * The live channel: a WebSocket per signed-in browser that delivers the user's live messages. Documented
 * here so the reference lists it; the messages travel outside HTTP.
 */
import { Type } from 'typebox';
import { defineRoute } from '../route.ts';

/** Close code for "your session ended": the client should log in again rather than reconnect. */
export const CLOSE_SESSION_ENDED = 4401;

export const liveChannel = defineRoute({
  method: 'GET',
  url: '/websocket/:userId',
  summary: "The user's live channel (WebSocket upgrade)",
  tag: 'live',
  params: Type.Object({ userId: Type.String({ maxLength: 100 }) }),
  querystring: Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })) }),
  raw: {
    contentType: 'application/json',
    description:
      'Switches to a WebSocket (101). The token travels as the first offered subprotocol (echoed back) or as ?token=, and must ' +
      'belong to :userId: 401 without a valid token, 403 for another user\'s channel, both before the upgrade. The server sends ' +
      'JSON text frames {cmd, msgId?, msgTxt?}. The client may send the text "ping" (answered "pong") or {"cmd":"heartcheck"} ' +
      '(answered {"cmd":"heartcheck","msgTxt":"心跳响应"}); every heartbeat re-checks the session. The socket closes with 4401 ' +
      'as soon as its session ends (logout, revocation, freezing, deletion, expiry).',
  },
});
