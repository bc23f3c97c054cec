import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, issuePaths, uniqueEmail } from '../test-support/services.js';
import { startTestApi, TEST_JWT_SECRET, type TestApi } from '../test-support/test-api.js';

function unsignedToken(payload: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
}

describe('admin authentication', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  describe('POST /api/admin/login', () => {
    it('when the credentials are right, then it answers a HS256 token with sub, email, role, jti and exp', async () => {
      const response = await api.http
        .post('/api/admin/login')
        .send({ email: api.admin.email, password: api.admin.password });
      expect(response.status).toBe(200);
      expect(Object.keys(response.body as object)).toEqual(['token']);
      const decoded = jwt.decode((response.body as { token: string }).token, { complete: true });
      expect(decoded?.header.alg).toBe('HS256');
      const claims = decoded?.payload as Record<string, unknown>;
      expect(claims).toMatchObject({ email: api.admin.email, role: 'admin' });
      expect(claims.sub).toMatch(/^[a-f0-9]{24}$/);
      expect(typeof claims.jti).toBe('string');
      expect(claims.exp).toBe((claims.iat as number) + 3600);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('when the e-mail differs only in case and spaces, then the login still works', async () => {
      await api.http
        .post('/api/admin/login')
        .send({ email: `  ${api.admin.email.toUpperCase()} `, password: api.admin.password })
        .expect(200);
    });

    it('when the password is wrong or the e-mail unknown, then both answer the same 401', async () => {
      const wrong = await api.http
        .post('/api/admin/login')
        .send({ email: api.admin.email, password: 'wrong-password' });
      const unknown = await api.http
        .post('/api/admin/login')
        .send({ email: uniqueEmail(), password: 'whatever-pass' });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual({
        message: 'Invalid email or password',
        code: 'invalid_credentials',
      });
      expect(unknown.body).toEqual(wrong.body);
    });

    it.each([
      [{}, ['email', 'password']],
      [{ email: 'not-an-email', password: 'x' }, ['email']],
      [{ email: 'a@example.com', password: '' }, ['password']],
      [{ email: 'a@example.com', password: 'p'.repeat(201) }, ['password']],
      [{ email: 'a@example.com', password: 'x', role: 'admin' }, ['role']],
      [{ email: { $gt: '' }, password: { $gt: '' } }, ['email.$gt', 'password.$gt']],
      [{ email: 'a@example.com', password: ['x'] }, ['password']],
    ])('when the body is %j, then it answers 400 naming %j', async (body, paths) => {
      const response = await api.http.post('/api/admin/login').send(body).expect(400);
      expect(issuePaths(response).sort()).toEqual([...paths].sort());
    });
  });

  describe('admin-only calls refuse bad tokens', () => {
    const signed = (claims: object, options: jwt.SignOptions = {}, secret = TEST_JWT_SECRET) =>
      jwt.sign(claims, secret, { algorithm: 'HS256', expiresIn: 600, ...options });

    it('when there is no token, then 401 with WWW-Authenticate: Bearer', async () => {
      const response = await api.http.get('/api/admin/me').expect(401);
      expect(response.body).toEqual({ message: 'Missing bearer token', code: 'unauthenticated' });
      expect(response.headers['www-authenticate']).toBe('Bearer');
    });

    it('when the Authorization header is not a bearer token, then 401', async () => {
      const token = await api.loginAdmin();
      await api.http.get('/api/admin/me').set('Authorization', `Token ${token}`).expect(401);
      await api.http.get('/api/admin/me').set('Authorization', 'Bearer').expect(401);
    });

    it('when the signature is forged, then 401', async () => {
      const token = await api.loginAdmin();
      const [header, payload] = token.split('.');
      const forged = signed(
        { email: api.admin.email, role: 'admin' },
        { subject: 'x', jwtid: 'y' },
        'another-secret-of-enough-length-000000000',
      );
      await api.as(forged).get('/api/admin/me').expect(401);
      await api.as(`${header}.${payload}.AAAA`).get('/api/admin/me').expect(401);
    });

    it('when the token says alg none, then 401', async () => {
      const token = await api.loginAdmin();
      const claims = jwt.decode(token) as object;
      const response = await api.as(unsignedToken(claims)).get('/api/admin/me').expect(401);
      expect(response.body).toEqual({ message: 'Invalid token', code: 'unauthenticated' });
    });

    it('when the token has expired, then 401 saying so', async () => {
      const token = await api.loginAdmin();
      const claims = jwt.decode(token) as { sub: string; jti: string; email: string };
      const expired = jwt.sign(
        {
          email: claims.email,
          role: 'admin',
          sub: claims.sub,
          jti: claims.jti,
          exp: Math.floor(Date.now() / 1000) - 10,
        },
        TEST_JWT_SECRET,
        { algorithm: 'HS256' },
      );
      const response = await api.as(expired).get('/api/admin/me').expect(401);
      expect(bodyOf(response).message).toMatch(/expired/);
    });

    it('when a validly signed token lacks the admin role, then 403', async () => {
      const token = await api.loginAdmin();
      const claims = jwt.decode(token) as { sub: string; jti: string; email: string };
      const user = signed(
        { email: claims.email, role: 'user' },
        { subject: claims.sub, jwtid: claims.jti },
      );
      const response = await api.as(user).get('/api/admin/me').expect(403);
      expect(response.body).toEqual({ message: 'Admin role required', code: 'forbidden' });
      await api
        .as(user)
        .post('/api/tips/save')
        .send({ imageUrl: 'https://x.example/a.png' })
        .expect(403);
    });

    it('when a validly signed admin token has no live session, then 401', async () => {
      const token = await api.loginAdmin();
      const claims = jwt.decode(token) as { sub: string; email: string };
      const sessionless = signed(
        { email: claims.email, role: 'admin' },
        { subject: claims.sub, jwtid: 'never-logged-in' },
      );
      const response = await api.as(sessionless).get('/api/admin/me').expect(401);
      expect(bodyOf(response).message).toMatch(/Session has ended/);
    });

    it('when a token lacks required claims, then 401', async () => {
      await api
        .as(signed({ role: 'admin' }))
        .get('/api/admin/me')
        .expect(401);
    });
  });

  describe('sessions', () => {
    it('when logged in, then GET /api/admin/me answers who the admin is', async () => {
      const token = await api.loginAdmin();
      const claims = jwt.decode(token) as { sub: string };
      const response = await api.as(token).get('/api/admin/me').expect(200);
      expect(response.body).toEqual({ _id: claims.sub, email: api.admin.email, role: 'admin' });
    });

    it('when the admin logs out, then that token is refused at once and other sessions stay', async () => {
      const token = await api.loginAdmin();
      const other = await api.loginAdmin();
      await api.as(token).post('/api/admin/logout').expect(204);
      const response = await api.as(token).get('/api/admin/me').expect(401);
      expect(bodyOf(response).message).toMatch(/Session has ended/);
      await api.as(token).post('/api/admin/logout').expect(401);
      await api.as(other).get('/api/admin/me').expect(200);
    });
  });

  describe('POST /api/admin/change-password', () => {
    it('when the old password is wrong, then 400 on oldPassword and nothing changes', async () => {
      const token = await api.loginAdmin();
      const response = await api
        .as(token)
        .post('/api/admin/change-password')
        .send({ oldPassword: 'not-the-password', newPassword: 'another-password-1' })
        .expect(400);
      expect(bodyOf(response).details).toEqual([
        { path: 'oldPassword', message: 'Old password is incorrect' },
      ]);
      await api.loginAdmin();
    });

    it.each([
      [{ oldPassword: 'x', newPassword: 'short' }, 'newPassword'],
      [{ newPassword: 'long-enough-password' }, 'oldPassword'],
      [
        { oldPassword: 'x', newPassword: 'long-enough-password', confirmPassword: 'x' },
        'confirmPassword',
      ],
      [{ oldPassword: { $ne: null }, newPassword: 'long-enough-password' }, 'oldPassword.$ne'],
    ])('when the body is %j, then 400 naming %s', async (body, path) => {
      const token = await api.loginAdmin();
      const response = await api
        .as(token)
        .post('/api/admin/change-password')
        .send(body)
        .expect(400);
      expect(issuePaths(response)).toContain(path);
    });

    it('when the password changes, then this session stays, every other ends, and only the new password logs in', async () => {
      const { email } = api.admin;
      const current = await api.loginAdmin();
      const other = await api.loginAdmin();
      const response = await api
        .as(current)
        .post('/api/admin/change-password')
        .send({ oldPassword: api.admin.password, newPassword: 'brand-new-password' })
        .expect(200);
      expect(response.body).toEqual({ message: 'Password changed successfully' });
      await api.as(current).get('/api/admin/me').expect(200);
      await api.as(other).get('/api/admin/me').expect(401);
      await api.http
        .post('/api/admin/login')
        .send({ email, password: api.admin.password })
        .expect(401);
      await api.http
        .post('/api/admin/login')
        .send({ email, password: 'brand-new-password' })
        .expect(200);
      await api.services.admins.createOrReset(email, api.admin.password);
    });
  });

  describe('POST /api/admin/change-email', () => {
    it('when the password is wrong or the e-mail invalid, then 400', async () => {
      const token = await api.loginAdmin();
      await api
        .as(token)
        .post('/api/admin/change-email')
        .send({ newEmail: uniqueEmail('new'), password: 'wrong-password' })
        .expect(400);
      const invalid = await api
        .as(token)
        .post('/api/admin/change-email')
        .send({ newEmail: 'nope', password: api.admin.password })
        .expect(400);
      expect((bodyOf(invalid).details as { path: string }[])[0]?.path).toBe('newEmail');
    });

    it('when another admin has the e-mail, then 409', async () => {
      const taken = uniqueEmail('taken');
      await api.services.admins.createOrReset(taken, 'other-admin-password');
      const token = await api.loginAdmin();
      const response = await api
        .as(token)
        .post('/api/admin/change-email')
        .send({ newEmail: taken, password: api.admin.password })
        .expect(409);
      expect(response.body).toEqual({
        message: 'Another admin already uses this email',
        code: 'conflict',
      });
    });

    it('when the e-mail changes, then every session of the admin ends, this one too, and the new e-mail logs in', async () => {
      const current = await api.loginAdmin();
      const other = await api.loginAdmin();
      const newEmail = uniqueEmail('renamed');
      const response = await api
        .as(current)
        .post('/api/admin/change-email')
        .send({ newEmail: newEmail.toUpperCase(), password: api.admin.password })
        .expect(200);
      expect(bodyOf(response).message).toMatch(/Email changed/);
      await api.as(current).get('/api/admin/me').expect(401);
      await api.as(other).get('/api/admin/me').expect(401);
      await api.http
        .post('/api/admin/login')
        .send({ email: api.admin.email, password: api.admin.password })
        .expect(401);
      const token = await api.loginAdmin(newEmail, api.admin.password);
      const me = await api.as(token).get('/api/admin/me').expect(200);
      expect(bodyOf(me).email).toBe(newEmail);
      api.admin.email = newEmail;
    });
  });
});
