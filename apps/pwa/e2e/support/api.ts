import {
  API,
  bangkokDay,
  type Endpoint,
  type ImageItem,
  type ImageKind,
  type Member,
  type Result,
  type ResultInput,
  type UpcomingDraws,
} from '@lotto/contracts';
import { createApiClient, type SendOptions, signUpMember } from '@lotto/test-kit';
import { createMemberAccount } from '../../src/testing/members';
import type { Stack } from './stack';

/*
 * Seeds content through the real API, the way the admin panel does, with the test kit's client
 * (`@lotto/test-kit`). Tests never write to the store directly.
 */

/** A request that must answer 2xx; its parsed body. */
async function call<T>(
  stack: Stack,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const answer = await createApiClient(stack.apiUrl).call<T>(method, path, { body, token });
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(`${method} ${path} → ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

const tokens = new WeakMap<Stack, { apiStart: number; token: Promise<string> }>();

/**
 * An admin JWT for the stack's bootstrap admin. The promise is cached per stack and API process
 * (a restarted API has lost the sessions it kept in memory), so parallel seeding logs in once
 * (every login attempt counts against the API's rate limit).
 */
export function adminToken(stack: Stack): Promise<string> {
  const cached = tokens.get(stack);
  if (cached?.apiStart === stack.apiStarts()) return cached.token;
  const token = createApiClient(stack.apiUrl).loginAdmin(stack.adminEmail, stack.adminPassword);
  token.catch(() => tokens.delete(stack));
  tokens.set(stack, { apiStart: stack.apiStarts(), token });
  return token;
}

/**
 * A request to one endpoint of `API` as the stack's admin (the cached {@link adminToken}), with the
 * test kit's `send`: its answer parsed with the endpoint's schema; throws unless it is 2xx.
 */
export async function adminSend<E extends Endpoint>(
  stack: Stack,
  endpoint: E,
  options: Omit<SendOptions, 'token'> = {},
) {
  return createApiClient(stack.apiUrl).send(endpoint, {
    ...options,
    token: await adminToken(stack),
  });
}

/** Deletes the draw of `date` if the stack has one (left by another spec or an earlier run). */
export async function removeDraw(stack: Stack, date: string): Promise<void> {
  const draw = (await listResults(stack)).find((r) => r.date === date);
  if (draw) await adminSend(stack, API.results.remove, { params: { id: draw._id } });
}

/** The next draw the API's calendar gives (today's or later, the announced moves applied). */
export async function nextScheduledDraw(stack: Stack): Promise<UpcomingDraws['draws'][number]> {
  const answer = await createApiClient(stack.apiUrl).call<UpcomingDraws>(
    'GET',
    API.draws.upcoming.path(),
  );
  const [next] = answer.body.draws;
  if (answer.status !== 200 || !next) throw new Error(`no upcoming draw: ${answer.status}`);
  return next;
}

export async function addResult(stack: Stack, input: ResultInput): Promise<Result> {
  return call<Result>(stack, 'POST', API.results.add.path(), input, await adminToken(stack));
}

/** Adds a result unless one for that date exists already (specs share one stack per worker). */
export async function ensureResult(stack: Stack, input: ResultInput): Promise<void> {
  const existing = await listResults(stack);
  if (!existing.some((r) => r.date === input.date)) await addResult(stack, input);
}

/** The image kinds (`IMAGE_KINDS` in `@lotto/contracts`), which are also their keys in `API`. */
export type { ImageKind };

export async function addImage(
  stack: Stack,
  kind: ImageKind,
  imageUrl: string,
  caption?: string,
): Promise<ImageItem> {
  return call<ImageItem>(
    stack,
    'POST',
    API[kind].add.path(),
    caption === undefined ? { imageUrl } : { imageUrl, caption },
    await adminToken(stack),
  );
}

/** Takes an image back (specs share one stack per worker: leave the lists as they were). */
export async function deleteImage(stack: Stack, kind: ImageKind, id: string): Promise<void> {
  await call<undefined>(
    stack,
    'DELETE',
    API[kind].remove.path({ id }),
    undefined,
    await adminToken(stack),
  );
}

export async function listResults(stack: Stack): Promise<Result[]> {
  return call<Result[]>(stack, 'GET', API.results.list.path());
}

/** The member records matching `email` (`GET /api/admin/users?q=`), parsed with the contract. */
async function searchMembers(stack: Stack, email: string, token: string): Promise<Member[]> {
  return createApiClient(stack.apiUrl).send(API.members.search, { query: { q: email }, token });
}

/** The member record the API keeps for `email` (admin view), or undefined. */
export async function findMember(stack: Stack, email: string): Promise<Member | undefined> {
  const members = await searchMembers(stack, email, await adminToken(stack));
  return members.find((m) => m.email === email.toLowerCase());
}

/** Creates an e-mail/password account directly in the Auth emulator (like a member who registered earlier). */
export async function createEmulatorUser(
  stack: Stack,
  email: string,
  password: string,
): Promise<{ localId: string }> {
  const { uid } = await signUpMember(stack.authEmulatorHost, { email, password });
  return { localId: uid };
}

/** A unique e-mail per test run (`<label>-<random>@lotto.test`): the emulator is never cleared. */
export { uniqueEmail } from '@lotto/test-kit';

/** A draw whose main tiers (first prize, front-3, last-3, last-2) are all published. */
export type PublishedResult = Result &
  Required<Pick<Result, 'prize1' | 'front3' | 'last3' | 'last2'>>;

/** `result` with its main tiers asserted present (the shipped draws of today's era all have them). */
export function published(result: Result | undefined): PublishedResult {
  if (
    result?.prize1 === undefined ||
    result.front3 === undefined ||
    result.last3 === undefined ||
    result.last2 === undefined
  ) {
    throw new Error(`expected a draw with its main tiers, got ${JSON.stringify(result)}`);
  }
  return result as PublishedResult;
}

/** The newest published draw not after today (`GET /api/results/latest`), main tiers asserted. */
export async function latestResult(stack: Stack): Promise<PublishedResult> {
  return published(await call<Result>(stack, 'GET', API.results.latest.path()));
}

/**
 * The admin approves the member of `email` as the Users page does: by recording a payment (today,
 * in Bangkok) or, with `payment: null`, without one. Waits for the member's record first (the app
 * writes it with POST /api/users right after a sign-up). Answers the member record.
 */
export async function approveMember(
  stack: Stack,
  email: string,
  payment: { amount: number; note?: string } | null = { amount: 500 },
): Promise<Member> {
  const client = createApiClient(stack.apiUrl);
  // A session of its own: admin specs on the same stack revoke sessions on purpose.
  const token = await client.loginAdmin(stack.adminEmail, stack.adminPassword);
  const find = async () =>
    (await searchMembers(stack, email, token)).find((m) => m.email === email.toLowerCase());
  const deadline = Date.now() + 15_000;
  let member = await find();
  while (!member) {
    if (Date.now() > deadline) throw new Error(`no member record for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    member = await find();
  }
  const params = { id: member._id };
  if (payment === null) {
    return client.send(API.members.setStatus, { params, body: { status: 'approved' }, token });
  }
  return client.send(API.members.recordPayment, {
    params,
    body: { ...payment, date: bangkokDay() },
    token,
  });
}

/**
 * A member who registered earlier and whom the admin has approved: an e-mail/password account in the
 * Auth emulator, its member record (POST /api/users with its ID token) and an approval without payment.
 */
export async function createApprovedMember(
  stack: Stack,
  email: string,
  password: string,
): Promise<{ localId: string; idToken: string }> {
  const { account } = await createMemberAccount(
    createApiClient(stack.apiUrl),
    stack.authEmulatorHost,
    { email, password },
  );
  await approveMember(stack, email, null);
  return { localId: account.uid, idToken: account.idToken };
}
