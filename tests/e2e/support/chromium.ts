import { existsSync } from 'node:fs';

/** Where to look for a Chromium when CHROMIUM_PATH is not set: Debian's, then other common installs. */
export const chromiumCandidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/** Flags that keep Chromium quiet on a closed network and inside containers. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function findChromium(env: NodeJS.ProcessEnv = process.env, candidates = chromiumCandidates): string {
  const override = env.CHROMIUM_PATH;
  if (override) {
    if (existsSync(override)) return override;
    throw new Error(`CHROMIUM_PATH is set to ${override}, but no file is there.`);
  }
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  throw new Error(
    [
      'No Chromium found for the browser tests.',
      'Install one, e.g. on Debian or Ubuntu:  sudo apt-get install -y chromium',
      'or point CHROMIUM_PATH at an installed Chromium or Chrome binary.',
    ].join('\n'),
  );
}
