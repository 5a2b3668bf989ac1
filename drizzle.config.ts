import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration from the schema changes; the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db-schema.ts',
  out: './migrations',
});
