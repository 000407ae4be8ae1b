import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = process.env.API_PORT ?? '8080';

export default defineConfig({
  plugins: [react()],
  // One tiptap: ra-input-rich-text's own older @tiptap/core lacks what its newer extensions
  // import (isValidCSSStyleValue); the project's copy has it, and two copies would not mix.
  resolve: { dedupe: ['@tiptap/core', '@tiptap/pm'] },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500 },
  // `npm run dev:app` proxies the API to `npm run dev:server`.
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
});
