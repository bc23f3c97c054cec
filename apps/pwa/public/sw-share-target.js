// Loaded by the generated service worker (vite.config.ts: workbox.importScripts), before its own
// routes: workbox routes GET requests only, and a photo shared to the installed app comes as a POST
// (the manifest's share_target). It keeps the photo on the device — one at a time, in its own cache,
// the next share replaces it — and sends the app to the checker, which reads it there
// (src/features/ticket-checker/lib/shared-photo.ts) and removes it. What came instead of a photo
// (none, another kind of file, one too large) is not kept: the checker says so.
// The names are @lotto/site's SHARED_PHOTO (pages.ts); src/features/ticket-checker/lib/__tests__
// checks that this file repeats them.
const SHARED_PHOTO_ACTION = '/check/shared-photo';
const SHARED_PHOTO_FIELD = 'photo';
const SHARED_PHOTO_PARAM = 'photo';
const SHARED_PHOTO_MAX_BYTES = 20 * 1024 * 1024;
const SHARED_PHOTO_CACHE = 'lotto-shared-photo';

/** Keeps the shared photo of `request` (multipart form data); what came of it (`?photo=`). */
async function keepSharedPhoto(request) {
  let form;
  try {
    form = await request.formData();
  } catch {
    return 'missing';
  }
  const file = form.getAll(SHARED_PHOTO_FIELD).find((value) => typeof value !== 'string');
  if (!file || file.size === 0) return 'missing';
  if (!file.type.startsWith('image/')) return 'not-image';
  if (file.size > SHARED_PHOTO_MAX_BYTES) return 'too-large';
  const cache = await caches.open(SHARED_PHOTO_CACHE);
  await cache.put(
    SHARED_PHOTO_ACTION,
    new Response(file, { headers: { 'Content-Type': file.type } }),
  );
  return 'shared';
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'POST') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname !== SHARED_PHOTO_ACTION) return;
  event.respondWith(
    (async () => {
      let state;
      try {
        state = await keepSharedPhoto(request);
      } catch (error) {
        // The device's storage refused it (full): the checker says it is not there.
        console.warn('The shared photo could not be kept', error);
        state = 'shared';
      }
      const to = new URL('/check', self.location.origin);
      to.searchParams.set(SHARED_PHOTO_PARAM, state);
      // 303: the browser follows with a GET (the checker's page), not the POST again.
      return Response.redirect(to.href, 303);
    })(),
  );
});
