/**
 * The service worker (public/sw.js) keeps the app shell and a technician's reads for offline
 * use. Registered in the built app only (the dev server's modules are not worth caching).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined); // without it the app still works online
  });
}

/** Forget the kept API answers (at sign-out: the next user of the phone must not see them). */
export function clearOfflineCache(): void {
  navigator.serviceWorker?.controller?.postMessage('clear-api-cache');
}
