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

/**
 * Keep a copy of `answer` while the page already has it (as Workbox's strategies do): the page does
 * not wait for the copy to be written to disk, which under heavy disk load took long enough for a
 * screen to sit empty waiting on its code or its list.
 */
function keep(event, cacheName, key, answer) {
  if (!answer.ok) return;
  const copy = answer.clone();
  const kept = caches
    .open(cacheName)
    .then((cache) => cache.put(key, copy))
    .catch(() => undefined); // a full disk: the copy is not kept, the answer still served
  try {
    event.waitUntil(kept); // the worker stays until the copy is written
  } catch {
    // The event is no longer active: the copy is written all the same while the worker lives.
  }
}

/** The network's answer, kept for later; the kept one when the network fails. */
async function networkFirst(event, cacheName, fallbackUrl) {
  const request = event.request;
  try {
    const answer = await fetch(request);
    keep(event, cacheName, fallbackUrl ?? request, answer);
    return answer;
  } catch (error) {
    const kept = await (await caches.open(cacheName)).match(fallbackUrl ?? request);
    if (kept) return kept;
    throw error;
  }
}

/** Hashed assets never change under their name: the kept copy, else the network's. */
async function cacheFirst(event) {
  const kept = await (await caches.open(SHELL)).match(event.request);
  if (kept) return kept;
  const answer = await fetch(event.request);
  keep(event, SHELL, event.request, answer);
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
    event.respondWith(networkFirst(event, SHELL, '/'));
  } else if (url.pathname === '/app-boot.js') {
    // The pages' one script outside /assets/ (it reloads a page whose modules did not all arrive).
    event.respondWith(networkFirst(event, SHELL));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(event));
  } else if (CACHED_API.test(url.pathname + url.search)) {
    event.respondWith(networkFirst(event, API));
  }
});
