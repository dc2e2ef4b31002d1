/*
 * Inline in every page's <head> (see template.ts). Runs the page's scripts once its first
 * frame is painted, so a phone shows the text before it parses and runs any bundle.
 * The list (route chunks first, entry chunks last) is the JSON of #__docusaurus-scripts;
 * `async = false` keeps the scripts running in that order. ES5: it runs before any polyfill.
 */
(function () {
  var doc = document;
  // Read by the browser tests: 'waiting', then 'loading', then 'loaded' or 'failed'.
  var loader = (window.__docusaurusScriptLoader = {state: 'waiting'});
  function removeBaseUrlBanner() {
    // Docusaurus's own check inserts this (hidden while the CSS loads) when no bundle has run
    // by DOMContentLoaded, which is always so here; a loaded bundle proves the base URL right.
    var banner = doc.getElementById('__docusaurus-base-url-issue-banner-container');
    if (banner) banner.parentNode.removeChild(banner);
  }
  function appendScript(url, isLast) {
    var script = doc.createElement('script');
    script.src = url;
    script.async = false;
    script.onerror = function () {
      loader.state = 'failed';
      // Webpack reuses a <script> of the same URL when the bundle asks for the chunk, and
      // would wait for ever on this failed one; without it, webpack tries again and, if that
      // fails too, reports the error (Page Error).
      script.parentNode.removeChild(script);
    };
    if (isLast)
      script.onload = function () {
        if (loader.state === 'loading') loader.state = 'loaded';
        removeBaseUrlBanner();
      };
    doc.head.appendChild(script);
  }
  function start() {
    if (loader.state !== 'waiting') return;
    loader.state = 'loading';
    var urls = JSON.parse(doc.getElementById('__docusaurus-scripts').textContent);
    var next = 0;
    // One script per task. Each request costs the main thread up to a few milliseconds, and
    // the dozen a doc page lists, added in one task, took 6-33 ms on the 2-core test machine:
    // four times that on Lighthouse's phone, all of it blocking. A message, not a timeout:
    // nested timeouts wait 4 ms from the fifth on.
    var channel = typeof MessageChannel === 'function' ? new MessageChannel() : null;
    function appendNext() {
      appendScript(urls[next], next === urls.length - 1);
      next += 1;
      if (next === urls.length) return;
      if (channel) channel.port2.postMessage(null);
      else setTimeout(appendNext, 0);
    }
    if (channel) channel.port1.onmessage = appendNext;
    appendNext();
  }
  function afterFirstFrame() {
    // A hidden page paints nothing and runs no animation frames: start at once.
    if (doc.visibilityState === 'hidden') return start();
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    // Animation frames can be paused (a background tab opened at once): do not wait for ever.
    setTimeout(start, 1000);
  }
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', afterFirstFrame);
  else afterFirstFrame();
})();
