import { Router } from '@koa/router';
import type { Middleware } from 'koa';
import type { AppState } from '../auth/guards.js';

export type AppRouter = Router<AppState>;
export type AppMiddleware = Middleware<AppState>;

export function createRouter(): AppRouter {
  return new Router<AppState>();
}
