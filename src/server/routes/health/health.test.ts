/** The health check: up with the database's kind, one database ping per second however often it is asked. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('GET /health', () => {
  it('answers up with the database kind, without a token', async () => {
    const { status, body } = await server.call('GET', '/health');
    expect(status).toBe(200);
    expect(body.result).toEqual({ status: 'up', database: server.database.kind });
  });

  it('pings the database once for many checks at once, and again after a failure', async () => {
    const execute = vi.spyOn(server.database.db, 'execute');
    try {
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const answers = await Promise.all(Array.from({ length: 50 }, () => server.call('GET', '/health')));
      expect(answers.every((a) => a.status === 200)).toBe(true);
      expect(execute).toHaveBeenCalledTimes(1);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      execute.mockRejectedValueOnce(new Error('database gone'));
      expect((await server.call('GET', '/health')).status).toBe(500);
      expect((await server.call('GET', '/health')).status).toBe(200);
      expect(execute).toHaveBeenCalledTimes(3);
    } finally {
      execute.mockRestore();
    }
  });
});
