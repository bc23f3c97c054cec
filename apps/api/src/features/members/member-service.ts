import {
  type Dashboard,
  MEMBERSHIP_MESSAGES,
  type Member,
  type MemberUpsertInput,
  type OwnMembership,
  type Payment,
  type PaymentInput,
  type StatusChange,
  type MemberStatus,
} from '@lotto/contracts';
import type { MemberIdentity } from '../../shared/auth/member-tokens.js';
import type { Clock } from '../../shared/clock.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../shared/errors.js';
import { DuplicateKeyError, newId } from '../../store/collection.js';
import type { MemberChange, MemberRepository } from './member-repository.js';

const RECENT_USERS = 10;
/** Two admins changing one member at once: each change is redone on the other's result. */
const CHANGE_ATTEMPTS = 3;

/** The member with status `to`, and a history entry when that is a change. */
function withStatus(
  member: Member,
  to: MemberStatus,
  entry: Omit<StatusChange, 'from' | 'to'>,
): MemberChange {
  if (member.status === to)
    return { status: to, payments: member.payments, history: member.history };
  return {
    status: to,
    payments: member.payments,
    history: [...member.history, { from: member.status, to, ...entry }],
  };
}

/** Members: their own record on sign-in, and what the admin sees and changes. */
export function createMemberService(deps: { members: MemberRepository; clock: Clock }) {
  const { members, clock } = deps;

  /** Applies `edit` to the member as stored now, saving it only onto that state (redone if it moved). */
  const change = async (
    id: string,
    edit: (member: Member, at: string) => MemberChange,
  ): Promise<Member> => {
    for (let attempt = 1; ; attempt += 1) {
      const stored = await members.findById(id);
      if (stored === null) throw new NotFoundError('No member with this id');
      const next = edit(stored.member, clock().toISOString());
      if (
        next.status === stored.member.status &&
        next.payments.length === stored.member.payments.length
      ) {
        return stored.member;
      }
      const saved = await members.replaceState(stored, next);
      if (saved !== null) return saved;
      if (attempt === CHANGE_ATTEMPTS)
        throw new ConflictError('This member keeps changing; try again', 'changed_meanwhile');
    }
  };

  /** Later sign-ins refresh name (when sent), e-mail (from the token) and lastLogin; never status. */
  const refresh = async (identity: MemberIdentity, input: MemberUpsertInput, now: string) => {
    const updated = await members.updateProfile(
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
    async signIn(
      identity: MemberIdentity,
      input: MemberUpsertInput,
    ): Promise<{ member: Member; created: boolean }> {
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
          payments: [],
          history: [],
        });
        return { member, created: true };
      } catch (error) {
        // Two first sign-ins at once (register + Google callback): the loser becomes an update.
        if (error instanceof DuplicateKeyError)
          return { member: await refresh(identity, input, nowIso), created: false };
        throw error;
      }
    },

    search(q: string | undefined): Promise<Member[]> {
      return members.search(q);
    },

    /** `GET /api/users/me`: the member's own status; 404 before their first `POST /api/users`. */
    async own(identity: MemberIdentity): Promise<OwnMembership> {
      const member = await members.findByUid(identity.uid);
      if (member === null) throw new NotFoundError('No membership yet: sign in again to create it');
      const { name, email, status, createdAt } = member;
      return {
        name,
        email,
        status,
        createdAt,
        statusSince: member.history.at(-1)?.at ?? createdAt,
      };
    },

    /** VIP tips are for approved members: anyone else gets a 403 saying why and what to do. */
    async requireApproved(identity: MemberIdentity): Promise<void> {
      const member = await members.findByUid(identity.uid);
      const status = member?.status ?? 'pending';
      if (status !== 'approved')
        throw new ForbiddenError(MEMBERSHIP_MESSAGES[status], `membership_${status}`);
    },

    /** Approve (without a payment), suspend or set back to pending; a change is kept with `by` and the time. */
    setStatus(id: string, status: MemberStatus, by: string, note?: string): Promise<Member> {
      return change(id, (member, at) =>
        withStatus(member, status, { by, at, ...(note === undefined ? {} : { note }) }),
      );
    },

    /** Records a payment; a member who is not approved yet (or suspended) is approved by it. */
    recordPayment(id: string, input: PaymentInput, by: string): Promise<Member> {
      const paymentId = newId(clock().getTime());
      return change(id, (member, at) => {
        const payment: Payment = {
          _id: paymentId,
          amount: input.amount,
          date: input.date,
          ...(input.note === undefined ? {} : { note: input.note }),
          by,
          at,
        };
        const next = withStatus(member, 'approved', { by, at, paymentId });
        return { ...next, payments: [...member.payments, payment] };
      });
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
        recentUsers: recent.map(({ _id, name, email, status, lastLogin }) => ({
          _id,
          name,
          email,
          status,
          lastLogin,
        })),
      };
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
