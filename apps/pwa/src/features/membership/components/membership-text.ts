import type { MemberStatus } from '@lotto/contracts';
import type { MessageId } from '@/i18n';

/** A member's status in words (message ids), for the member's own screens. */
export const STATUS_LABELS = {
  pending: 'members.statusPending',
  approved: 'members.statusApproved',
  suspended: 'members.statusSuspended',
} as const satisfies Record<MemberStatus, MessageId>;

/**
 * What a member who is not approved is told on the VIP page: the contracts' MEMBERSHIP_MESSAGES
 * (the English catalog holds the same words), in the active language.
 */
export const MEMBERSHIP_MESSAGE_IDS = {
  pending: 'members.pendingMessage',
  suspended: 'members.suspendedMessage',
} as const satisfies Record<Exclude<MemberStatus, 'approved'>, MessageId>;
