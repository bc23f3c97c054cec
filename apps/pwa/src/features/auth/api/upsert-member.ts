import type { Member } from '@lotto/contracts';
import { t } from '@/i18n';
import { useAuthStore } from '@/lib/auth/auth-store';
import { saveMemberRecord } from '@/lib/auth/member-record';

/**
 * POST /api/users after registration and every Google sign-in (spec §7). uid and e-mail come
 * from the ID token on the server; only the name travels in the body.
 */
export async function upsertMember(name: string | null | undefined): Promise<Member> {
  const token = await useAuthStore.getState().getIdToken();
  if (!token) throw new Error(t('members.notSignedIn'));
  return saveMemberRecord(token, name);
}
