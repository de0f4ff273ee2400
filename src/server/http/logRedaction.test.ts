/** Session tokens in query strings (file links, logout, the live channel) never reach the log. */
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../tests/server/harness.ts';
import { redactUrl } from './logRedaction.ts';

describe('redactUrl', () => {
  it('replaces the value of every credential parameter and keeps the rest', () => {
    expect(redactUrl('/api/sys/common/static/a.png?token=abc123&x=1')).toBe('/api/sys/common/static/a.png?token=[redacted]&x=1');
    expect(redactUrl('/api/sys/logout?x=1&TOKEN=abc#f')).toBe('/api/sys/logout?x=1&TOKEN=[redacted]#f');
    expect(redactUrl('/api/x?access_token=a&x-access-token=b')).toBe('/api/x?access_token=[redacted]&x-access-token=[redacted]');
    expect(redactUrl('/api/x?mytoken=keep')).toBe('/api/x?mytoken=keep');
  });
});

describe('the request log', () => {
  let server: TestServer;
  let log = '';
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
    server = await startServer({}, { logStream: stream });
  });
  afterAll(() => server.close());

  it('writes the URL of a request with ?token= without the token', async () => {
    const token = await server.login('buyer');
    await server.call('GET', '/sys/user/queryNowUser', { query: { token } });
    await server.call('POST', '/sys/logout', { query: { token } });
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toContain('/api/sys/user/queryNowUser?token=[redacted]');
    expect(log).toContain('/api/sys/logout?token=[redacted]');
    expect(log).not.toContain(token);
  });
});
