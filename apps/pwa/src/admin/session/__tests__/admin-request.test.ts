import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAdminSession } from '@/admin/session/admin-session-store';
import { adminTokenFor, callApi, forgedAdminToken } from '@/testing/test-api';
import { adminRequest } from '@/admin/session/admin-request';
import { logoutAdmin } from '@/admin/account/api/logout';

const api = await vi.hoisted(async () => {
  const { startTestApiForFile } = await import('@/testing/test-api');
  return startTestApiForFile();
});
afterEach(() => useAdminSession.setState({ token: null, notice: null }));

describe('adminRequest', () => {
  it('when the session is live, then the call carries the token and answers', async () => {
    useAdminSession.getState().signIn(await adminTokenFor(api));
    await expect(adminRequest('GET', '/api/admin/me')).resolves.toMatchObject({
      email: api.adminEmail,
      role: 'admin',
    });
  });

  it('when the API refuses a forged token with 401, then the token is dropped with the reason', async () => {
    useAdminSession.getState().signIn(forgedAdminToken());
    await expect(adminRequest('GET', '/api/dashboard')).rejects.toMatchObject({ status: 401 });
    expect(useAdminSession.getState().token).toBeNull();
    expect(useAdminSession.getState().notice).toMatch(
      /^Your admin session is no longer valid \(.+\)\. Please log in again\.$/,
    );
  });

  it('when the admin logged in again while an old call failed, then the new session stays', async () => {
    const fresh = await adminTokenFor(api);
    useAdminSession.getState().signIn(forgedAdminToken());
    const pending = adminRequest('GET', '/api/dashboard');
    useAdminSession.getState().signIn(fresh);
    await expect(pending).rejects.toMatchObject({ status: 401 });
    expect(useAdminSession.getState().token).toBe(fresh);
  });

  it('when no admin is logged in, then nothing is sent and it rejects with 401', async () => {
    await expect(adminRequest('GET', '/api/dashboard')).rejects.toMatchObject({ status: 401 });
  });
});

describe('logoutAdmin', () => {
  it('when the admin logs out, then the server revokes the token and it is forgotten here', async () => {
    const token = await adminTokenFor(api);
    useAdminSession.getState().signIn(token);
    await logoutAdmin();
    expect(useAdminSession.getState()).toMatchObject({
      token: null,
      notice: 'You have been logged out.',
    });
    expect((await callApi(api, 'GET', '/api/admin/me', { token })).status).toBe(401);
  });
});
