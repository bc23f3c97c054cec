import { randomBytes } from 'node:crypto';

/** An e-mail no other test run uses (the emulator is shared and never cleared). */
export function uniqueEmail(label = 'member', domain = 'lotto.test'): string {
  return `${label}-${randomBytes(6).toString('hex')}@${domain}`;
}

/** The password of every member the kit signs up (unless the test names one). */
export const MEMBER_PASSWORD = 'member-password';

export interface EmulatorMember {
  email: string;
  password: string;
  /** The Firebase uid (the emulator's `localId`). */
  uid: string;
  /** A Firebase ID token of the member (carries the display name when one was given). */
  idToken: string;
}

async function identityToolkit<T>(host: string, action: string, body: object): Promise<T> {
  const address = `http://${host}/identitytoolkit.googleapis.com/v1/accounts:${action}?key=demo-api-key`;
  let response: Response;
  try {
    response = await fetch(address, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new Error(
      `The Firebase Auth emulator is not reachable at ${host} (FIREBASE_AUTH_EMULATOR_HOST)`,
      {
        cause: error,
      },
    );
  }
  if (!response.ok)
    throw new Error(`emulator ${action} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A real e-mail/password account in the Firebase Auth emulator at `host` (`127.0.0.1:9099`), as a
 * member who registered: a fresh e-mail unless one is given. With `displayName`, the returned ID
 * token carries it (a fresh sign-in after the update).
 */
export async function signUpMember(
  host: string,
  options: { email?: string; password?: string; displayName?: string } = {},
): Promise<EmulatorMember> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? MEMBER_PASSWORD;
  const account = await identityToolkit<{ idToken: string; localId: string }>(host, 'signUp', {
    email,
    password,
    returnSecureToken: true,
  });
  if (options.displayName === undefined)
    return { email, password, uid: account.localId, idToken: account.idToken };
  await identityToolkit(host, 'update', {
    idToken: account.idToken,
    displayName: options.displayName,
  });
  const signedIn = await identityToolkit<{ idToken: string }>(host, 'signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  return { email, password, uid: account.localId, idToken: signedIn.idToken };
}
