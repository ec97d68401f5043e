import { defineConfig } from 'drizzle-kit'

// `npm run db:generate` writes SQL migrations from schema/tables.ts into migrations/,
// which wrangler applies (`migrations_dir` in wrangler.toml).
export default defineConfig({
  dialect: 'sqlite',
  schema: './schema/tables.ts',
  out: './migrations',
})
