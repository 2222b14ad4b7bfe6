/**
 * Debian's Chromium headless shell (scripts/lib.sh ensure_chromium) and its flags: the e2e suite and the browser
 * benchmarks. The shell is Chromium's engine without the browser's own interface: the full browser, even headless,
 * loads its omnibox popup page (about 170 requests of its own scripts) in every new context, which took the machine's
 * two cores from the page under test (decision D-125).
 */
export const CHROMIUM_LAUNCH = {
  executablePath: '/usr/bin/chromium-headless-shell',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
