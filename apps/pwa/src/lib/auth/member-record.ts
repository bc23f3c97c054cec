import { API, type Member } from '@lotto/contracts';
import { api } from '@/lib/api-client';

/**
 * `POST /api/users` (spec §7): creates the signed-in member's record on the first call (registration,
 * Google sign-in, or a member without one yet) and keeps its name in step after (the profile). uid
 * and e-mail come from the ID token on the server; only the name travels, trimmed, and none when it
 * is empty.
 */
export function saveMemberRecord(
  token: string,
  name: string | null | undefined,
  signal?: AbortSignal,
): Promise<Member> {
  const trimmed = name?.trim();
  return api.post(API.members.signIn.path(), trimmed ? { name: trimmed } : {}, {
    token,
    schema: API.members.signIn.response,
    signal,
  });
}
