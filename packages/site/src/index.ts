export * from './locales.js';
export * from './pages.js';
