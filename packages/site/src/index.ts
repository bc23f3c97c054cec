export * from './locales.js';
export * from './pages.js';
export * from './disagreements.js';
export * from './draw-date.js';
export * from './share-card.js';
export * from './push/notice-text.js';
