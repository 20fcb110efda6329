// The first script of a prerendered page (apps/web/scripts/prerender.mjs). The page is on screen
// before the app runs, so two things fall to this plain script:
//
// - A tap on a button or a form sent before the app has hydrated the page would do nothing (the
//   app's handlers are not attached yet). Such events are held here and given back, in order, to
//   the same elements once the app has hydrated (main.tsx calls window.sidelineReplayHeldEvents).
//   Links are left alone: they work without the app.
// - With data-entry, the app's scripts start only after the first paint, so the page's text is not
//   sharing a slow link and the main thread with them; the entry's module script and every
//   modulepreload are this tag's data attributes.
(function () {
  var held = [];
  var replayed = false;
  var ACTIVE = 'button, [role="button"], [role="tab"], input[type="submit"]';
  function hold(event) {
    var root = document.getElementById('root');
    var target = event.target;
    if (event.type === 'click') target = target.closest ? target.closest(ACTIVE) : null;
    if (!target || !root || !root.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push({ type: event.type, target: target, submitter: event.submitter || null, detail: event.detail });
  }
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
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
    held.forEach(function (event) {
      // The app rendered afresh (a stored session) instead of hydrating: the tapped node is gone.
      if (!event.target.isConnected) return;
      if (event.type === 'submit') event.target.requestSubmit(event.submitter);
      else press(event.target, event.detail);
    });
    held = [];
  };

  var tag = document.currentScript;
  var entry = tag.getAttribute('data-entry');
  if (!entry) return;
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
