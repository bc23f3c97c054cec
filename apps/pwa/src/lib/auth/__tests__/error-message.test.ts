import { FirebaseError } from 'firebase/app';
import { AuthErrorCodes } from 'firebase/auth';
import { describe, expect, it } from 'vitest';
import { t } from '@/i18n';
import { activateLocale } from '@/i18n/activate';
import { ApiError } from '@/lib/api-client';
import {
  AUTH_ERROR_MESSAGE_IDS,
  FALLBACK_ID,
  WRONG_CREDENTIALS_ID,
  authErrorCode,
  errorMessage,
} from '../error-message';

/** The sentence of a code (without `auth/`) in the active language, undefined when unmapped. */
const sentenceOf = (code: string) => {
  const id = AUTH_ERROR_MESSAGE_IDS[code];
  return id === undefined ? undefined : t(id);
};
const WRONG_CREDENTIALS = 'The e-mail or password is incorrect. Check both and try again.';
const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

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
    expect(sentenceOf(code.slice('auth/'.length))).toBe(message);
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
      (code) => sentenceOf(code.slice('auth/'.length)) === undefined,
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

  it('when the API sent a code, then the sentence is the code in the active language, not the server’s English', async () => {
    const taken = new ApiError(409, 'This member keeps changing; try again', undefined, undefined, {
      code: 'changed_meanwhile',
    });
    expect(errorMessage(taken)).toBe('It was changed at the same moment. Try again.');
    await activateLocale('ur');
    expect(errorMessage(taken)).toBe('اسی وقت اس میں تبدیلی ہوئی۔ دوبارہ کوشش کریں۔');
    await activateLocale('en');
  });

  it('when there is nothing to read, then the fallback sentence shows', () => {
    for (const nothing of [undefined, null, '', {}, new Error(''), { code: 42 }]) {
      expect(errorMessage(nothing)).toBe(FALLBACK_MESSAGE);
    }
  });
});

describe('errorMessage in other languages', () => {
  it('then the constants name the English sentences as before', () => {
    expect(t(WRONG_CREDENTIALS_ID)).toBe(WRONG_CREDENTIALS);
    expect(t(FALLBACK_ID)).toBe(FALLBACK_MESSAGE);
    expect(errorMessage(firebaseError('auth/popup-blocked'))).toBe(
      'The browser blocked the Google sign-in window. Allow pop-ups for this site and try again.',
    );
    expect(errorMessage(firebaseError('auth/invalid-app-id'))).toBe(
      'Sign-in is not set up correctly on this site. Please try again later.',
    );
  });

  it('when Thai is active, then a wrong password and an unknown code read in Thai', async () => {
    await activateLocale('th');
    expect(errorMessage(firebaseError('auth/wrong-password'))).toBe(
      'อีเมลหรือรหัสผ่านไม่ถูกต้อง โปรดตรวจสอบทั้งสองอย่างแล้วลองอีกครั้ง',
    );
    expect(errorMessage(firebaseError('auth/some-future-code'))).toBe(
      'เกิดข้อผิดพลาดบางอย่าง โปรดลองอีกครั้ง (รหัสข้อผิดพลาด: auth/some-future-code)',
    );
    expect(errorMessage(undefined)).toBe('เกิดข้อผิดพลาดบางอย่าง โปรดลองอีกครั้ง');
  });

  it.each([
    ['th', /[\u0E00-\u0E7F]/],
    ['hi', /[\u0900-\u097F]/],
    ['ur', /[\u0600-\u06FF]/],
  ] as const)(
    'when %s is active, then every SDK code reads a sentence in its script, not English',
    async (locale, script) => {
      const english = new Map(
        Object.values(AuthErrorCodes).map((code) => [code, errorMessage(firebaseError(code))]),
      );
      await activateLocale(locale);
      for (const code of Object.values(AuthErrorCodes)) {
        const message = errorMessage(firebaseError(code));
        expect(message).toMatch(script);
        expect(message).not.toBe(english.get(code));
        // Only the brand Google stays in Latin letters.
        expect(message.replace('Google', '')).not.toMatch(/[A-Za-z]/);
      }
    },
  );
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
