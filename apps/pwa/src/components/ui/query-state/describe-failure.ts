import { t } from '@/i18n';
import { apiErrorText, isApiError } from '@/lib/api-client';

/**
 * What went wrong, in words a visitor understands, in the active language (call it while
 * rendering). An API error's reason is its code in words (`apiErrorText`), never the server's
 * English; a detail the app's own code wrote (a non-API error's message) is put in as it came.
 */
export function describeFailure(error: unknown, online = true): string {
  if (!online) return t('common.failOffline');
  if (!isApiError(error)) {
    const detail = error instanceof Error ? error.message : String(error);
    return t('common.failSomething', { detail });
  }
  if (error.timedOut) return t('common.failTimeout');
  const { status } = error;
  if (status === 0) return t('common.failUnreachable');
  if (status === -1) return t('common.failNotUnderstood');
  // A reason of the visitor's own (their membership) says more than the status.
  if (error.code === 'membership_pending' || error.code === 'membership_suspended')
    return apiErrorText(error);
  if (status === 503) return t('common.failUnavailable');
  if (status >= 500) return t('common.failServer', { status });
  if (status === 404) return t('common.failNotFound');
  if (status === 401) return t('common.failSignIn');
  if (status === 403) return t('common.failForbidden');
  if (status === 429) return t('common.failTooMany');
  return t('common.failRequest', { status, message: apiErrorText(error) });
}
