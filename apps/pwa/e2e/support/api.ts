import { API, type ImageItem, type Result, type ResultInput } from '@lotto/contracts';
import { createApiClient, signUpMember } from '@lotto/test-kit';
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

export async function addResult(stack: Stack, input: ResultInput): Promise<Result> {
  return call<Result>(stack, 'POST', API.results.add.path(), input, await adminToken(stack));
}

/** Adds a result unless one for that date exists already (specs share one stack per worker). */
export async function ensureResult(stack: Stack, input: ResultInput): Promise<void> {
  const existing = await listResults(stack);
  if (!existing.some((r) => r.date === input.date)) await addResult(stack, input);
}

/** The image kinds as the specs name them → the kinds of `API` (docs/glossary.md). */
export type ImageKind = 'tips' | 'viptips' | 'success';
const IMAGE_ENDPOINTS = {
  tips: API.tips,
  viptips: API.vipTips,
  success: API.successImages,
} as const;

export async function addImage(
  stack: Stack,
  kind: ImageKind,
  imageUrl: string,
  caption?: string,
): Promise<ImageItem> {
  return call<ImageItem>(
    stack,
    'POST',
    IMAGE_ENDPOINTS[kind].add.path(),
    caption === undefined ? { imageUrl } : { imageUrl, caption },
    await adminToken(stack),
  );
}

/** Takes an image back (specs share one stack per worker: leave the lists as they were). */
export async function deleteImage(stack: Stack, kind: ImageKind, id: string): Promise<void> {
  await call<undefined>(
    stack,
    'DELETE',
    IMAGE_ENDPOINTS[kind].remove.path({ id }),
    undefined,
    await adminToken(stack),
  );
}

export async function listResults(stack: Stack): Promise<Result[]> {
  return call<Result[]>(stack, 'GET', API.results.list.path());
}

export interface MemberRow {
  _id: string;
  uid: string;
  name: string;
  email: string;
  status: string;
  lastLogin: string;
}

/** The member record the API keeps for `email` (admin view), or undefined. */
export async function findMember(stack: Stack, email: string): Promise<MemberRow | undefined> {
  const rows = await call<MemberRow[]>(
    stack,
    'GET',
    `${API.members.search.path()}?q=${encodeURIComponent(email)}`,
    undefined,
    await adminToken(stack),
  );
  return rows.find((m) => m.email === email.toLowerCase());
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

/** A unique e-mail per test run: the emulator is shared with other suites and never cleared. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@lotto.test`;
}

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
): Promise<MemberRow> {
  // A session of its own: admin specs on the same stack revoke sessions on purpose.
  const token = await createApiClient(stack.apiUrl).loginAdmin(
    stack.adminEmail,
    stack.adminPassword,
  );
  const find = async () =>
    (
      await call<MemberRow[]>(
        stack,
        'GET',
        `${API.members.search.path()}?q=${encodeURIComponent(email)}`,
        undefined,
        token,
      )
    ).find((m) => m.email === email.toLowerCase());
  const deadline = Date.now() + 15_000;
  let member = await find();
  while (!member) {
    if (Date.now() > deadline) throw new Error(`no member record for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    member = await find();
  }
  if (payment === null) {
    return call<MemberRow>(
      stack,
      'PATCH',
      API.members.setStatus.path({ id: member._id }),
      { status: 'approved' },
      token,
    );
  }
  const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  return call<MemberRow>(
    stack,
    'POST',
    API.members.recordPayment.path({ id: member._id }),
    { ...payment, date: today },
    token,
  );
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
  const { uid, idToken } = await signUpMember(stack.authEmulatorHost, { email, password });
  await call(stack, 'POST', API.members.signIn.path(), {}, idToken);
  await approveMember(stack, email, null);
  return { localId: uid, idToken };
}
