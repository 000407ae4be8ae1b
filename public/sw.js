/*
 * The technician's phone keeps working in a basement car park (issue 14, "Offline"): this service
 * worker keeps the app shell (the page and its hashed assets) and the answers of the reads a
 * technician's screens make (their jobs, task list, reports and what those refer to), network
 * first with the cache as the fallback. Writes are never touched here: the app's outbox
 * (src/app/offline/) keeps them. Sign-out empties the API cache (message "clear-api-cache").
 */
const SHELL = 'fsb-shell-v1';
const API = 'fsb-api-v1';

/** Reads worth keeping for offline use: a technician's jobs and what their pages show with them. */
const CACHED_API = /^\/api\/v1\/(joborder_headers|get-joborders-by-jobstatus|service_reports|service_report_parts|service_report_photos|company_locations|companies|employees|products|checklists|checklist_items|timeline_headers|timelines|auth\/me|auth\/config)(\/|\?|$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL).then((cache) => cache.add('/')).catch(() => undefined).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== SHELL && k !== API).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'clear-api-cache') event.waitUntil(caches.delete(API));
});

/** The network's answer, kept for later; the kept one when the network fails. */
async function networkFirst(request, cacheName, fallbackUrl) {
  const cache = await caches.open(cacheName);
  try {
    const answer = await fetch(request);
    if (answer.ok) await cache.put(fallbackUrl ?? request, answer.clone());
    return answer;
  } catch (error) {
    const kept = await cache.match(fallbackUrl ?? request);
    if (kept) return kept;
    throw error;
  }
}

/** Hashed assets never change under their name: the kept copy, else the network's. */
async function cacheFirst(request) {
  const cache = await caches.open(SHELL);
  const kept = await cache.match(request);
  if (kept) return kept;
  const answer = await fetch(request);
  if (answer.ok) await cache.put(request, answer.clone());
  return answer;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // The customer portal's pages (portal.html: /portal/..., /p/<token>) are not the staff app's
    // shell: left to the network, never kept as '/' (src/shared/portal-pages.ts).
    if (url.pathname === '/portal' || url.pathname.startsWith('/portal/') || url.pathname.startsWith('/p/')) return;
    // Every other page is the same index.html (history routing).
    event.respondWith(networkFirst(request, SHELL, '/'));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (CACHED_API.test(url.pathname + url.search)) {
    event.respondWith(networkFirst(request, API));
  }
});
