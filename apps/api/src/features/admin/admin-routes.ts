import { API } from '@lotto/contracts';
import type { Context } from 'koa';
import type { AdminPrincipal } from '../../shared/auth/admin-tokens.js';
import { sendPrivateJson } from '../../shared/http/json-cache.js';
import { jsonBody } from '../../shared/http/json-body.js';
import type { AppMiddleware, AppRouter } from '../../shared/http/router.js';
import { readBody } from '../../shared/http/validate.js';
import type { AdminService } from './admin-service.js';

function principalOf(ctx: Context): AdminPrincipal {
  const admin = (ctx.state as { admin?: AdminPrincipal }).admin;
  if (admin === undefined) throw new Error('requireAdmin did not run');
  return admin;
}

export function registerAdminRoutes(
  router: AppRouter,
  deps: { admins: AdminService; requireAdmin: AppMiddleware },
): void {
  const { admins, requireAdmin } = deps;

  router.post(API.admin.login.route, jsonBody, async (ctx) => {
    const input = readBody(ctx, API.admin.login.body);
    sendPrivateJson(ctx, await admins.login(input.email, input.password, ctx.ip));
  });

  router.post(API.admin.logout.route, requireAdmin, async (ctx) => {
    await admins.logout(principalOf(ctx));
    ctx.status = 204;
  });

  router.get(API.admin.me.route, requireAdmin, (ctx) => {
    sendPrivateJson(ctx, admins.me(principalOf(ctx)));
  });

  router.post(API.admin.changePassword.route, requireAdmin, jsonBody, async (ctx) => {
    await admins.changePassword(principalOf(ctx), readBody(ctx, API.admin.changePassword.body));
    sendPrivateJson(ctx, { message: 'Password changed successfully' });
  });

  router.post(API.admin.changeEmail.route, requireAdmin, jsonBody, async (ctx) => {
    await admins.changeEmail(principalOf(ctx), readBody(ctx, API.admin.changeEmail.body));
    sendPrivateJson(ctx, { message: 'Email changed successfully, please log in again' });
  });
}
