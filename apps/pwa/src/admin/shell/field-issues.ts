import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';

/**
 * Puts the reasons of the API's field problems (a 400's `details`) under the fields they name: the
 * ones in `fields`, or every field named when `fields` is left out.
 */
export function showFieldIssues<TValues extends FieldValues>(
  form: { setError: UseFormSetError<TValues> },
  error: unknown,
  fields?: readonly FieldPath<TValues>[],
): void {
  if (!isApiError(error)) return;
  for (const issue of error.fieldIssues) {
    const field = fields
      ? fields.find((name) => name === issue.path)
      : (issue.path as FieldPath<TValues>) || undefined;
    if (field) form.setError(field, { message: issue.message });
  }
}
