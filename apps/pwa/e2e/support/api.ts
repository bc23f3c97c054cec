import type { ImageItem, Result, ResultInput } from '@lotto/contracts';
import type { Stack } from './stack';

/*
 * Seeds content through the real API, the way the admin panel does. Tests never write to the
 * store directly.
 */

async function call<T>(stack: Stack, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(stack.apiUrl + path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

const tokens = new WeakMap<Stack, string>();

/** An admin JWT for the stack's bootstrap admin (cached per stack). */
export async function adminToken(stack: Stack): Promise<string> {
  const cached = tokens.get(stack);
  if (cached) return cached;
  const { token } = await call<{ token: string }>(stack, 'POST', '/api/admin/login', {
    email: stack.adminEmail,
    password: stack.adminPassword,
  });
  tokens.set(stack, token);
  return token;
}

export async function addResult(stack: Stack, input: ResultInput): Promise<Result> {
  return call<Result>(stack, 'POST', '/api/results/add', input, await adminToken(stack));
}

/** Adds a result unless one for that date exists already (specs share one stack per worker). */
export async function ensureResult(stack: Stack, input: ResultInput): Promise<void> {
  const existing = await call<Result[]>(stack, 'GET', '/results');
  if (!existing.some((r) => r.date === input.date)) await addResult(stack, input);
}

export type ImageKind = 'tips' | 'viptips' | 'success';
const IMAGE_PATHS: Record<ImageKind, { add: string; list: string }> = {
  tips: { add: '/api/tips/save', list: '/tips' },
  viptips: { add: '/viptips', list: '/viptips' },
  success: { add: '/api/addSuccess/paper', list: '/api/addSuccess/paper' },
};

export async function addImage(stack: Stack, kind: ImageKind, imageUrl: string): Promise<ImageItem> {
  return call<ImageItem>(stack, 'POST', IMAGE_PATHS[kind].add, { imageUrl }, await adminToken(stack));
}

export async function listResults(stack: Stack): Promise<Result[]> {
  return call<Result[]>(stack, 'GET', '/results');
}
