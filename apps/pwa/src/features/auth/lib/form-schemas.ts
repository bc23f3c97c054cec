import { MEMBER_PASSWORD_MIN } from '@lotto/contracts';
import * as v from 'valibot';
import { t } from '@/i18n';

/*
 * The member forms' schemas: the same rules as @lotto/contracts' LoginFormSchema,
 * RegisterFormSchema and EmailSchema (tests/form-schemas.test.ts checks they accept and refuse
 * alike), with their messages in the active language. Messages are functions, so each is worded
 * when a form is checked, in the language of that moment.
 */

const emailRequired = () => t('members.emailRequired');
const passwordRequired = () => t('members.passwordRequired');
const nameRequired = () => t('members.nameRequired');

/** Member login (spec §5): e-mail and password, both required. */
export const LoginFormSchema = v.object({
  email: v.pipe(v.string(emailRequired), v.trim(), v.nonEmpty(emailRequired)),
  password: v.pipe(v.string(passwordRequired), v.nonEmpty(passwordRequired)),
});

/** Member registration (spec §5): name, e-mail, password of at least MEMBER_PASSWORD_MIN. */
export const RegisterFormSchema = v.object({
  name: v.pipe(v.string(nameRequired), v.trim(), v.nonEmpty(nameRequired)),
  email: v.pipe(v.string(emailRequired), v.trim(), v.nonEmpty(emailRequired)),
  password: v.pipe(
    v.string(passwordRequired),
    v.nonEmpty(passwordRequired),
    v.minLength(MEMBER_PASSWORD_MIN, () => t('members.passwordMin', { min: MEMBER_PASSWORD_MIN })),
  ),
});

/** 'Forgot password?': a well-formed e-mail address (contracts' EmailSchema). */
export const PasswordResetFormSchema = v.object({
  email: v.pipe(
    v.string(emailRequired),
    v.trim(),
    v.nonEmpty(emailRequired),
    v.maxLength(254, () => t('members.emailTooLong')),
    v.email(() => t('members.emailInvalid')),
  ),
});
export type PasswordResetValues = v.InferOutput<typeof PasswordResetFormSchema>;
