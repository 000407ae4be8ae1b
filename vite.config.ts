import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.ts';

const apiPort = process.env.API_PORT ?? '8080';

export default defineConfig({
  plugins: [react(), precompress()],
  // One copy of tiptap's core for the whole app (package.json's overrides pin every @tiptap package
  // to one version, so npm installs one copy; this keeps Vite from ever bundling a second).
  resolve: { dedupe: ['@tiptap/core', '@tiptap/pm'] },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // Rolldown's note on slow plugins (a build on a busy machine) is for those profiling the build, not for a first start.
      checks: { bundlerTimings: false },
      // MUI X's bundled copy of exceljs (the grid's Excel export) calls eval directly; that is theirs
      // to change, and the warning told a newcomer's first build nothing they could act on. Every
      // other warning, an eval of our own included, is still shown.
      onwarn(warning, warn) {
        if (warning.code === 'EVAL' && warning.id?.includes('/@mui/x-internal-exceljs-fork/')) return;
        warn(warning);
      },
    },
  },
  // `npm run dev:app` proxies the API to `npm run dev:server`.
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
});
