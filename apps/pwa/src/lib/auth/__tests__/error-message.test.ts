import { FirebaseError } from 'firebase/app';
import { AuthErrorCodes } from 'firebase/auth';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  AUTH_ERROR_MESSAGES,
  FALLBACK_MESSAGE,
  WRONG_CREDENTIALS,
  authErrorCode,
  errorMessage,
} from '../error-message';

/** What the SDK throws: a FirebaseError whose message is its own code-laden wording. */
const firebaseError = (code: string) =>
  new FirebaseError(code, `Firebase: Error (${code}).`, { appName: '[DEFAULT]' });

/** Every code the e-mail/password, Google popup, password-reset and profile flows can produce. */
const FLOW_CODES = [
  // e-mail and password
  'auth/invalid-credential',
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/invalid-email',
  'auth/missing-password',
  'auth/email-already-in-use',
  'auth/weak-password',
  'auth/password-does-not-meet-requirements',
  'auth/too-many-requests',
  'auth/user-disabled',
  'auth/operation-not-allowed',
  'auth/admin-restricted-operation',
  'auth/network-request-failed',
  'auth/internal-error',
  'auth/quota-exceeded',
  'auth/multi-factor-auth-required',
  // Google popup
  'auth/popup-closed-by-user',
  'auth/popup-blocked',
  'auth/cancelled-popup-request',
  'auth/account-exists-with-different-credential',
  'auth/unauthorized-domain',
  'auth/web-storage-unsupported',
  'auth/operation-not-supported-in-this-environment',
  'auth/invalid-auth-event',
  'auth/timeout',
  // password reset
  'auth/invalid-recipient-email',
  'auth/unauthorized-continue-uri',
  'auth/invalid-continue-uri',
  'auth/missing-continue-uri',
  'auth/expired-action-code',
  'auth/invalid-action-code',
  // profile update
  'auth/requires-recent-login',
  'auth/user-token-expired',
  'auth/invalid-user-token',
  // spec §8's identity library error kinds
  'auth/login-blocked',
  'auth/invalid-emulator-scheme',
  'auth/user-mismatch',
  'auth/invalid-api-key',
  'auth/auth-domain-config-required',
  'auth/tenant-id-mismatch',
  'auth/unsupported-password-policy-schema-version',
];

describe('errorMessage', () => {
  it.each(FLOW_CODES)('when Firebase fails with %s, then a sentence of its own shows', (code) => {
    const message = errorMessage(firebaseError(code));
    expect(AUTH_ERROR_MESSAGES[code.slice('auth/'.length)]).toBe(message);
    expect(message).not.toMatch(/auth\/|Firebase/);
    expect(message).toMatch(/^[A-Z].*\.$/);
  });

  it('when the password is wrong or the e-mail unknown, then both read the same sentence', () => {
    const messages = [
      AuthErrorCodes.INVALID_PASSWORD,
      AuthErrorCodes.USER_DELETED,
      AuthErrorCodes.INVALID_LOGIN_CREDENTIALS,
      'auth/invalid-login-credentials',
    ].map((code) => errorMessage(firebaseError(code)));
    expect(new Set(messages)).toEqual(new Set([WRONG_CREDENTIALS]));
  });

  it('then every code the SDK defines has a sentence of its own in the map (none falls back)', () => {
    const unmapped = Object.values(AuthErrorCodes).filter(
      (code) => AUTH_ERROR_MESSAGES[code.slice('auth/'.length)] === undefined,
    );
    expect(unmapped).toEqual([]);
  });

  it('then every code the SDK defines gets a sentence, never its code or wording alone', () => {
    for (const code of Object.values(AuthErrorCodes)) {
      const message = errorMessage(firebaseError(code));
      expect(message).not.toBe(code);
      expect(message).not.toMatch(/^Firebase:/);
      expect(message.replace(`(Error code: ${code})`, '')).not.toContain('auth/');
    }
  });

  it('when the code is one this map does not know, then the fallback sentence names it for support', () => {
    expect(errorMessage(firebaseError('auth/some-future-code'))).toBe(
      `${FALLBACK_MESSAGE} (Error code: auth/some-future-code)`,
    );
  });

  it('when the error is the SDK wording without a code, then the fallback sentence shows', () => {
    expect(errorMessage(new Error('Firebase: Error (auth/something).'))).toBe(FALLBACK_MESSAGE);
    expect(errorMessage(new FirebaseError('app/no-app', 'Firebase: No app (app/no-app).'))).toBe(
      FALLBACK_MESSAGE,
    );
  });

  it('when the error is our own, then its message (written for people) is kept', () => {
    expect(errorMessage(new ApiError(503, 'The store is down'))).toBe('The store is down');
    expect(errorMessage(new Error('You are not signed in'))).toBe('You are not signed in');
    expect(errorMessage('Plain words')).toBe('Plain words');
  });

  it('when there is nothing to read, then the fallback sentence shows', () => {
    for (const nothing of [undefined, null, '', {}, new Error(''), { code: 42 }]) {
      expect(errorMessage(nothing)).toBe(FALLBACK_MESSAGE);
    }
  });
});

describe('authErrorCode', () => {
  it('reads auth/ codes only', () => {
    expect(authErrorCode(firebaseError('auth/popup-blocked'))).toBe('auth/popup-blocked');
    expect(authErrorCode({ code: 'auth/popup-blocked' })).toBe('auth/popup-blocked');
    expect(authErrorCode({ code: 'storage/unknown' })).toBeUndefined();
    expect(authErrorCode({ code: 'auth/Bad Code' })).toBeUndefined();
    expect(authErrorCode(null)).toBeUndefined();
  });
});
