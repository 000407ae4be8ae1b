import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Three projects, run by scripts/test.ts in order:
 *   unit  tests/shared, tests/generator, tests/app (jsdom for the app)
 *   api   tests/server: a real server over a real database (SQLite, and PostgreSQL when DATABASE_URL is set),
 *         two files at a time; then api-timed, the files that bound latencies, one at a time
 *   e2e   tests/e2e: real Chromium against the built app
 */
/** API test files with a bound on latency (how long another user waits while something runs). */
const TIMED_API_TESTS = [
  'tests/server/connections.test.ts',
  'tests/server/events.test.ts',
  'tests/server/import-upload.test.ts',
  'tests/server/oversized-requests.test.ts',
  'tests/server/pdf-pool.test.ts',
  'tests/server/pictures.test.ts',
  'tests/server/read-pool.test.ts',
  'tests/server/robustness-limits.test.ts',
  'tests/server/reliability/bad-input.test.ts',
  'tests/server/reliability/broad-searches.test.ts',
];
/** The schema each test server's database copies, made once per run (tests/support/schema-templates.ts). */
const SCHEMA_TEMPLATES = 'tests/support/schema-templates.ts';
const API = { include: ['tests/server/**/*.test.ts'], environment: 'node' as const, testTimeout: 60_000, hookTimeout: 120_000, globalSetup: [SCHEMA_TEMPLATES] };

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
        // Two files at a time: a file spends most of its time waiting on its servers, PostgreSQL and
        // timers, and one at a time left a two-core machine half idle (49 of CI's 56 minutes).
        test: { ...API, name: 'api', exclude: TIMED_API_TESTS, maxWorkers: 2, sequence: { groupOrder: 1 } },
      },
      {
        extends: true,
        // Files that bound how long another user waits: one at a time, after the others, so that
        // what they measure is the server and not a neighbouring test file.
        test: { ...API, name: 'api-timed', include: TIMED_API_TESTS, maxWorkers: 1, sequence: { groupOrder: 2 } },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // The app is built once for the suite, and the schema made once, before any file runs.
          globalSetup: ['tests/support/e2e-setup.ts', SCHEMA_TEMPLATES],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          // One file after another in one process, which keeps the modules it loaded: each file
          // starts and closes its own servers and browsers, and a process of its own per file had
          // cost 6 s of module loading each (46 files) on a loaded two-core machine.
          isolate: false,
        },
      },
    ],
  },
});
