// Starts the app once a prerendered page has painted (apps/web/scripts/prerender.mjs): its text is
// on screen before the app's scripts take the phone's bandwidth and main thread. The entry and the
// route's chunks come from this tag's data attributes, the same files the plain shell names.
(function () {
  var tag = document.currentScript;
  var entry = tag.getAttribute('data-entry');
  var preloads = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    import(entry);
  }
  // A frame callback runs before that frame is painted; the timeout it sets runs after. A tab
  // opened in the background gets no frames: the timer starts the app anyway.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
