import * as v from 'valibot';
import { EmailSchema } from './common.js';

export const ADMIN_PASSWORD_MIN = 8;

const requiredPassword = (message: string) =>
  v.pipe(v.string(message), v.nonEmpty(message), v.maxLength(200, 'Password is too long'));

/** `POST /api/admin/login` body. */
export const AdminLoginInputSchema = v.strictObject({
  email: EmailSchema,
  password: requiredPassword('Password is required'),
});
export type AdminLoginInput = v.InferOutput<typeof AdminLoginInputSchema>;

export const AdminLoginResponseSchema = v.object({ token: v.string() });
export type AdminLoginResponse = v.InferOutput<typeof AdminLoginResponseSchema>;

export const NewAdminPasswordSchema = v.pipe(
  v.string('New password is required'),
  v.minLength(ADMIN_PASSWORD_MIN, `New password must be at least ${ADMIN_PASSWORD_MIN} characters`),
  v.maxLength(200, 'Password is too long'),
);

/** `POST /api/admin/change-password` body. */
export const ChangePasswordInputSchema = v.strictObject({
  oldPassword: requiredPassword('Old password is required'),
  newPassword: NewAdminPasswordSchema,
});
export type ChangePasswordInput = v.InferOutput<typeof ChangePasswordInputSchema>;

/** The admin panel's change-password form: adds the confirmation the server never sees. */
export const ChangePasswordFormSchema = v.pipe(
  v.object({
    oldPassword: requiredPassword('Old password is required'),
    newPassword: NewAdminPasswordSchema,
    confirmPassword: requiredPassword('Confirm password is required'),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) => input.newPassword === input.confirmPassword,
      'New passwords do not match',
    ),
    ['confirmPassword'],
  ),
);

/** `POST /api/admin/change-email` body. */
export const ChangeEmailInputSchema = v.strictObject({
  newEmail: EmailSchema,
  password: requiredPassword('Current password is required'),
});
export type ChangeEmailInput = v.InferOutput<typeof ChangeEmailInputSchema>;

/** Claims of an admin JWT (HS256). */
export interface AdminTokenClaims {
  sub: string;
  email: string;
  role: 'admin';
  jti: string;
  iat: number;
  exp: number;
}

/** `GET /api/admin/me`. */
export const AdminMeSchema = v.object({
  _id: v.string(),
  email: v.string(),
  role: v.literal('admin'),
});
export type AdminMe = v.InferOutput<typeof AdminMeSchema>;
