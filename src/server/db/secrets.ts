/** Secrets the server makes for itself: random on first use, kept in the database so every instance shares them. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './index.ts';
import { serverSecrets } from './schema/index.ts';

const cache = new WeakMap<Db, Map<string, Promise<Buffer>>>();

/** The secret `name` (32 random bytes), made by whichever instance asks first. */
export function serverSecret(db: Db, name: string): Promise<Buffer> {
  let byName = cache.get(db);
  if (!byName) cache.set(db, (byName = new Map()));
  let secret = byName.get(name);
  if (!secret) {
    secret = (async () => {
      await db.insert(serverSecrets).values({ name, value: randomBytes(32).toString('base64') }).onConflictDoNothing();
      const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
      return Buffer.from(row.value, 'base64');
    })();
    secret.catch(() => byName!.delete(name)); // the next call tries again
    byName.set(name, secret);
  }
  return secret;
}
