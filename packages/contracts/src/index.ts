export * from './common.js';
export * from './results.js';
export * from './images.js';
export * from './admin.js';
export * from './users.js';
export * from './health.js';
export * from './draws.js';
export * from './history-formats.js';
