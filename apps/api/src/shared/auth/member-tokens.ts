import { randomUUID } from 'node:crypto';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { ServiceUnavailableError, UnauthenticatedError } from '../errors.js';

/** A member as a verified Firebase ID token describes them. */
export interface MemberIdentity {
  uid: string;
  email: string;
  name: string | undefined;
}

/** Verifies a Firebase ID token; throws 401 when it is not valid, 503 when Firebase is unreachable. */
export interface MemberTokenVerifier {
  verify(idToken: string): Promise<MemberIdentity>;
  close(): Promise<void>;
}

const REJECTED_TOKEN_CODES = new Set([
  'auth/argument-error',
  'auth/id-token-expired',
  'auth/id-token-revoked',
  'auth/invalid-id-token',
  'auth/user-disabled',
  'auth/user-not-found',
]);

/**
 * firebase-admin's `verifyIdToken`. With an emulator host set it checks tokens against the Auth
 * emulator (which signs nothing), so the config refuses an emulator host in production.
 */
export function createFirebaseVerifier(options: {
  projectId: string;
  emulatorHost: string | undefined;
}): MemberTokenVerifier {
  if (options.emulatorHost !== undefined) {
    // firebase-admin reads the emulator address from the environment only; mirror the parsed config there.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = options.emulatorHost;
  }
  const app: App = initializeApp({ projectId: options.projectId }, `lotto-api-${randomUUID()}`);
  const auth = getAuth(app);

  return {
    async verify(idToken) {
      try {
        const decoded = await auth.verifyIdToken(idToken);
        const name = typeof decoded.name === 'string' ? decoded.name : undefined;
        return { uid: decoded.uid, email: decoded.email ?? '', name };
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (typeof code === 'string' && REJECTED_TOKEN_CODES.has(code)) {
          throw code === 'auth/id-token-expired'
            ? new UnauthenticatedError('Sign-in expired, please sign in again', 'session_expired')
            : new UnauthenticatedError('Invalid sign-in token');
        }
        throw new ServiceUnavailableError(
          'identity',
          'The identity service cannot verify sign-in tokens right now. Try again shortly.',
          error,
        );
      }
    },
    close() {
      return deleteApp(app);
    },
  };
}
