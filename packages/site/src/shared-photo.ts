import { SERVER_PAGES } from './pages.js';

/*
 * Its own entry point (`@lotto/site/shared-photo`), not in the package's index: the app's
 * first-paint chunks hold what they import of the index, and with it every export of the same
 * module that a lazy chunk uses; the checker, the API and the static server import this instead.
 */

/**
 * A photo shared to the installed app (issue 37: the manifest's Web Share Target): the phone POSTs
 * it (multipart, its file in the field `field`) to `action`; the service worker
 * (apps/pwa/public/sw-share-target.js, which repeats these names) keeps it on the device and
 * redirects (303) to `/check?photo=<state>`, where the checker reads it. Without a service worker
 * yet, the API answers that POST with a 303 to `/check?photo=unsent` (the page says to share again).
 */
export const SHARED_PHOTO = {
  action: '/check/shared-photo',
  field: 'photo',
  /** /check's parameter that says what came of the share. */
  param: 'photo',
  /** The largest photo kept (a phone's camera: 2–12 MB). */
  maxBytes: 20 * 1024 * 1024,
} as const;

/**
 * What came of a share (`?photo=`): kept to read, none in what was shared, a file that is not an
 * image, one over `SHARED_PHOTO.maxBytes`, or (the API) it reached no service worker.
 */
export const SHARED_PHOTO_STATES = [
  'shared',
  'missing',
  'not-image',
  'too-large',
  'unsent',
] as const;
export type SharedPhotoState = (typeof SHARED_PHOTO_STATES)[number];

/**
 * Where a shared photo's POST goes on to when no service worker kept it (the API, the static
 * server when the API does not answer): /check, which says to share it again.
 */
export const SHARED_PHOTO_UNSENT_HREF = `${SERVER_PAGES.check}?${SHARED_PHOTO.param}=unsent`;

/** `?photo=` when it is one of `SHARED_PHOTO_STATES`, else undefined. */
export function sharedPhotoState(search: string | URLSearchParams): SharedPhotoState | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get(SHARED_PHOTO.param);
  return SHARED_PHOTO_STATES.find((state) => state === value);
}
