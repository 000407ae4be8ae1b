/*
 * The page's own code did not arrive: one module of the app that a request lost (a network that
 * drops, or a browser too busy to finish a request) makes the browser give up on the whole entry
 * script, and the page stayed blank with no word. The browser then fires "error" at the entry's
 * script element, which this hears: it loads the page once more, as a person would, and if the
 * code fails again within half a minute it says so in a sentence with Reload. A plain script,
 * loaded before the app's modules, so that it runs whatever became of them. The staff app
 * (index.html) and the customer portal (portal.html) both load it.
 */
(function () {
  var KEY = 'fsb-boot-retried-at';
  var RETRY_WITHIN_MS = 30000;

  function retriedLately() {
    try {
      return Date.now() - Number(sessionStorage.getItem(KEY) || 0) < RETRY_WITHIN_MS;
    } catch (e) {
      return true; // no session storage: never risk reloading in a loop
    }
  }

  function sayItFailed() {
    var root = document.getElementById('root');
    if (!root || root.firstChild) return;
    // No theme has loaded: the page follows the device's light or dark setting, as the portal does.
    document.documentElement.style.colorScheme = 'light dark';
    var box = document.createElement('main');
    box.setAttribute('role', 'alert');
    box.setAttribute('data-testid', 'boot-failed');
    box.style.cssText = 'font: 16px/1.5 system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem';
    var text = document.createElement('p');
    text.textContent = 'The app did not load completely: the connection dropped part of it. ';
    var reload = document.createElement('a');
    reload.href = location.href;
    reload.textContent = 'Reload';
    text.appendChild(reload);
    box.appendChild(text);
    root.appendChild(box);
  }

  document.addEventListener(
    'error',
    function (event) {
      var script = event.target;
      if (!script || script.tagName !== 'SCRIPT' || script.type !== 'module') return;
      if (retriedLately()) return sayItFailed();
      try {
        sessionStorage.setItem(KEY, String(Date.now()));
      } catch (e) {
        return sayItFailed();
      }
      location.reload();
    },
    true, // an element's error does not bubble: heard on its way down
  );
})();
