/** drizzle-kit: `npx drizzle-kit generate` writes the next SQL migration from src/server/db/schema. */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
