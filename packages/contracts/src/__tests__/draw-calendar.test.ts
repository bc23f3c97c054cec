import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DrawOverrideFormSchema,
  DrawOverrideInputSchema,
  UpcomingDrawsSchema,
} from '../draw-calendar.js';

const issues = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input).issues?.map((issue) => ({
    path: (issue.path ?? []).map((item) => String(item.key)).join('.'),
    message: issue.message,
  })) ?? [];

describe('DrawOverrideInputSchema', () => {
  it('when the body is valid, then the reason is trimmed', () => {
    expect(
      v.parse(DrawOverrideInputSchema, { to: '2026-12-17', reason: '  Royal ceremony  ' }),
    ).toEqual({ to: '2026-12-17', reason: 'Royal ceremony' });
  });

  it.each([
    [{ reason: 'Holiday' }, 'to', 'The new date is required'],
    [{ to: '', reason: 'Holiday' }, 'to', 'The new date is required'],
    [{ to: '17/12/2026', reason: 'Holiday' }, 'to', 'Date must be YYYY-MM-DD'],
    [{ to: '2026-02-30', reason: 'Holiday' }, 'to', 'Date is not a real calendar day'],
    [{ to: '2026-12-17' }, 'reason', 'Reason is required (3–200 characters)'],
    [{ to: '2026-12-17', reason: '  ab  ' }, 'reason', 'Reason is required (3–200 characters)'],
    [
      { to: '2026-12-17', reason: 'x'.repeat(201) },
      'reason',
      'Reason is required (3–200 characters)',
    ],
    [{ to: '2026-12-17', reason: 'Holiday', from: '2026-12-16' }, 'from', 'Unknown field "from"'],
  ])('when the body is %j, then %s is refused: %s', (input, path, message) => {
    expect(issues(DrawOverrideInputSchema, input)).toContainEqual({ path, message });
  });

  it('when the body is not an object, then it says so', () => {
    expect(issues(DrawOverrideInputSchema, ['2026-12-17'])).toEqual([
      { path: '', message: 'A JSON object is required' },
    ]);
  });
});

describe('DrawOverrideFormSchema', () => {
  it('when the new date is the regular date, then the new date is refused', () => {
    expect(
      issues(DrawOverrideFormSchema, { from: '2026-12-16', to: '2026-12-16', reason: 'Holiday' }),
    ).toEqual([{ path: 'to', message: 'The new date must differ from the regular date' }]);
  });

  it('when the dates differ, then the form is accepted', () => {
    expect(
      v.parse(DrawOverrideFormSchema, { from: '2026-12-16', to: '2026-12-17', reason: 'Holiday' }),
    ).toEqual({ from: '2026-12-16', to: '2026-12-17', reason: 'Holiday' });
  });
});

describe('UpcomingDrawsSchema', () => {
  it('takes ISO instants as JSON carries them and refuses other text', () => {
    const draw = {
      date: '2026-12-16',
      startsAt: new Date('2026-12-16T07:30:00Z').toISOString(),
      completeBy: new Date('2026-12-16T09:00:00Z').toISOString(),
    };
    expect(v.is(UpcomingDrawsSchema, { draws: [draw], overrides: [] })).toBe(true);
    expect(
      v.is(UpcomingDrawsSchema, {
        draws: [{ ...draw, startsAt: '16 Dec 2026 14:30' }],
        overrides: [],
      }),
    ).toBe(false);
  });
});
