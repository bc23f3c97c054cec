import type { Dashboard, Member, MemberUpsertInput, UserStatus } from '@lotto/contracts';
import type { MemberIdentity } from '../../shared/auth/member-tokens.js';
import type { Clock } from '../../shared/clock.js';
import { NotFoundError } from '../../shared/errors.js';
import { DuplicateKeyError, newId } from '../../store/collection.js';
import type { MemberRepository } from './member-repository.js';

const RECENT_USERS = 10;

/** Members: their own record on sign-in, and what the admin sees and changes. */
export function createMemberService(deps: { members: MemberRepository; clock: Clock }) {
  const { members, clock } = deps;

  /** Later sign-ins refresh name (when sent), e-mail (from the token) and lastLogin; never status. */
  const refresh = async (identity: MemberIdentity, input: MemberUpsertInput, now: string) => {
    const updated = await members.update(
      { uid: identity.uid },
      { lastLogin: now, email: identity.email, ...(input.name ? { name: input.name } : {}) },
    );
    if (updated === null) throw new NotFoundError('Member record disappeared, sign in again');
    return updated;
  };

  return {
    /**
     * POST /api/users. uid and e-mail come from the verified token; the old client's uid, email,
     * status and lastLogin keys were validated and are ignored here. First call creates a pending member.
     */
    async signIn(identity: MemberIdentity, input: MemberUpsertInput): Promise<{ member: Member; created: boolean }> {
      const now = clock();
      const nowIso = now.toISOString();
      if ((await members.findByUid(identity.uid)) !== null) {
        return { member: await refresh(identity, input, nowIso), created: false };
      }
      try {
        const member = await members.insert({
          _id: newId(now.getTime()),
          uid: identity.uid,
          name: input.name === undefined || input.name === '' ? (identity.name ?? '') : input.name,
          email: identity.email,
          status: 'pending',
          lastLogin: nowIso,
          createdAt: nowIso,
          paid: 0,
        });
        return { member, created: true };
      } catch (error) {
        // Two first sign-ins at once (register + Google callback): the loser becomes an update.
        if (error instanceof DuplicateKeyError) return { member: await refresh(identity, input, nowIso), created: false };
        throw error;
      }
    },

    search(q: string | undefined): Promise<Member[]> {
      return members.search(q);
    },

    async setStatus(id: string, status: UserStatus): Promise<Member> {
      const member = await members.setStatus(id, status);
      if (member === null) throw new NotFoundError('No member with this id');
      return member;
    },

    async dashboard(): Promise<Dashboard> {
      const [totalUsers, approvedUsers, pendingUsers, totalEarned, recent] = await Promise.all([
        members.count(),
        members.count({ status: 'approved' }),
        members.count({ status: 'pending' }),
        members.totalPaid(),
        members.search(undefined, RECENT_USERS),
      ]);
      return {
        totalUsers,
        approvedUsers,
        pendingUsers,
        totalEarned,
        recentUsers: recent.map(({ _id, name, email, status, lastLogin }) => ({ _id, name, email, status, lastLogin })),
      };
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
