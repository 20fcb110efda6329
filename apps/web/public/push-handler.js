/* Imported by the generated service worker (vite.config.ts, workbox.importScripts).
 * A push carries { kind, title, body, path } (PushPayloadSchema); the notification opens `path`. */
const sameSitePath = (path) => (typeof path === 'string' && /^\/(?!\/)/.test(path) ? path : '/dashboard');

self.addEventListener('push', (event) => {
  let data;
  try {
    data = event.data ? event.data.json() : null;
  } catch {
    data = null;
  }
  if (!data || typeof data.title !== 'string') return;
  const path = sameSitePath(data.path);
  event.waitUntil(
    self.registration.showNotification(data.title, {
      body: typeof data.body === 'string' ? data.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/maskable-192.png',
      // Messages of one conversation replace each other instead of piling up.
      tag: data.kind === 'new_message' ? path : undefined,
      data: { path },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(
    sameSitePath(event.notification.data && event.notification.data.path),
    self.location.origin,
  ).href;
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = open.find((client) => new URL(client.url).origin === self.location.origin);
      if (tab) {
        await tab.focus();
        return tab.navigate(url);
      }
      return self.clients.openWindow(url);
    })(),
  );
});
