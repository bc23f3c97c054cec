// Loaded by the generated service worker (vite.config.ts: workbox.importScripts).
// Tapping a draw's notification (src/draws/draw-notices.ts) opens that draw: in a tab of the app
// that is already open when there is one, else in a new window. Only this site's own paths are opened.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const wanted = event.notification.data && event.notification.data.url;
  let url = new URL(typeof wanted === 'string' ? wanted : '/', self.location.origin);
  if (url.origin !== self.location.origin) url = new URL('/', self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === url.origin);
      if (open) {
        const focused = await open.focus();
        await (focused ?? open).navigate(url.href);
        return;
      }
      await self.clients.openWindow(url.href);
    })(),
  );
});
