// Renders the PNG icons of the web app manifest from the SVG sources with Debian's Chromium.
// Run after changing public/favicon.svg or scripts/maskable.svg: `node scripts/generate-icons.mjs`.
import { readFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const here = new URL('.', import.meta.url);
const out = (name) => new URL(`../public/icons/${name}`, here).pathname;
const jobs = [
  { svg: '../public/favicon.svg', size: 192, file: 'icon-192.png', transparent: true },
  { svg: '../public/favicon.svg', size: 512, file: 'icon-512.png', transparent: true },
  { svg: './maskable.svg', size: 512, file: 'maskable-512.png', transparent: false },
  { svg: './maskable.svg', size: 180, file: 'apple-touch-icon.png', transparent: false },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const job of jobs) {
    const svg = await readFile(new URL(job.svg, here), 'utf8');
    const page = await browser.newPage({ viewport: { width: job.size, height: job.size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${job.size}" height="${job.size}" `)}</body></html>`,
    );
    await page.screenshot({ path: out(job.file), omitBackground: job.transparent });
    await page.close();
    console.log(`wrote public/icons/${job.file}`);
  }
} finally {
  await browser.close();
}
