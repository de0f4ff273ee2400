/** What the bell does with a live-channel message ({cmd, msgId, msgTxt} from src/server/routes/live). */

export interface LiveMessage {
  cmd: string;
  msgId?: string;
  msgTxt?: string;
}

export type LiveReaction =
  /** Permissions changed: reload them (session store) and tell the user. */
  | { kind: 'permissions'; text: string }
  /** An announcement (topic: to all, user: to this user): notify and refresh notices and counts. */
  | { kind: 'notice'; text: string; id?: string }
  /** Ordering work moved in the user's scope: reload the pending counts. */
  | { kind: 'counts' }
  /** Heartbeat answers and anything unknown. */
  | { kind: 'ignore' };

/** A message as it arrives (a parsed object or the raw text) read into a LiveMessage, or null. */
export function readLiveMessage(data: unknown): LiveMessage | null {
  let value = data;
  if (typeof value === 'string') {
    if (!value.startsWith('{')) return null; // 'pong'
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object') return null;
  const { cmd, msgId, msgTxt } = value as Record<string, unknown>;
  if (typeof cmd !== 'string') return null;
  return {
    cmd,
    msgId: typeof msgId === 'string' ? msgId : msgId == null ? undefined : String(msgId),
    msgTxt: typeof msgTxt === 'string' ? msgTxt : undefined,
  };
}

export function liveReaction(data: unknown): LiveReaction {
  const message = readLiveMessage(data);
  if (!message) return { kind: 'ignore' };
  if (message.cmd === 'user' && message.msgId === 'PERMISSION_CHANGED') return { kind: 'permissions', text: message.msgTxt ?? '' };
  if (message.cmd === 'user' && message.msgId === 'PENDING_COUNTS') return { kind: 'counts' };
  if (message.cmd === 'topic' || message.cmd === 'user') return { kind: 'notice', text: message.msgTxt ?? '', id: message.msgId };
  return { kind: 'ignore' };
}
