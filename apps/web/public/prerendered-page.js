// The first script of a prerendered page (apps/web/scripts/prerender.mjs). The page is on screen
// before the app runs, so two things fall to this plain script:
//
// - A tap on a button, a form sent or an arrow key on a tab before the app has hydrated the page
//   would do nothing (the app's handlers are not attached yet). Such events are held here and
//   given back, in order, to the same elements once the app has hydrated (main.tsx calls
//   window.sidelineReplayHeldEvents).
//   Links are left alone: they work without the app.
// - With data-entry, the app's scripts start only after the first paint, so the page's text is not
//   sharing a slow link and the main thread with them; the entry's module script and every
//   modulepreload are this tag's data attributes. With data-start="intent" as well, they start at
//   the visitor's first touch, key or mouse move instead (see startOnIntent).
(function () {
  var held = [];
  var replayed = false;
  var ACTIVE = 'button, [role="button"], [role="tab"], input[type="submit"]';
  // Keys that move between tabs: the app answers them, the page alone does not.
  var TAB_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];
  function hold(event) {
    var root = document.getElementById('root');
    var target = event.target;
    if (event.type === 'click') target = target.closest ? target.closest(ACTIVE) : null;
    if (event.type === 'keydown') {
      var onTab = target.getAttribute && target.getAttribute('role') === 'tab';
      if (!onTab || TAB_KEYS.indexOf(event.key) < 0) return;
    }
    if (!target || !root || !root.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push({
      type: event.type,
      target: target,
      submitter: event.submitter || null,
      detail: event.detail,
      key: event.key,
    });
  }
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  document.addEventListener('keydown', hold, true);
  // A tap is more than a click: some controls answer the press (a tab selects on mousedown, a menu
  // opens on pointerdown). A click made with a key (detail 0) is given back as a click alone.
  function press(target, detail) {
    if (detail) {
      ['pointerdown', 'mousedown', 'pointerup', 'mouseup'].forEach(function (type) {
        var Event = type.indexOf('pointer') === 0 && window.PointerEvent ? PointerEvent : MouseEvent;
        var down = type.slice(-4) === 'down';
        var init = { bubbles: true, cancelable: true, composed: true, view: window, button: 0 };
        init.buttons = down ? 1 : 0;
        init.pointerType = 'mouse';
        init.isPrimary = true;
        target.dispatchEvent(new Event(type, init));
      });
    }
    target.click();
  }
  window.sidelineReplayHeldEvents = function () {
    if (replayed) return;
    replayed = true;
    document.removeEventListener('click', hold, true);
    document.removeEventListener('submit', hold, true);
    document.removeEventListener('keydown', hold, true);
    held.forEach(function (event) {
      // The app rendered afresh (a stored session) instead of hydrating: the tapped node is gone.
      if (!event.target.isConnected) return;
      if (event.type === 'submit') event.target.requestSubmit(event.submitter);
      else if (event.type === 'keydown') {
        var init = { key: event.key, bubbles: true, cancelable: true, composed: true, view: window };
        event.target.dispatchEvent(new KeyboardEvent('keydown', init));
      } else press(event.target, event.detail);
    });
    held = [];
  };

  var tag = document.currentScript;
  var entry = tag.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  function addLinks(rel, hrefs) {
    hrefs.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = rel;
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
  }
  function start() {
    if (started) return;
    started = true;
    addLinks('modulepreload', preloads);
    import(entry);
  }
  if (tag.getAttribute('data-start') === 'intent') {
    startOnIntent();
    return;
  }
  // A frame callback runs before that frame is painted; the timeout it sets runs after. A tab
  // opened in the background gets no frames: the timer starts the app anyway.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);

  // A page the server rendered whole (the home page with its lists, decision 0026; a job page, and
  // Find Work before a search, decision 0032) reads and navigates without the app: the app starts
  // at the first sign that the visitor will use it (a touch, a key, the mouse, the wheel, focus).
  // Its code is fetched once the page has loaded and the browser is idle, unless the visitor asked
  // to save data, so that start is not a download.
  function startOnIntent() {
    // This script is deferred: a visitor quick enough to be in a field already gave the sign
    // before anything here could hear it.
    var focused = document.activeElement;
    if (focused && focused !== document.body && focused !== document.documentElement) {
      start();
      return;
    }
    var signs = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'];
    function onSign() {
      signs.forEach(function (type) {
        window.removeEventListener(type, onSign, true);
      });
      start();
    }
    signs.forEach(function (type) {
      window.addEventListener(type, onSign, { capture: true, passive: true });
    });
    var saveData = navigator.connection && navigator.connection.saveData;
    if (saveData) return;
    // One link per idle moment: each starts a request, and a score of them in one task held the main
    // thread long enough to feel on a phone.
    var ahead = [entry].concat(preloads);
    function fetchAhead() {
      if (started || ahead.length === 0) return;
      addLinks('prefetch', [ahead.shift()]);
      whenIdle();
    }
    function whenIdle() {
      if (window.requestIdleCallback) requestIdleCallback(fetchAhead, { timeout: 2000 });
      else setTimeout(fetchAhead, 50);
    }
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  }
})();
