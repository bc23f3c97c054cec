/**
 * Every collection the product keeps, by its stored name: what a backup holds and a restore
 * replaces. A repository that opens a new collection adds it here (backup-collections.test.ts
 * fails until it does), or to {@link NOT_BACKED_UP} with the reason.
 */
export const BACKED_UP_COLLECTIONS = [
  // draws with their history of changes, amounts, sources and disagreements (result-repository)
  'results',
  // the draw calendar's announced moves (draw-override-repository)
  'drawOverrides',
  // members with their payments and status changes (member-repository)
  'users',
  // admin accounts with their password hashes (admin-repository)
  'admins',
  // the image lists' records (image-repository; the images themselves are URLs elsewhere)
  'tips',
  'viptips',
  'successImages',
  // the results feed's state: each source's last attempt, its answers, the disagreements it kept
  'feedSources',
  'feedAnswers',
  'feedDisagreements',
  // the devices subscribed to Web Push: endpoint, keys, choices, language (push-subscription-repository)
  'pushSubscriptions',
] as const;

export type BackedUpCollection = (typeof BACKED_UP_COLLECTIONS)[number];

/** Collections the product keeps that a backup leaves out, each with why. */
export const NOT_BACKED_UP: Readonly<Record<string, string>> = {
  // The log of the backups taken of this store: it belongs to the place, not to its content.
  backups: 'the record of backups taken of this store',
  // Each chat bot's last reply and last error (features/bots): the state of this deployment's bots.
  botDeliveries: 'the chat bots’ last reply and last error',
  // A restored old fan-out would resume and notify every device of an old notice again.
  pushFanOuts: "the push fan-outs' progress and figures (push-fan-out-repository)",
};

export function isBackedUpCollection(name: string): name is BackedUpCollection {
  return (BACKED_UP_COLLECTIONS as readonly string[]).includes(name);
}
