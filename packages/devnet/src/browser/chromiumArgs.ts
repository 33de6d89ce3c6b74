/**
 * Flags for a headless Chromium on a machine with no outside network: no background traffic,
 * no component or sync fetches, no QUIC. Pass them as Playwright's `launchOptions.args`.
 */
export const chromiumArgs: readonly string[] = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
])
