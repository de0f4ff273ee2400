import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadConfig } from './config.ts';
import { loginThrottle } from './db/schema/index.ts';
import { startServer, type TestServer } from '../../tests/server/harness.ts';

describe('LARDER_TRUST_PROXY', () => {
  const trust = (value: string | undefined) => loadConfig({ LARDER_TRUST_PROXY: value }).trustProxy;

  it('is off unless set, 1 trusts every sender, a list trusts those balancers only', () => {
    expect(trust(undefined)).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('1')).toBe(true);
    expect(trust('10.0.0.0/8, 127.0.0.1,fd00::/8,loopback')).toBe('10.0.0.0/8,127.0.0.1,fd00::/8,loopback');
  });

  it('refuses what is not an address or a range, naming the variable', () => {
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0.1/8/1', 'example.org', ',']) {
      expect(() => trust(bad)).toThrow(/LARDER_TRUST_PROXY/);
    }
  });
});

describe("the client's address behind a balancer", () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  /** A failed login from a client who wrote an address of its choice into X-Forwarded-For; the address counted. */
  async function countedAddress(trustProxy: boolean | string): Promise<string> {
    const server = await startServer({ trustProxy });
    servers.push(server);
    await server.call('POST', '/sys/login', {
      body: { username: 'buyer', password: 'wrong' },
      // the balancer at 10.0.0.5 appended the real client's address to what the client sent
      headers: { 'x-forwarded-for': '203.0.113.66, 198.51.100.9' },
      remoteAddress: '10.0.0.5',
    });
    const rows = await server.database.db.select({ address: loginThrottle.address }).from(loginThrottle).where(eq(loginThrottle.account, 'buyer'));
    return rows.map((row) => row.address).join();
  }

  it('trusting the balancers by address counts the address the balancer saw, not the one the client wrote', async () => {
    expect(await countedAddress('10.0.0.0/8')).toBe('198.51.100.9');
    // trusting every sender takes the client's own word (fine only when the balancer replaces the header)
    expect(await countedAddress(true)).toBe('203.0.113.66');
  });
});
