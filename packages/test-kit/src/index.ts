/**
 * The one test kit of the repository (tests only: a devDependency of the API and the PWA).
 * - `createApiClient`: requests built on `@lotto/contracts`' `API` (admin login, authenticated writes);
 * - `signUpMember`: a real member in the Firebase Auth emulator;
 * - `spawnApi`: the real API as a process (built or from source);
 * - `forgedAdminToken`: an admin token no server signed;
 * - `seededRandom`: a seeded generator for data made by tests and benches.
 */
export * from './client.js';
export * from './emulator.js';
export * from './random.js';
export * from './spawn.js';
export * from './tokens.js';
