import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The hand-written and named tables, and the tables derived from the registry's declarations.
  schema: ['./server/db/schema/index.ts', './server/db/drizzle-kit-tables.cjs'],
  out: './server/db/migrations',
  casing: 'snake_case',
});
