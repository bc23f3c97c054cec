/** The Chromium the browser tests and the bench drive: Debian's, unless CHROMIUM_PATH names another. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The flags of every Chromium the browser tests and the bench start: no sandbox (containers), no
 * GPU, no QUIC, and nothing phoning home. Not `--headless`: Playwright adds it itself (`headless`,
 * true by default); a launcher that does not (Lighthouse's) is given it beside these.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
