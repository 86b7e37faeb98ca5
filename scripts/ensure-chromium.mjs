#!/usr/bin/env node
// Browser tests drive Debian's Chromium through playwright-core. This installs it when missing
// (the machine's package manager, as root), so a fresh machine needs nothing by hand.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  console.log(`Chromium not found at ${CHROMIUM_PATH}: installing Debian's chromium package`);
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const run = (args) =>
    execFileSync(asRoot ? args[0] : 'sudo', asRoot ? args.slice(1) : args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', 'chromium', 'fonts-noto-cjk']);
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium still missing at ${CHROMIUM_PATH}`);
  return CHROMIUM_PATH;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureChromium();
}
