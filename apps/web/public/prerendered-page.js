// The first script of a prerendered page (apps/web/scripts/prerender.mjs). The page is on screen
// before the app runs, so two things fall to this plain script:
//
// - A tap on a button, a form sent or an arrow key on a tab before the app has hydrated the page
//   would do nothing (the app's handlers are not attached yet). Such events are held here and
//   given back, in order, to the same elements once the app has hydrated (main.tsx calls
//   window.sidelineReplayHeldEvents).
//   Links are left alone: they work without the app. Three kinds of tap are also answered here at
//   once, as the app would answer them, so the page's first tap never waits for the app: a
//   disclosure button (the menu: aria-expanded with aria-controls) shows or hides what it controls,
//   a tab selects itself and shows its panel (panels are all in the page, data-state says which
//   shows), and a button with data-reveals shows the hidden node it names (a signed-out Apply: the
//   sign-in notice). The held tap given back later brings the app's state to what is on screen.
//   A disclosure whose answer is not showing or hiding what it controls (the dashboard sidebar's
//   toggle narrows it) says data-app-answers: its tap is only held for the app.
//   A button with data-opens-dialog opens the <dialog> it names, and one with data-closes-dialog
//   (or a tap on the backdrop) closes it; these taps are not held, because the app adopts the
//   dialog as it finds it when it hydrates (components/ui/page-dialog.tsx). Such a dialog is modal
//   by its own means, not the browser's, so Escape (Back on Android) and Tab are answered here
//   too, as components/ui/page-dialog-modal.ts does once the app runs.
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
    if (target.hasAttribute('data-opens-dialog') || target.hasAttribute('data-closes-dialog')) return;
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
  // What the app would show for a tap on a disclosure, a tab or a revealer, done on the page's nodes.
  function answer(event) {
    var root = document.getElementById('root');
    if (answerDialog(event.target, root)) return;
    var revealer = event.target.closest ? event.target.closest('[data-reveals]') : null;
    if (revealer && root && root.contains(revealer)) {
      var revealed = document.getElementById(revealer.getAttribute('data-reveals'));
      if (revealed) revealed.hidden = false;
      return;
    }
    var target = event.target.closest ? event.target.closest('[aria-controls]') : null;
    if (!target || !root || !root.contains(target)) return;
    var controlled = document.getElementById(target.getAttribute('aria-controls'));
    if (target.getAttribute('role') === 'tab') {
      var list = target.closest('[role="tablist"]');
      if (!list) return;
      list.querySelectorAll('[role="tab"]').forEach(function (tab) {
        var on = tab === target;
        tab.setAttribute('aria-selected', String(on));
        tab.setAttribute('data-state', on ? 'active' : 'inactive');
        tab.tabIndex = on ? 0 : -1;
        var panel = document.getElementById(tab.getAttribute('aria-controls'));
        if (panel) panel.setAttribute('data-state', on ? 'active' : 'inactive');
      });
    } else if (
      target.hasAttribute('aria-expanded') &&
      controlled &&
      !target.hasAttribute('data-app-answers')
    ) {
      var open = target.getAttribute('aria-expanded') !== 'true';
      target.setAttribute('aria-expanded', String(open));
      var label = target.getAttribute('aria-label');
      if (label === 'Open menu' || label === 'Close menu') {
        target.setAttribute('aria-label', open ? 'Close menu' : 'Open menu');
      }
      controlled.hidden = !open;
    }
  }
  function answerDialog(tapped, root) {
    if (!tapped.closest || !root || !root.contains(tapped)) return false;
    var opener = tapped.closest('[data-opens-dialog]');
    var dialog = opener && document.getElementById(opener.getAttribute('data-opens-dialog'));
    if (dialog && dialog.show) {
      if (!dialog.open) {
        dialog.show();
        watchClose(dialog);
      }
      return true;
    }
    var closer = tapped.closest('[data-closes-dialog]');
    // The backdrop's tap lands on the <dialog> itself; its content sits in an inner box.
    dialog = closer ? closer.closest('dialog') : tapped.matches('dialog[data-page-dialog]') && tapped;
    if (!dialog) return false;
    if (dialog.open) closeDialog(dialog);
    return true;
  }
  // The browser gives focus back to the opener only from inside the dialog; a tap on the backdrop
  // has already dropped it to the body.
  function closeDialog(dialog) {
    stopWatching();
    dialog.close();
    var active = document.activeElement;
    var opener = document.querySelector('[data-opens-dialog="' + CSS.escape(dialog.id) + '"]');
    if (opener && (!active || active === document.body)) opener.focus();
  }
  // Escape and, on Android, Back close it: a close request, which the browser sends a modal by
  // itself and this dialog asks for with a CloseWatcher (Escape is read from the keyboard where the
  // browser has none).
  var watcher = null;
  function watchClose(dialog) {
    if (!window.CloseWatcher) return;
    watcher = new CloseWatcher();
    watcher.onclose = function () {
      watcher = null;
      closeDialog(dialog);
    };
  }
  function stopWatching() {
    if (!watcher) return;
    watcher.onclose = null;
    watcher.destroy();
    watcher = null;
  }
  var TAB_STOPS =
    'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), ' +
    'select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
  function answerDialogKey(event) {
    var dialog = document.querySelector('dialog[data-page-dialog][open]');
    if (!dialog) return;
    if (event.key === 'Escape' && !window.CloseWatcher) {
      event.preventDefault();
      return closeDialog(dialog);
    }
    if (event.key !== 'Tab') return;
    // Round the dialog's controls: from either end to the other, or in from outside it.
    var stops = [].filter.call(dialog.querySelectorAll(TAB_STOPS), function (node) {
      return node.getClientRects().length > 0;
    });
    var first = stops[0];
    var last = stops[stops.length - 1];
    var active = document.activeElement;
    var inside = active !== dialog && dialog.contains(active);
    var to = !inside ? (event.shiftKey ? last : first) : null;
    if (inside && active === (event.shiftKey ? first : last)) to = event.shiftKey ? last : first;
    if (!to) return;
    event.preventDefault();
    to.focus();
  }
  document.addEventListener('click', answer, true);
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  document.addEventListener('keydown', hold, true);
  document.addEventListener('keydown', answerDialogKey, true);
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
    document.removeEventListener('click', answer, true);
    document.removeEventListener('click', hold, true);
    document.removeEventListener('submit', hold, true);
    document.removeEventListener('keydown', hold, true);
    document.removeEventListener('keydown', answerDialogKey, true);
    // The app watches for an open dialog's close requests from here on.
    stopWatching();
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

  // A page the server rendered whole (the home page with its lists, a job page, and Find Work
  // before a search) reads, navigates and answers its menu and tabs without the app: the app starts
  // at the first sign that the visitor will use it (a touch, a key, the mouse, the wheel, focus).
  // It is not fetched ahead: what a first tap needs is in the page, and a phone that never taps
  // downloads nothing more. A press waits for its own answer to be painted before the app's code
  // starts, so that answer is not queued behind the app's start.
  function startOnIntent() {
    // This script is deferred: a visitor quick enough to be in a field already gave the sign
    // before anything here could hear it.
    var focused = document.activeElement;
    if (focused && focused !== document.body && focused !== document.documentElement) {
      start();
      return;
    }
    var signs = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'];
    var ends = ['click', 'pointercancel', 'touchcancel', 'keyup'];
    var ended = false;
    function afterPaint() {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    }
    function onEnd() {
      if (ended) return;
      ended = true;
      ends.forEach(function (type) {
        window.removeEventListener(type, onEnd, true);
      });
      afterPaint();
    }
    function onSign(event) {
      // A layout change under a resting cursor makes the browser send a move that moved nothing.
      if (event.type === 'pointermove' && !event.movementX && !event.movementY) return;
      signs.forEach(function (type) {
        window.removeEventListener(type, onSign, true);
      });
      var press = ['pointerdown', 'touchstart', 'keydown'].indexOf(event.type) >= 0;
      if (!press || event.pointerType === 'mouse') return afterPaint();
      ends.forEach(function (type) {
        window.addEventListener(type, onEnd, { capture: true, passive: true });
      });
      // A press that ends in neither a click nor a cancel still starts the app.
      setTimeout(onEnd, 1000);
    }
    signs.forEach(function (type) {
      window.addEventListener(type, onSign, { capture: true, passive: true });
    });
  }
})();
