/** The demo users as the services see them, by username. */
import { eq } from 'drizzle-orm';
import { actorOf, type Actor } from '../auth/scope.ts';
import type { Db } from '../db/index.ts';
import { users } from '../db/schema/index.ts';

export async function demoActor(db: Db, username: string): Promise<Actor> {
  const [user] = await db.select().from(users).where(eq(users.username, username));
  if (!user) throw new Error(`no demo user ${username}`);
  return actorOf(user);
}

/** One after another: the seed runs in one transaction, whose one connection takes one statement at a time. */
export async function demoActors(db: Db, ...usernames: string[]): Promise<Actor[]> {
  const found: Actor[] = [];
  for (const username of usernames) found.push(await demoActor(db, username));
  return found;
}
