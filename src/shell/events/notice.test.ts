import { describe, expect, it } from 'vitest';
import { noticeId } from './notice.ts';

describe('collapsing identical toasts', () => {
  it('gives the same text the same id, and different text or colour another', () => {
    const refusal = { color: 'yellow', message: '首页不能关闭!' };
    expect(noticeId(refusal)).toBe(noticeId({ ...refusal }));
    expect(noticeId(refusal)).not.toBe(noticeId({ color: 'yellow', message: '这是最后一页，不能再关闭了啦' }));
    expect(noticeId(refusal)).not.toBe(noticeId({ color: 'red', message: '首页不能关闭!' }));
    expect(noticeId({ color: 'red', title: '系统提示', message: 'x' })).not.toBe(noticeId({ color: 'red', message: 'x' }));
  });
  it('leaves rich messages alone', () => {
    expect(noticeId({ message: { type: 'b' } as never })).toBeUndefined();
  });
});
