import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Three projects, run by scripts/test.ts in order:
 *   unit  tests/shared, tests/generator, tests/app (jsdom for the app)
 *   api   tests/server: a real server over a real database (SQLite, and PostgreSQL when DATABASE_URL is set)
 *   e2e   tests/e2e: real Chromium against the built app
 */
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/{shared,generator}/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        // Some app tests render the whole app in jsdom: seconds on a busy two-core machine, not a hang.
        // The rich-text editor's packages go through Vite's resolver, so that the one copy of
        // tiptap's core the build uses (vite.config.ts, resolve.dedupe) is the one jsdom gets too.
        resolve: { dedupe: ['@tiptap/core', '@tiptap/pm'] },
        test: {
          name: 'app',
          include: ['tests/app/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          testTimeout: 20_000,
          server: { deps: { inline: ['ra-input-rich-text', /@tiptap\//] } },
        },
      },
      {
        extends: true,
        test: { name: 'api', include: ['tests/server/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // The app is built once for the suite, not once per file (each file has a process of its own).
          globalSetup: ['tests/support/e2e-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
