import type { AdminMe, ChangeEmailInput, ChangePasswordInput } from '@lotto/contracts';
import bcrypt from 'bcryptjs';
import type { Clock } from '../../shared/clock.js';
import type { AdminPrincipal, AdminTokens } from '../../shared/auth/admin-tokens.js';
import { ConflictError, UnauthenticatedError, ValidationError } from '../../shared/errors.js';
import type { SessionStore } from '../../sessions/session-store.js';
import { DuplicateKeyError, newId } from '../../store/collection.js';
import type { AdminRepository } from './admin-repository.js';
import { createLoginRateLimit, type LoginRateLimitPolicy } from './login-rate-limit.js';

export interface AdminServiceDeps {
  admins: AdminRepository;
  sessions: SessionStore;
  tokens: AdminTokens;
  clock: Clock;
  bcryptRounds: number;
  loginRateLimit: LoginRateLimitPolicy;
}

const normalize = (email: string) => email.trim().toLowerCase();

/** Admin accounts and sessions: login with rate limit, logout, password and e-mail changes. */
export function createAdminService(deps: AdminServiceDeps) {
  const { admins, sessions, tokens, clock, bcryptRounds } = deps;
  const rateLimit = createLoginRateLimit(sessions, deps.loginRateLimit);
  let dummyHash: Promise<string> | undefined;

  /** Unknown e-mails still pay for one bcrypt comparison, so timing does not reveal which exist. */
  const passwordMatches = async (password: string, hash: string | undefined): Promise<boolean> => {
    dummyHash ??= bcrypt.hash('not-a-real-password', bcryptRounds);
    const ok = await bcrypt.compare(password, hash ?? (await dummyHash));
    return ok && hash !== undefined;
  };

  const requireAccount = async (principal: AdminPrincipal) => {
    const admin = await admins.findById(principal.id);
    if (admin === null) throw new UnauthenticatedError('This admin account no longer exists');
    return admin;
  };

  return {
    /** Rate-limited per IP + e-mail (`login-rate-limit.ts`): over the limit → 429 with Retry-After. */
    async login(emailInput: string, password: string, ip: string): Promise<{ token: string }> {
      const email = normalize(emailInput);
      const attempt = { ip, email };
      await rateLimit.admit(attempt);
      const admin = await admins.findByEmail(email);
      if (!(await passwordMatches(password, admin?.passwordHash)) || admin === null) {
        throw new UnauthenticatedError('Invalid email or password', 'invalid_credentials');
      }
      await rateLimit.succeeded(attempt);
      const { token, jti } = tokens.sign({ id: admin._id, email: admin.email });
      await sessions.create(
        { jti, adminId: admin._id, email: admin.email, createdAt: clock().toISOString() },
        tokens.ttlSeconds,
      );
      return { token };
    },

    logout(principal: AdminPrincipal): Promise<void> {
      return sessions.revoke(principal.jti);
    },

    me(principal: AdminPrincipal): AdminMe {
      return { _id: principal.id, email: principal.email, role: 'admin' };
    },

    /** Keeps this session and ends every other one of the admin. */
    async changePassword(principal: AdminPrincipal, input: ChangePasswordInput): Promise<void> {
      const admin = await requireAccount(principal);
      if (!(await passwordMatches(input.oldPassword, admin.passwordHash))) {
        throw new ValidationError('Old password is incorrect', [
          { path: 'oldPassword', message: 'Old password is incorrect' },
        ]);
      }
      const passwordHash = await bcrypt.hash(input.newPassword, bcryptRounds);
      await admins.update(admin._id, { passwordHash, updatedAt: clock().toISOString() });
      await sessions.revokeAllForAdmin(admin._id, principal.jti);
    },

    /** Ends every session of the admin, this one included: the token's e-mail claim is now stale. */
    async changeEmail(principal: AdminPrincipal, input: ChangeEmailInput): Promise<void> {
      const admin = await requireAccount(principal);
      if (!(await passwordMatches(input.password, admin.passwordHash))) {
        throw new ValidationError('Password is incorrect', [
          { path: 'password', message: 'Password is incorrect' },
        ]);
      }
      const email = normalize(input.newEmail);
      if (email !== admin.email) {
        try {
          await admins.update(admin._id, { email, updatedAt: clock().toISOString() });
        } catch (error) {
          if (error instanceof DuplicateKeyError)
            throw new ConflictError('Another admin already uses this email');
          throw error;
        }
      }
      await sessions.revokeAllForAdmin(admin._id);
    },

    /** Creates the first admin from ADMIN_EMAIL/ADMIN_PASSWORD when there is no admin at all. */
    async ensureFirstAdmin(email: string, password: string): Promise<boolean> {
      if ((await admins.count()) > 0) return false;
      try {
        return (await this.createOrReset(email, password)) === 'created';
      } catch (error) {
        // Instances started together on one database: another one created it a moment before.
        if (error instanceof DuplicateKeyError) return false;
        throw error;
      }
    },

    /** CLI: creates the admin, or sets a new password (ending its sessions) when it exists. */
    async createOrReset(emailInput: string, password: string): Promise<'created' | 'reset'> {
      const email = normalize(emailInput);
      const now = clock().toISOString();
      const passwordHash = await bcrypt.hash(password, bcryptRounds);
      const existing = await admins.findByEmail(email);
      if (existing !== null) {
        await admins.update(existing._id, { passwordHash, updatedAt: now });
        await sessions.revokeAllForAdmin(existing._id);
        return 'reset';
      }
      await admins.insert({ _id: newId(), email, passwordHash, createdAt: now, updatedAt: now });
      return 'created';
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
