/**
 * The one test kit of the repository (tests and bench only: a devDependency).
 * - `createApiClient`: requests built on `@lotto/contracts`' `API` (admin login, authenticated writes);
 * - `signUpMember`: a real member in the Firebase Auth emulator;
 * - `spawnApi`: the real API as a process (built or from source);
 * - `forgedAdminToken`: an admin token no server signed;
 * - `seededRandom`: a seeded generator for data made by tests and benches;
 * - `ask` / `decoded`: one raw HTTP request, the bytes a server chose to send and their decoding;
 * - `CHROMIUM_PATH` / `CHROMIUM_ARGS`: the browser the e2e tests and the bench drive, and its flags;
 * - `startPushService`: a Web Push service on this machine (RFC 8030 / 8291 / 8292);
 *   `spawnPushService`: the same as another process, driven through its control API.
 */
export * from './chromium.js';
export * from './client.js';
export * from './emulator.js';
export * from './net.js';
export * from './push-service.js';
export * from './push-service-process.js';
export * from './random.js';
export * from './raw-http.js';
export * from './spawn.js';
export * from './tokens.js';
