import { API, createPaymentInputSchema } from '@lotto/contracts';
import { adminEmailOf, type AppState } from '../../shared/auth/guards.js';
import { sendPrivateJson } from '../../shared/http/json-cache.js';
import { jsonBody } from '../../shared/http/json-body.js';
import type { AppMiddleware, AppRouter } from '../../shared/http/router.js';
import { readBody, readId, readQuery } from '../../shared/http/validate.js';
import type { MemberService } from './member-service.js';

function identityOf(state: AppState) {
  if (state.member === undefined) throw new Error('requireMember did not run');
  return state.member;
}

/**
 * After `memberOrAdmin`: an admin passes, a member only when approved (403 with what to do
 * otherwise). Guards `GET /viptips`.
 */
export function approvedMemberOrAdmin(
  members: MemberService,
  memberOrAdmin: AppMiddleware,
): AppMiddleware {
  return async (ctx, next) => {
    await memberOrAdmin(ctx, async () => {
      if (ctx.state.admin === undefined) await members.requireApproved(identityOf(ctx.state));
      await next();
    });
  };
}

export function registerMemberRoutes(
  router: AppRouter,
  deps: {
    members: MemberService;
    requireMember: AppMiddleware;
    requireAdmin: AppMiddleware;
    today: () => string;
  },
): void {
  const { members, requireMember, requireAdmin } = deps;
  const PaymentInputSchema = createPaymentInputSchema(deps.today);

  router.post(API.members.signIn.route, requireMember, jsonBody, async (ctx) => {
    const input = readBody(ctx, API.members.signIn.body);
    const { member, created } = await members.signIn(identityOf(ctx.state), input);
    sendPrivateJson(ctx, member, created ? 201 : 200);
  });

  router.get(API.members.own.route, requireMember, async (ctx) => {
    sendPrivateJson(ctx, await members.own(identityOf(ctx.state)));
  });

  router.get(API.members.dashboard.route, requireAdmin, async (ctx) => {
    sendPrivateJson(ctx, await members.dashboard());
  });

  router.get(API.members.search.route, requireAdmin, async (ctx) => {
    sendPrivateJson(ctx, await members.search(readQuery(ctx, API.members.search.query).q));
  });

  router.patch(API.members.setStatus.route, requireAdmin, jsonBody, async (ctx) => {
    const id = readId(ctx.params.id);
    const { status, note } = readBody(ctx, API.members.setStatus.body);
    sendPrivateJson(ctx, await members.setStatus(id, status, adminEmailOf(ctx.state), note));
  });

  router.post(API.members.recordPayment.route, requireAdmin, jsonBody, async (ctx) => {
    const id = readId(ctx.params.id);
    const input = readBody(ctx, PaymentInputSchema);
    sendPrivateJson(ctx, await members.recordPayment(id, input, adminEmailOf(ctx.state)), 201);
  });
}
