import { API, type Member } from '@lotto/contracts';
import { type ApiClient, type EmulatorMember, signUpMember } from '@lotto/test-kit';

/*
 * No vitest here: the browser tests (e2e/support) use it as well as the component tests.
 */

/**
 * A member as the public app makes one: an e-mail/password account in the Firebase Auth emulator
 * at `authHost` (a fresh e-mail unless one is given), then `POST /api/users` with its ID token, so
 * the API keeps a member record (status 'pending'). Answers both.
 */
export async function createMemberAccount(
  client: ApiClient,
  authHost: string,
  options: { name?: string; email?: string; password?: string } = {},
): Promise<{ account: EmulatorMember; member: Member }> {
  const { name, ...credentials } = options;
  const account = await signUpMember(authHost, credentials);
  const member = await client.send(API.members.signIn, {
    body: name === undefined ? {} : { name },
    token: account.idToken,
  });
  return { account, member };
}
