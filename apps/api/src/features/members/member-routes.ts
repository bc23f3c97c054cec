import { AdminUsersQuerySchema, MemberUpsertInputSchema, UserStatusPatchSchema } from '@lotto/contracts';
import { sendPrivateJson } from '../../shared/http/json-cache.js';
import { jsonBody } from '../../shared/http/json-body.js';
import type { AppMiddleware, AppRouter } from '../../shared/http/router.js';
import { readBody, readId, readQuery } from '../../shared/http/validate.js';
import type { MemberService } from './member-service.js';

export function registerMemberRoutes(
  router: AppRouter,
  deps: { members: MemberService; requireMember: AppMiddleware; requireAdmin: AppMiddleware },
): void {
  const { members, requireMember, requireAdmin } = deps;

  router.post('/api/users', requireMember, jsonBody, async (ctx) => {
    const input = readBody(ctx, MemberUpsertInputSchema);
    const identity = ctx.state.member;
    if (identity === undefined) throw new Error('requireMember did not run');
    const { member, created } = await members.signIn(identity, input);
    sendPrivateJson(ctx, member, created ? 201 : 200);
  });

  router.get('/api/dashboard', requireAdmin, async (ctx) => {
    sendPrivateJson(ctx, await members.dashboard());
  });

  router.get('/api/admin/users', requireAdmin, async (ctx) => {
    sendPrivateJson(ctx, await members.search(readQuery(ctx, AdminUsersQuerySchema).q));
  });

  router.patch('/api/admin/users/:id', requireAdmin, jsonBody, async (ctx) => {
    const id = readId(ctx.params.id);
    sendPrivateJson(ctx, await members.setStatus(id, readBody(ctx, UserStatusPatchSchema).status));
  });
}
