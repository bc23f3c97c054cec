import * as v from 'valibot';
import { t } from '@/i18n';

/**
 * The profile form: display name and photo URL (optional). The same rules as @lotto/contracts'
 * ProfileFormSchema, with its messages in the active language (worded when the form is checked).
 */
export const ProfileFormSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(100, () => t('members.nameTooLong')),
  ),
  photoURL: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(2048, () => t('members.photoUrlTooLong')),
  ),
});
