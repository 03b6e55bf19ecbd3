import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w @pagebird/server` writes a new SQL migration from the schema. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  strict: true,
  verbose: true,
});
