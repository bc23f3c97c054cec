import { isRedirect } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAdminSession } from '@/admin/session/admin-session-store';
import { forgedAdminToken } from '@/testing/test-api';
import { redirectLoggedInAdmin, requireAdminSession } from '../admin-guard';

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

afterEach(() => useAdminSession.setState({ token: null, notice: null }));

describe('requireAdminSession', () => {
  it('when no token is stored, then it redirects to /admin/login', () => {
    const error = thrown(requireAdminSession);
    expect(isRedirect(error)).toBe(true);
    expect((error as { options: { to: string } }).options.to).toBe('/admin/login');
  });

  it('when the stored token has expired, then it is dropped with an explanation and the admin goes to login', () => {
    const expired = `${part({})}.${part({ email: 'a@b.c', role: 'admin', exp: 1 })}.sig`;
    useAdminSession.getState().signIn(expired);
    expect(isRedirect(thrown(requireAdminSession))).toBe(true);
    expect(useAdminSession.getState().token).toBeNull();
    expect(useAdminSession.getState().notice).toBe(
      'Your admin session has expired. Please log in again.',
    );
  });

  it('when the stored token is not an admin token, then it is dropped and the admin goes to login', () => {
    useAdminSession
      .getState()
      .signIn(`${part({})}.${part({ email: 'a@b.c', role: 'member', exp: 9e9 })}.sig`);
    expect(isRedirect(thrown(requireAdminSession))).toBe(true);
    expect(useAdminSession.getState().notice).toMatch(/not valid/);
  });

  it('when the token decodes as an admin token, then it lets the admin in (the signature is the API’s to check)', () => {
    useAdminSession.getState().signIn(forgedAdminToken('boss@lotto.test'));
    expect(requireAdminSession().admin.email).toBe('boss@lotto.test');
  });
});

describe('redirectLoggedInAdmin', () => {
  it('when an admin is logged in, then /admin/login sends them to the dashboard', () => {
    useAdminSession.getState().signIn(forgedAdminToken());
    const error = thrown(redirectLoggedInAdmin);
    expect((error as { options: { to: string } }).options.to).toBe('/admin/dashboard');
  });

  it('when nobody is logged in, then the login screen shows', () => {
    expect(redirectLoggedInAdmin()).toBeUndefined();
  });
});
