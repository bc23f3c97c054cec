/*
 * What a member reads when a Firebase Auth call fails. The SDK's own messages read
 * 'Firebase: Error (auth/wrong-password).': every code the SDK defines (`AuthErrorCodes`, the
 * test checks them all) gets a plain sentence instead, and a code not listed here (a newer SDK)
 * still gets a sentence (with the code kept at the end for support), never the code alone. The
 * dialog titles stay the spec's ('Login Failed', 'Registration Failed', 'Error'). The sentences
 * are the `auth` namespace of the catalogs (packages/site/catalogs/<lang>/auth.json), read in the
 * active language when the error is shown.
 */

import { t, type MessageId } from '@/i18n';
import { apiErrorText, isApiError } from '@/lib/api-client';
import { authErrorCode } from './error-code';

/** Wrong password and unknown e-mail read the same, so the form never tells who has an account. */
export const WRONG_CREDENTIALS_ID = 'auth.wrongCredentials' satisfies MessageId;

/** For codes this map does not know (a newer SDK, a provider setting) and errors without any message. */
export const FALLBACK_ID = 'auth.fallback' satisfies MessageId;

/**
 * Firebase Auth error codes (without the `auth/` prefix) → the id of their sentence. Grouped by
 * what the member can do about them; codes that call for the same action share a sentence.
 */
export const AUTH_ERROR_MESSAGE_IDS: Readonly<Record<string, MessageId>> = {
  // Wrong e-mail or password: one sentence for all of them (see WRONG_CREDENTIALS_ID).
  'invalid-credential': 'auth.wrongCredentials',
  'invalid-login-credentials': 'auth.wrongCredentials',
  'wrong-password': 'auth.wrongCredentials',
  'user-not-found': 'auth.wrongCredentials',

  // What was typed.
  'invalid-email': 'auth.invalidEmail',
  'missing-email': 'auth.missingEmail',
  'missing-password': 'auth.missingPassword',
  'email-already-in-use': 'auth.emailInUse',
  'credential-already-in-use': 'auth.credentialInUse',
  'account-exists-with-different-credential': 'auth.otherSignInMethod',
  'weak-password': 'auth.weakPassword',
  'password-does-not-meet-requirements': 'auth.passwordRequirements',

  // The account itself.
  'user-disabled': 'auth.userDisabled',
  'user-mismatch': 'auth.userMismatch',
  'requires-recent-login': 'auth.recentLogin',
  'user-token-expired': 'auth.sessionExpired',
  'invalid-user-token': 'auth.sessionExpired',
  'user-signed-out': 'auth.signedOut',
  'null-user': 'auth.signedOut',
  'multi-factor-auth-required': 'auth.secondStepUnsupported',
  'login-blocked': 'auth.loginBlocked',

  // Too many tries, quotas.
  'too-many-requests': 'auth.tooMany',
  'quota-exceeded': 'auth.quotaExceeded',

  // The network.
  'network-request-failed': 'auth.network',
  timeout: 'auth.network',

  // The Google popup.
  'popup-closed-by-user': 'auth.popupClosed',
  'user-cancelled': 'auth.popupClosed',
  'popup-blocked': 'auth.popupBlocked',
  'cancelled-popup-request': 'auth.popupCancelled',
  'web-storage-unsupported': 'auth.storageBlocked',
  'operation-not-supported-in-this-environment': 'auth.environmentUnsupported',
  'redirect-cancelled-by-user': 'auth.popupClosed',
  'invalid-auth-event': 'auth.googleUnfinished',
  'no-auth-event': 'auth.googleUnfinished',

  // The password-reset link.
  'expired-action-code': 'auth.resetLinkExpired',
  'invalid-action-code': 'auth.resetLinkBad',
  'invalid-recipient-email': 'auth.recipientInvalid',
  'invalid-sender': 'auth.setup',
  'invalid-continue-uri': 'auth.setup',
  'missing-continue-uri': 'auth.setup',
  'unauthorized-continue-uri': 'auth.setup',

  // The site's set-up: nothing the member can fix.
  'operation-not-allowed': 'auth.methodDisabled',
  'admin-restricted-operation': 'auth.methodDisabled',
  'unauthorized-domain': 'auth.setup',
  'invalid-api-key': 'auth.setup',
  'app-not-authorized': 'auth.setup',
  'auth-domain-config-required': 'auth.setup',
  'invalid-emulator-scheme': 'auth.setup',
  'emulator-config-failed': 'auth.setup',
  'invalid-oauth-provider': 'auth.setup',
  'invalid-oauth-client-id': 'auth.setup',
  'tenant-id-mismatch': 'auth.setup',
  'invalid-tenant-id': 'auth.setup',
  'unsupported-tenant-operation': 'auth.setup',
  'unsupported-password-policy-schema-version': 'auth.setup',
  'recaptcha-not-enabled': 'auth.setup',
  'missing-recaptcha-token': 'auth.setup',
  'invalid-recaptcha-token': 'auth.setup',
  'invalid-recaptcha-action': 'auth.setup',
  'missing-recaptcha-version': 'auth.setup',
  'invalid-recaptcha-version': 'auth.setup',
  'captcha-check-failed': 'auth.captchaFailed',
  'app-deleted': 'auth.setup',
  'argument-error': 'auth.internal',
  'internal-error': 'auth.internal',
  'missing-iframe-start': 'auth.internal',

  // The rest of the SDK's codes: phone numbers, second factors, custom tokens, apps, links and
  // storage. The site's flows (e-mail and password, the Google popup, password reset, the
  // profile) do not use them; each still reads as a sentence the member can act on.
  'email-change-needs-verification': 'auth.emailChangeNeedsVerification',
  'unverified-email': 'auth.unverifiedEmail',
  'provider-already-linked': 'auth.providerLinked',
  'no-such-provider': 'auth.noSuchProvider',
  'rejected-credential': 'auth.rejectedCredential',
  'redirect-operation-pending': 'auth.redirectPending',
  'code-expired': 'auth.codeExpired',
  'invalid-verification-code': 'auth.codeWrong',
  'missing-verification-code': 'auth.codeMissing',
  'invalid-phone-number': 'auth.phoneInvalid',
  'missing-phone-number': 'auth.phoneMissing',
  'invalid-verification-id': 'auth.stepExpired',
  'missing-verification-id': 'auth.stepExpired',
  'invalid-multi-factor-session': 'auth.secondStepExpired',
  'missing-multi-factor-session': 'auth.secondStepExpired',
  'missing-multi-factor-info': 'auth.secondStepExpired',
  'multi-factor-info-not-found': 'auth.secondStepNotSetUp',
  'second-factor-already-in-use': 'auth.secondStepInUse',
  'maximum-second-factor-count-exceeded': 'auth.secondStepMaximum',
  'unsupported-first-factor': 'auth.secondStepUnsupported',
  'invalid-custom-token': 'auth.setup',
  'custom-token-mismatch': 'auth.setup',
  'invalid-app-credential': 'auth.setup',
  'missing-app-credential': 'auth.setup',
  'invalid-app-id': 'auth.setup',
  'app-not-installed': 'auth.setup',
  'invalid-cert-hash': 'auth.setup',
  'missing-android-pkg-name': 'auth.setup',
  'missing-ios-bundle-id': 'auth.setup',
  'missing-client-type': 'auth.setup',
  'invalid-req-type': 'auth.setup',
  'invalid-provider-id': 'auth.setup',
  'invalid-message-payload': 'auth.setup',
  'invalid-dynamic-link-domain': 'auth.setup',
  'invalid-hosting-link-domain': 'auth.setup',
  'dynamic-link-not-activated': 'auth.setup',
  'invalid-cordova-configuration': 'auth.setup',
  'cordova-not-ready': 'auth.setup',
  'already-initialized': 'auth.setup',
  'dependent-sdk-initialized-before-auth': 'auth.setup',
  'missing-or-invalid-nonce': 'auth.internal',
  'cors-unsupported': 'auth.corsUnsupported',
  'invalid-persistence-type': 'auth.persistenceUnsupported',
  'unsupported-persistence-type': 'auth.persistenceUnsupported',
};

/** The SDK's own wording, e.g. 'Firebase: Error (auth/x).': never shown as such. */
const FIREBASE_WORDING = /^Firebase:|\(auth\/[a-z0-9-]+\)/;

export { authErrorCode };

/**
 * The sentence for a failed auth (or profile) call, in the active language. Firebase errors by
 * their code; the API's by its error code too (`apiErrorText`); the app's own errors keep their
 * message, which is already written for people.
 */
export function errorMessage(error: unknown): string {
  const code = authErrorCode(error);
  if (code) {
    const known = AUTH_ERROR_MESSAGE_IDS[code.slice('auth/'.length)];
    return known ? t(known) : t('auth.fallbackWithCode', { code });
  }
  if (isApiError(error) && error.code !== undefined) return apiErrorText(error);
  if (error instanceof Error && error.message && !FIREBASE_WORDING.test(error.message)) {
    return error.message;
  }
  if (typeof error === 'string' && error && !FIREBASE_WORDING.test(error)) return error;
  return t(FALLBACK_ID);
}
