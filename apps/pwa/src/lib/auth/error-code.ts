/*
 * The code of a failed Firebase Auth call. Apart from the sentences of error-message.ts: the auth
 * store needs only this, and it loads with the first paint (the sentences load with the forms).
 */

const FIREBASE_CODE = /^auth\/([a-z0-9-]+)$/;

/** The `auth/…` code of a Firebase error (`code` property), or undefined. */
export function authErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const { code } = error;
  return typeof code === 'string' && FIREBASE_CODE.test(code) ? code : undefined;
}
