/*
 * What a member reads when a Firebase Auth call fails. The SDK's own messages read
 * 'Firebase: Error (auth/wrong-password).': every code the SDK defines (`AuthErrorCodes`, the
 * test checks them all) gets a plain sentence instead, and a code not listed here (a newer SDK)
 * still gets a sentence (with the code kept at the end for support), never the code alone. The dialog titles stay the spec's ('Login Failed', 'Registration Failed', 'Error').
 */

import { authErrorCode } from './error-code';

/** Wrong password and unknown e-mail read the same, so the form never tells who has an account. */
export const WRONG_CREDENTIALS = 'The e-mail or password is incorrect. Check both and try again.';

/** For codes this map does not know (a newer SDK, a provider setting) and errors without any message. */
export const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

const NETWORK = 'Could not reach the sign-in service. Check your connection and try again.';
const TOO_MANY =
  'Too many attempts from this device. Wait a few minutes and try again, or reset your password.';
const SETUP = 'Sign-in is not set up correctly on this site. Please try again later.';
const POPUP_CLOSED = 'The Google sign-in window was closed before signing in. Please try again.';
const SESSION_EXPIRED = 'Your session has expired. Log out, log in again and retry.';
const RESET_LINK_BAD =
  'This password reset link is invalid or has already been used. Ask for a new one.';
const INTERNAL = 'The sign-in service had a problem. Please try again in a moment.';

/**
 * Firebase Auth error codes (without the `auth/` prefix) → a sentence. Grouped by what the
 * member can do about them.
 */
export const AUTH_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  // Wrong e-mail or password: one sentence for all of them (see WRONG_CREDENTIALS).
  'invalid-credential': WRONG_CREDENTIALS,
  'invalid-login-credentials': WRONG_CREDENTIALS,
  'wrong-password': WRONG_CREDENTIALS,
  'user-not-found': WRONG_CREDENTIALS,

  // What was typed.
  'invalid-email': 'Enter a valid email address.',
  'missing-email': 'Enter your email address.',
  'missing-password': 'Enter your password.',
  'email-already-in-use':
    'An account with this e-mail already exists. Log in instead, or reset the password if you forgot it.',
  'credential-already-in-use': 'This account is already linked to another member.',
  'account-exists-with-different-credential':
    'An account with this e-mail already exists with another sign-in method. Log in with the e-mail and password you used before.',
  'weak-password': 'This password is too weak. Use at least 6 characters.',
  'password-does-not-meet-requirements':
    'This password does not meet the requirements. Use a longer password with letters, numbers and symbols.',

  // The account itself.
  'user-disabled': 'This account has been disabled. Contact us if you think this is a mistake.',
  'user-mismatch':
    'That is not the account you are signed in with. Use the same account and try again.',
  'requires-recent-login': 'For your security, please log out and log in again, then retry.',
  'user-token-expired': SESSION_EXPIRED,
  'invalid-user-token': SESSION_EXPIRED,
  'user-signed-out': 'You are signed out. Log in and try again.',
  'null-user': 'You are signed out. Log in and try again.',
  'multi-factor-auth-required':
    'This account needs a second sign-in step, which this site does not support yet.',
  'login-blocked':
    'Sign-in was blocked for this account. Contact us if you think this is a mistake.',

  // Too many tries, quotas.
  'too-many-requests': TOO_MANY,
  'quota-exceeded': 'The sign-in service is busy. Please try again later.',

  // The network.
  'network-request-failed': NETWORK,
  timeout: NETWORK,

  // The Google popup.
  'popup-closed-by-user': POPUP_CLOSED,
  'user-cancelled': POPUP_CLOSED,
  'popup-blocked':
    'The browser blocked the Google sign-in window. Allow pop-ups for this site and try again.',
  'cancelled-popup-request':
    'Another Google sign-in window was opened. Finish signing in there or try again.',
  'web-storage-unsupported':
    'This browser blocks the storage sign-in needs (for example in private mode or with cookies turned off). Allow it, or use another browser.',
  'operation-not-supported-in-this-environment':
    'This browser cannot sign in this way. Try another browser.',
  'redirect-cancelled-by-user': POPUP_CLOSED,
  'invalid-auth-event': 'Google sign-in did not finish. Please try again.',
  'no-auth-event': 'Google sign-in did not finish. Please try again.',

  // The password-reset link.
  'expired-action-code': 'This password reset link has expired. Ask for a new one.',
  'invalid-action-code': RESET_LINK_BAD,
  'invalid-recipient-email': 'We could not send an e-mail to this address. Check it and try again.',
  'invalid-sender': SETUP,
  'invalid-continue-uri': SETUP,
  'missing-continue-uri': SETUP,
  'unauthorized-continue-uri': SETUP,

  // The site's set-up: nothing the member can fix.
  'operation-not-allowed': 'This way of signing in is not enabled on this site.',
  'admin-restricted-operation': 'This way of signing in is not enabled on this site.',
  'unauthorized-domain': SETUP,
  'invalid-api-key': SETUP,
  'app-not-authorized': SETUP,
  'auth-domain-config-required': SETUP,
  'invalid-emulator-scheme': SETUP,
  'emulator-config-failed': SETUP,
  'invalid-oauth-provider': SETUP,
  'invalid-oauth-client-id': SETUP,
  'tenant-id-mismatch': SETUP,
  'invalid-tenant-id': SETUP,
  'unsupported-tenant-operation': SETUP,
  'unsupported-password-policy-schema-version': SETUP,
  'recaptcha-not-enabled': SETUP,
  'missing-recaptcha-token': SETUP,
  'invalid-recaptcha-token': SETUP,
  'invalid-recaptcha-action': SETUP,
  'missing-recaptcha-version': SETUP,
  'invalid-recaptcha-version': SETUP,
  'captcha-check-failed': 'The security check failed. Please try again.',
  'app-deleted': SETUP,
  'argument-error': INTERNAL,
  'internal-error': INTERNAL,
  'missing-iframe-start': INTERNAL,

  // The rest of the SDK's codes: phone numbers, second factors, custom tokens, apps, links and
  // storage. The site's flows (e-mail and password, the Google popup, password reset, the
  // profile) do not use them; each still reads as a sentence the member can act on.
  'email-change-needs-verification':
    'Confirm the change with the link sent to your new e-mail address, then log in again.',
  'unverified-email': 'Confirm your e-mail address with the link we sent, then try again.',
  'provider-already-linked': 'This sign-in method is already linked to your account.',
  'no-such-provider': 'This sign-in method is not linked to your account.',
  'rejected-credential': 'The sign-in was refused. Please try again.',
  'redirect-operation-pending': 'Another sign-in is still going on. Wait for it to finish.',
  'code-expired': 'The code has expired. Ask for a new one.',
  'invalid-verification-code': 'The code is not correct. Check it and try again.',
  'missing-verification-code': 'Enter the code you received.',
  'invalid-phone-number': 'Enter a valid phone number.',
  'missing-phone-number': 'Enter your phone number.',
  'invalid-verification-id': 'The sign-in step has expired. Please start again.',
  'missing-verification-id': 'The sign-in step has expired. Please start again.',
  'invalid-multi-factor-session': 'The second sign-in step has expired. Please start again.',
  'missing-multi-factor-session': 'The second sign-in step has expired. Please start again.',
  'missing-multi-factor-info': 'The second sign-in step has expired. Please start again.',
  'multi-factor-info-not-found': 'This second sign-in step is not set up on your account.',
  'second-factor-already-in-use': 'This second sign-in step is already set up on your account.',
  'maximum-second-factor-count-exceeded':
    'Your account has as many second sign-in steps as it can have.',
  'unsupported-first-factor':
    'This account needs a second sign-in step, which this site does not support yet.',
  'invalid-custom-token': SETUP,
  'custom-token-mismatch': SETUP,
  'invalid-app-credential': SETUP,
  'missing-app-credential': SETUP,
  'invalid-app-id': SETUP,
  'app-not-installed': SETUP,
  'invalid-cert-hash': SETUP,
  'missing-android-pkg-name': SETUP,
  'missing-ios-bundle-id': SETUP,
  'missing-client-type': SETUP,
  'invalid-req-type': SETUP,
  'invalid-provider-id': SETUP,
  'invalid-message-payload': SETUP,
  'invalid-dynamic-link-domain': SETUP,
  'invalid-hosting-link-domain': SETUP,
  'dynamic-link-not-activated': SETUP,
  'invalid-cordova-configuration': SETUP,
  'cordova-not-ready': SETUP,
  'already-initialized': SETUP,
  'dependent-sdk-initialized-before-auth': SETUP,
  'missing-or-invalid-nonce': INTERNAL,
  'cors-unsupported': 'This browser cannot sign in here. Try another browser.',
  'invalid-persistence-type':
    'This browser cannot keep you signed in. Allow site storage, or use another browser.',
  'unsupported-persistence-type':
    'This browser cannot keep you signed in. Allow site storage, or use another browser.',
};

/** The SDK's own wording, e.g. 'Firebase: Error (auth/x).': never shown as such. */
const FIREBASE_WORDING = /^Firebase:|\(auth\/[a-z0-9-]+\)/;

export { authErrorCode };

/**
 * The sentence for a failed auth (or profile) call. Firebase errors by their code; our own errors
 * (e.g. the API's `ApiError`) keep their message, which is already written for people.
 */
export function errorMessage(error: unknown): string {
  const code = authErrorCode(error);
  if (code) {
    const known = AUTH_ERROR_MESSAGES[code.slice('auth/'.length)];
    return known ?? `${FALLBACK_MESSAGE} (Error code: ${code})`;
  }
  if (error instanceof Error && error.message && !FIREBASE_WORDING.test(error.message)) {
    return error.message;
  }
  if (typeof error === 'string' && error && !FIREBASE_WORDING.test(error)) return error;
  return FALLBACK_MESSAGE;
}
