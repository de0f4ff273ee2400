/**
 * The live channel's message bus. Messages go through PostgreSQL NOTIFY on one channel, and every server
 * instance LISTENs and delivers to the sockets of its own users, so several instances behind a load
 * balancer all reach every browser (embedded PGlite delivers within the process).
 */
import type { Database } from '../db/index.ts';

/** What browsers receive: cmd 'topic' (to everyone) or 'user' (to named users). */
export interface LiveMessage {
  cmd: string;
  msgId: string;
  msgTxt: string;
  [field: string]: unknown;
}

export interface LiveBus {
  /** Send to everyone ('all') or to the listed user ids. */
  publish(to: 'all' | string[], message: LiveMessage): Promise<void>;
  /** Hand to this instance's own receivers only (for messages every instance works out for itself). */
  deliver(to: 'all' | string[], message: LiveMessage): void;
  /** Receive what is sent to `userId`; returns the unsubscribe function. */
  subscribe(userId: string, deliver: (message: LiveMessage) => void): () => void;
  /** How many receivers this instance holds for `userId` (or for everyone): for health checks and tests. */
  receivers(userId?: string): number;
  close(): Promise<void>;
}

const CHANNEL = 'larder_live';

export async function createLiveBus(database: Database): Promise<LiveBus> {
  const subscribers = new Map<string, Set<(message: LiveMessage) => void>>();
  const deliverHere = (to: 'all' | string[], message: LiveMessage): void => {
    const targets = to === 'all' ? [...subscribers.keys()] : to;
    for (const userId of targets) {
      for (const deliver of subscribers.get(userId) ?? []) {
        try {
          deliver(message);
        } catch {
          // one broken socket must not keep the message from the others
        }
      }
    }
  };
  const dispatch = (payload: string): void => {
    let envelope: { to: 'all' | string[]; message: LiveMessage };
    try {
      envelope = JSON.parse(payload);
    } catch {
      return; // not ours
    }
    if (!envelope?.message || (envelope.to !== 'all' && !Array.isArray(envelope.to))) return;
    deliverHere(envelope.to, envelope.message);
  };
  const stop = await database.listen(CHANNEL, dispatch);
  return {
    publish: (to, message) => database.notify(CHANNEL, JSON.stringify({ to, message })),
    deliver: deliverHere,
    subscribe(userId, deliver) {
      let set = subscribers.get(userId);
      if (!set) subscribers.set(userId, (set = new Set()));
      set.add(deliver);
      return () => {
        set.delete(deliver);
        // a repeated unsubscribe must not drop a newer subscriber's set
        if (set.size === 0 && subscribers.get(userId) === set) subscribers.delete(userId);
      };
    },
    receivers(userId) {
      if (userId !== undefined) return subscribers.get(userId)?.size ?? 0;
      let total = 0;
      for (const set of subscribers.values()) total += set.size;
      return total;
    },
    close: stop,
  };
}
