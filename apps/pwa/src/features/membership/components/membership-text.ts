import type { MemberStatus } from '@lotto/contracts';

/** A member's status in words, for the member's own screens. */
export const STATUS_LABELS: Record<MemberStatus, string> = {
  pending: 'Awaiting approval',
  approved: 'Approved',
  suspended: 'Suspended',
};
