/*
 * fontkit, which pdf-lib needs to embed a font and which shapes its text: loaded only for a PDF in
 * Thai, Hindi or Urdu (about 330 kB gzip, the price of shaping three scripts right).
 */
// fontkit's Indic shaper (Devanagari syllables) calls the global `regeneratorRuntime`.
import 'regenerator-runtime/runtime.js';

export { default as fontkit } from '@pdf-lib/fontkit';
