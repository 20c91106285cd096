import { existsSync } from 'node:fs';

/**
 * How this project launches Chromium, shared by Playwright's config and `npm run bench`:
 * Debian's chromium where it is installed (this workplace cannot download Playwright's browsers),
 * Playwright's own browser elsewhere. Root needs --no-sandbox.
 */
export function chromiumLaunchOptions(): { executablePath?: string; args: string[] } {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (p): p is string => Boolean(p),
  );
  const executablePath = candidates.find((p) => existsSync(p));
  const args = [
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ];
  if (process.getuid?.() === 0) args.push('--no-sandbox');
  return executablePath ? { executablePath, args } : { args };
}
