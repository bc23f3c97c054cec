import { describe, expect, it } from 'vitest';
import { decodeAdminToken } from '@/admin/session/admin-token';

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (payload: unknown) =>
  `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.c2lnbmF0dXJl`;
const NOW = Date.UTC(2026, 0, 1);
const later = NOW / 1000 + 3600;

describe('decodeAdminToken', () => {
  it('when the payload says role admin and has not expired, then it returns the claims', () => {
    expect(
      decodeAdminToken(
        token({ sub: 'a1', email: 'boss@lotto.test', role: 'admin', exp: later }),
        NOW,
      ),
    ).toEqual({
      sub: 'a1',
      email: 'boss@lotto.test',
      role: 'admin',
      exp: later,
    });
  });

  it('when the e-mail holds non-ASCII characters, then they decode intact', () => {
    expect(
      decodeAdminToken(token({ email: 'ผู้ดูแล@lotto.test', role: 'admin', exp: later }), NOW)?.email,
    ).toBe('ผู้ดูแล@lotto.test');
  });

  it('when the token has expired, then it is refused', () => {
    expect(
      decodeAdminToken(token({ email: 'a@b.c', role: 'admin', exp: NOW / 1000 }), NOW),
    ).toBeNull();
  });

  it.each([
    ['another role', token({ email: 'a@b.c', role: 'member', exp: later })],
    ['no role', token({ email: 'a@b.c', exp: later })],
    ['no e-mail', token({ role: 'admin', exp: later })],
    ['no expiry', token({ email: 'a@b.c', role: 'admin' })],
    ['two parts', `${part({})}.${part({ role: 'admin' })}`],
    ['a payload that is not JSON', `${part({})}.bm90IGpzb24.sig`],
    ['a payload that is not base64', `${part({})}.***.sig`],
    ['an empty string', ''],
  ])('when the token has %s, then it is refused', (_label, value) => {
    expect(decodeAdminToken(value, NOW)).toBeNull();
  });
});
