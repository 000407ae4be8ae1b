import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = process.env.API_PORT ?? '8080';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500 },
  // `npm run dev:app` proxies the API to `npm run dev:server`.
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
});
