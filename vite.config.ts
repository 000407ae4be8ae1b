import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress';

const apiPort = process.env.API_PORT ?? '8080';

export default defineConfig({
  plugins: [react(), precompress()],
  // ra-input-rich-text ships an older @tiptap/core than its own extensions need (isValidCSSStyleValue):
  // one copy of tiptap's core for the whole app, the project's newer one.
  resolve: { dedupe: ['@tiptap/core', '@tiptap/pm'] },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500 },
  // `npm run dev:app` proxies the API to `npm run dev:server`.
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
});
