/**
 * What keeps the big screen current: the live channel. The screen's figures move when order lines do,
 * and those moves already reach the screen's viewers (platform staff, procurement of the canteens) as
 * PENDING_COUNTS on their socket (src/server/live/pendingCounts.ts). The feed loads the overview when the
 * socket opens (messages sent while it was down are not replayed), again after each such push (pushes
 * close together make one load), and every few minutes as a safety net for figures that move otherwise.
 * Headless: the screen and the server tests drive the same code.
 */
import { createLiveChannel, type WebSocketConstructor } from '../../api/live.ts';
import { liveReaction } from '../../shell/notices/liveMessages.ts';

export const FEED_GATHER_MS = 1_000;
export const FEED_FALLBACK_MS = 300_000;

export interface OverviewFeedOptions<T> {
  userId: string;
  token: string;
  load(): Promise<T>;
  onData(data: T): void;
  onError(error: unknown): void;
  /** For Node (tests): the socket URL and implementation. */
  url?: string;
  WebSocket?: WebSocketConstructor;
  gatherMs?: number;
  fallbackMs?: number;
}

export function watchOverview<T>(options: OverviewFeedOptions<T>): { close(): void } {
  let closed = false;
  let gathering: ReturnType<typeof setTimeout> | undefined;
  const refresh = () => {
    if (closed) return;
    options.load().then((data) => !closed && options.onData(data), (error: unknown) => !closed && options.onError(error));
  };
  const soon = () => {
    gathering ??= setTimeout(() => {
      gathering = undefined;
      refresh();
    }, options.gatherMs ?? FEED_GATHER_MS);
  };
  const channel = createLiveChannel({
    userId: options.userId,
    token: options.token,
    url: options.url,
    WebSocket: options.WebSocket,
    onOpen: refresh,
    onMessage: (message) => {
      if (liveReaction(message).kind === 'counts') soon();
    },
  });
  const fallback = setInterval(refresh, options.fallbackMs ?? FEED_FALLBACK_MS);
  return {
    close() {
      closed = true;
      clearTimeout(gathering);
      clearInterval(fallback);
      channel.close();
    },
  };
}
