import * as v from 'valibot';
import { EmailSchema } from './common.js';

export const USER_STATUSES = ['pending', 'approved'] as const;
export const UserStatusSchema = v.picklist(USER_STATUSES, 'Status must be pending or approved');
export type UserStatus = v.InferOutput<typeof UserStatusSchema>;

/**
 * `POST /api/users` body. uid and email come from the verified Firebase ID token, never from here;
 * the fields the earlier client sent (uid, email, status, lastLogin) are accepted and ignored so that
 * old clients keep working, but a client can never set its own status.
 */
export const MemberUpsertInputSchema = v.strictObject({
  name: v.optional(v.pipe(v.string('Name must be text'), v.trim(), v.maxLength(100, 'Name is too long'))),
  uid: v.optional(v.string()),
  email: v.optional(v.string()),
  status: v.optional(v.string()),
  lastLogin: v.optional(v.string()),
});
export type MemberUpsertInput = v.InferOutput<typeof MemberUpsertInputSchema>;

/** A member as the admin sees it. `paid` is the amount the member has paid (baht), 0 by default. */
export const MemberSchema = v.object({
  _id: v.string(),
  uid: v.string(),
  name: v.string(),
  email: v.string(),
  status: UserStatusSchema,
  lastLogin: v.string(),
  createdAt: v.string(),
  paid: v.number(),
});
export type Member = v.InferOutput<typeof MemberSchema>;

/** `PATCH /api/admin/users/:id` body. */
export const UserStatusPatchSchema = v.strictObject({ status: UserStatusSchema });
export type UserStatusPatch = v.InferOutput<typeof UserStatusPatchSchema>;

export const RecentUserSchema = v.object({
  _id: v.string(),
  name: v.string(),
  email: v.string(),
  status: v.string(),
  lastLogin: v.string(),
});

/** `GET /api/dashboard`. */
export const DashboardSchema = v.object({
  totalUsers: v.number(),
  approvedUsers: v.number(),
  pendingUsers: v.number(),
  totalEarned: v.number(),
  recentUsers: v.array(RecentUserSchema),
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
export const AdminUsersQuerySchema = v.strictObject({
  q: v.optional(v.pipe(v.string('q must be text'), v.trim(), v.maxLength(100, 'q is too long'))),
});
export type AdminUsersQuery = v.InferOutput<typeof AdminUsersQuerySchema>;
