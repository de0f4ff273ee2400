import { describe, expect, it } from 'vitest';
import { liveReaction, readLiveMessage } from './liveMessages.ts';

describe('live messages', () => {
  it('reloads the pending counts on PENDING_COUNTS, without a notification', () => {
    expect(liveReaction({ cmd: 'user', msgId: 'PENDING_COUNTS', msgTxt: '' })).toEqual({ kind: 'counts' });
    expect(liveReaction('{"cmd":"user","msgId":"PENDING_COUNTS"}')).toEqual({ kind: 'counts' });
  });

  it('reloads permissions on PERMISSION_CHANGED', () => {
    expect(liveReaction({ cmd: 'user', msgId: 'PERMISSION_CHANGED', msgTxt: '权限已更新' })).toEqual({ kind: 'permissions', text: '权限已更新' });
  });
  it('treats topic and user messages as notices, from objects or raw JSON', () => {
    expect(liveReaction({ cmd: 'topic', msgId: 'a1', msgTxt: '停电通知' })).toEqual({ kind: 'notice', text: '停电通知', id: 'a1' });
    expect(liveReaction('{"cmd":"user","msgId":"b2","msgTxt":"x"}')).toEqual({ kind: 'notice', text: 'x', id: 'b2' });
  });
  it('ignores heartbeats and junk', () => {
    expect(liveReaction('pong')).toEqual({ kind: 'ignore' });
    expect(liveReaction({ cmd: 'heartcheck', msgTxt: '心跳响应' })).toEqual({ kind: 'ignore' });
    expect(liveReaction('{oops')).toEqual({ kind: 'ignore' });
    expect(readLiveMessage(42)).toBeNull();
  });
});
