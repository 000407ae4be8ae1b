import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.ts';
import { isPortalPage } from './src/shared/portal-pages.ts';

const apiPort = process.env.API_PORT ?? '8080';

/**
 * `npm run dev:app` answers the customer portal's page paths (/portal/..., /p/<token>) with
 * portal.html, as the server does with the built pages (src/server/app.ts); the dev server's own
 * history fallback would give them index.html, the staff app.
 */
const portalPages = (): Plugin => ({
  name: 'portal-pages',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      const path = (req.url ?? '').split('?')[0];
      if (req.method === 'GET' && isPortalPage(path) && !/\.[a-z0-9]+$/i.test(path)) req.url = `/portal.html${(req.url ?? '').slice(path.length)}`;
      next();
    });
  },
});

export default defineConfig({
  plugins: [react(), precompress(), portalPages()],
  // One copy of tiptap's core for the whole app (package.json's overrides pin every @tiptap package
  // to one version, so npm installs one copy; this keeps Vite from ever bundling a second).
  resolve: { dedupe: ['@tiptap/core', '@tiptap/pm'] },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // Two pages, two apps: the staff app (index.html, src/app) and the customer portal (portal.html,
    // src/portal), which shares none of the staff app's heavy chunks (react-admin, MUI, the grids).
    rolldownOptions: {
      input: { main: 'index.html', portal: 'portal.html' },
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
