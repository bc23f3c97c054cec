import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  createPaymentInputSchema,
  MEMBERSHIP_MESSAGES,
  MemberStatusPatchSchema,
  MEMBER_STATUSES,
} from '../members.js';

const schema = createPaymentInputSchema(() => '2026-11-23');
const messages = (input: unknown) =>
  v.safeParse(schema, input).issues?.map((issue) => issue.message) ?? [];

describe('createPaymentInputSchema', () => {
  it('when a payment is valid, then the note is trimmed and a blank note dropped', () => {
    expect(v.parse(schema, { amount: 499.5, date: '2026-11-23', note: '  PromptPay  ' })).toEqual({
      amount: 499.5,
      date: '2026-11-23',
      note: 'PromptPay',
    });
    expect(v.parse(schema, { amount: 1_000_000, date: '2000-01-01', note: '   ' })).toEqual({
      amount: 1_000_000,
      date: '2000-01-01',
      note: undefined,
    });
  });

  it.each([
    [{ amount: 0, date: '2026-11-01' }, 'Amount must be more than 0'],
    [{ amount: -1, date: '2026-11-01' }, 'Amount must be more than 0'],
    [{ amount: 1_000_000.01, date: '2026-11-01' }, 'Amount must be at most 1,000,000 baht'],
    [{ amount: 1.005, date: '2026-11-01' }, 'Amount has at most 2 decimals (satang)'],
    [{ amount: Number.NaN, date: '2026-11-01' }, 'Amount is required'],
    [{ amount: null, date: '2026-11-01' }, 'Amount is required'],
    [{ amount: 1, date: '2026-11-24' }, 'Date cannot be in the future'],
    [{ amount: 1, date: '2026-02-29' }, 'Date is not a real calendar day'],
    [{ amount: 1, date: '23/11/2026' }, 'Date must be YYYY-MM-DD'],
    [{ amount: 1, date: '1999-12-31' }, 'Date must be 2000-01-01 or later'],
    [
      { amount: 1, date: '2026-11-01', note: 'x'.repeat(201) },
      'Note must be at most 200 characters',
    ],
  ])('when the payment is %j, then it says "%s"', (input, message) => {
    expect(messages(input)).toContain(message);
  });

  it('when a key other than amount, date and note is sent, then it is refused', () => {
    expect(v.safeParse(schema, { amount: 1, date: '2026-11-01', by: 'me' }).success).toBe(false);
  });

  it('when the day turns, then the same schema takes the new today', () => {
    let today = '2026-11-23';
    const moving = createPaymentInputSchema(() => today);
    expect(v.safeParse(moving, { amount: 1, date: '2026-11-24' }).success).toBe(false);
    today = '2026-11-24';
    expect(v.safeParse(moving, { amount: 1, date: '2026-11-24' }).success).toBe(true);
  });
});

describe('statuses', () => {
  it('then a member is pending, approved or suspended, and each status but approved has its message', () => {
    expect(MEMBER_STATUSES).toEqual(['pending', 'approved', 'suspended']);
    expect(Object.keys(MEMBERSHIP_MESSAGES).sort()).toEqual(['pending', 'suspended']);
    expect(v.safeParse(MemberStatusPatchSchema, { status: 'banned' }).issues?.[0]?.message).toBe(
      'Status must be pending, approved or suspended',
    );
    expect(v.parse(MemberStatusPatchSchema, { status: 'suspended', note: ' ' })).toEqual({
      status: 'suspended',
      note: undefined,
    });
  });
});
