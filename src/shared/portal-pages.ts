/**
 * The customer portal's pages (issue 40): its own small app (portal.html, src/portal) beside the
 * staff app (index.html). The server (src/server/app.ts) and the dev server (vite.config.ts) both
 * answer these paths with portal.html, every other page path with index.html.
 *
 *   /portal, /portal/...   the signed-in contact's pages and the sign-in page (/portal/sign-in)
 *   /p/<token>             a mailed document's own link, opened without signing in
 */
export function isPortalPage(path: string): boolean {
  return path === '/portal' || path.startsWith('/portal/') || path.startsWith('/p/');
}
