import * as v from 'valibot';
import { CalendarDaySchema, EmailSchema } from './common.js';

/**
 * A member is `pending` from the first sign-in (spec §4) until the admin approves them (with a
 * recorded payment or without); the admin can `suspend` an approved member and approve them again.
 * Only `approved` members read VIP tips.
 */
export const MEMBER_STATUSES = ['pending', 'approved', 'suspended'] as const;
export const MemberStatusSchema = v.picklist(
  MEMBER_STATUSES,
  'Status must be pending, approved or suspended',
);
export type MemberStatus = v.InferOutput<typeof MemberStatusSchema>;

/**
 * What a member who is not approved is told, on the VIP page and in the 403 of `GET /viptips`
 * (the same words in both places). The site's own payment instructions come from its admin.
 */
export const MEMBERSHIP_MESSAGES = {
  pending:
    'Your membership is awaiting approval. VIP tips open as soon as the admin approves it: contact the site’s admin and pay for your membership as they instruct, and you are approved once your payment is recorded.',
  suspended:
    'Your membership is suspended, so VIP tips are closed to you. Contact the site’s admin to have it approved again.',
} as const satisfies Record<Exclude<MemberStatus, 'approved'>, string>;

/** The most one payment may record (baht): a typo guard, far above any membership fee. */
export const PAYMENT_MAX_BAHT = 1_000_000;
/** Payments are not recorded before this day (a typo guard for the year). */
export const PAYMENT_EARLIEST_DATE = '2000-01-01';
export const MEMBER_NOTE_MAX = 200;

const hasAtMostTwoDecimals = (value: number): boolean =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** An admin's optional note on a payment or a status change; blank counts as none. */
const NoteSchema = v.optional(
  v.pipe(
    v.string('Note must be text'),
    v.trim(),
    v.maxLength(MEMBER_NOTE_MAX, `Note must be at most ${MEMBER_NOTE_MAX} characters`),
    v.transform((note) => (note === '' ? undefined : note)),
  ),
);

/**
 * `POST /api/admin/users/:id/payments` body, for the day `today()` returns (YYYY-MM-DD in Bangkok):
 * amount in baht (more than 0, at most {@link PAYMENT_MAX_BAHT}, satang at most), the day it was paid
 * (a real day, not after today), an optional note. The API and the admin's payment form use it alike.
 */
export function createPaymentInputSchema(today: () => string) {
  return v.strictObject({
    amount: v.pipe(
      v.number('Amount is required'),
      v.finite('Amount must be a number'),
      v.gtValue(0, 'Amount must be more than 0'),
      v.maxValue(
        PAYMENT_MAX_BAHT,
        `Amount must be at most ${PAYMENT_MAX_BAHT.toLocaleString('en-US')} baht`,
      ),
      v.check(hasAtMostTwoDecimals, 'Amount has at most 2 decimals (satang)'),
    ),
    date: v.pipe(
      CalendarDaySchema,
      v.check(
        (date) => date >= PAYMENT_EARLIEST_DATE,
        `Date must be ${PAYMENT_EARLIEST_DATE} or later`,
      ),
      v.check((date) => date <= today(), 'Date cannot be in the future'),
    ),
    note: NoteSchema,
  });
}
export type PaymentInput = v.InferOutput<ReturnType<typeof createPaymentInputSchema>>;

/** A recorded payment: who recorded it (`by`, the admin's e-mail) and when (`at`, ISO time). */
export const PaymentSchema = v.object({
  _id: v.string(),
  amount: v.number(),
  date: v.string(),
  note: v.optional(v.string()),
  by: v.string(),
  at: v.string(),
});
export type Payment = v.InferOutput<typeof PaymentSchema>;

/** One status change of a member: old → new, who and when, the payment that approved them if any. */
export const StatusChangeSchema = v.object({
  from: MemberStatusSchema,
  to: MemberStatusSchema,
  by: v.string(),
  at: v.string(),
  paymentId: v.optional(v.string()),
  note: v.optional(v.string()),
});
export type StatusChange = v.InferOutput<typeof StatusChangeSchema>;

/**
 * `POST /api/users` body. uid and email come from the verified Firebase ID token, never from here;
 * the fields the earlier client sent (uid, email, status, lastLogin) are accepted and ignored so that
 * old clients keep working, but a client can never set its own status.
 */
export const MemberUpsertInputSchema = v.strictObject({
  name: v.optional(
    v.pipe(v.string('Name must be text'), v.trim(), v.maxLength(100, 'Name is too long')),
  ),
  uid: v.optional(v.string()),
  email: v.optional(v.string()),
  status: v.optional(v.string()),
  lastLogin: v.optional(v.string()),
});
export type MemberUpsertInput = v.InferOutput<typeof MemberUpsertInputSchema>;

/**
 * A member as the admin sees it: `paid` is the sum of their recorded `payments` (baht), `history`
 * every status change, oldest first.
 */
export const MemberSchema = v.object({
  _id: v.string(),
  uid: v.string(),
  name: v.string(),
  email: v.string(),
  status: MemberStatusSchema,
  lastLogin: v.string(),
  createdAt: v.string(),
  paid: v.number(),
  payments: v.array(PaymentSchema),
  history: v.array(StatusChangeSchema),
});
export type Member = v.InferOutput<typeof MemberSchema>;

/**
 * `GET /api/users/me`: a member's own record. `statusSince` is when the status last changed (the
 * sign-up time while it never did); what the admin noted and who they are stay on the admin side.
 */
export const OwnMembershipSchema = v.object({
  name: v.string(),
  email: v.string(),
  status: MemberStatusSchema,
  statusSince: v.string(),
  createdAt: v.string(),
});
export type OwnMembership = v.InferOutput<typeof OwnMembershipSchema>;

/**
 * `PATCH /api/admin/users/:id` body: approve without a payment, suspend, or set back to pending,
 * with an optional note kept in the history.
 */
export const MemberStatusPatchSchema = v.strictObject({
  status: MemberStatusSchema,
  note: NoteSchema,
});
export type MemberStatusPatch = v.InferOutput<typeof MemberStatusPatchSchema>;

export const RecentMemberSchema = v.object({
  _id: v.string(),
  name: v.string(),
  email: v.string(),
  status: v.string(),
  lastLogin: v.string(),
});

/**
 * `GET /api/dashboard`: `totalEarned` is the sum of every recorded payment (baht); suspended members
 * count in `totalUsers` only.
 */
export const DashboardSchema = v.object({
  totalUsers: v.number(),
  approvedUsers: v.number(),
  pendingUsers: v.number(),
  totalEarned: v.number(),
  recentUsers: v.array(RecentMemberSchema),
});
export type Dashboard = v.InferOutput<typeof DashboardSchema>;

/** Member login form (spec §5). */
export const LoginFormSchema = v.object({
  email: v.pipe(v.string('Email is required'), v.trim(), v.nonEmpty('Email is required')),
  password: v.pipe(v.string('Password is required'), v.nonEmpty('Password is required')),
});
export type LoginForm = v.InferOutput<typeof LoginFormSchema>;

export const MEMBER_PASSWORD_MIN = 6;

/** Member registration form (spec §5). */
export const RegisterFormSchema = v.object({
  name: v.pipe(v.string('Name is required'), v.trim(), v.nonEmpty('Name is required')),
  email: v.pipe(v.string('Email is required'), v.trim(), v.nonEmpty('Email is required')),
  password: v.pipe(
    v.string('Password is required'),
    v.nonEmpty('Password is required'),
    v.minLength(MEMBER_PASSWORD_MIN, 'Minimum 6 characters required'),
  ),
});
export type RegisterForm = v.InferOutput<typeof RegisterFormSchema>;

/** Profile form: display name and photo URL (optional). */
export const ProfileFormSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.maxLength(100, 'Name is too long')),
  photoURL: v.pipe(v.string(), v.trim(), v.maxLength(2048, 'Photo URL is too long')),
});
export type ProfileForm = v.InferOutput<typeof ProfileFormSchema>;

export { EmailSchema };

/** `GET /api/admin/users?q=`: `q` matches name or e-mail, case-insensitive. */
export const MemberSearchQuerySchema = v.strictObject({
  q: v.optional(v.pipe(v.string('q must be text'), v.trim(), v.maxLength(100, 'q is too long'))),
});
export type MemberSearchQuery = v.InferOutput<typeof MemberSearchQuerySchema>;
