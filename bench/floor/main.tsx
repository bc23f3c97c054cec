/**
 * The bench's floor: the least a Vite + React page can do to show Home's largest picture, the
 * first tip's image (the same file, same origin, same attributes as ImageGrid's first image).
 * Lighthouse's figures for it are what this machine and network allow; the PWA's are read against them.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const FLOOR_IMAGE = '/icons/icon-512.png?tip=1';

function Floor() {
  return (
    <main>
      <h1>Tip</h1>
      <img src={FLOOR_IMAGE} alt="Tip 1" loading="eager" fetchPriority="high" decoding="async" />
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
createRoot(root).render(
  <StrictMode>
    <Floor />
  </StrictMode>,
);
