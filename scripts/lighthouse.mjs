#!/usr/bin/env node
// `npm run lighthouse`: builds the product, starts it in each mode (production, and the demo that
// the README's `npm start` runs; each on a fresh embedded database in a temporary directory), and
// runs Lighthouse's mobile audit (simulated slow 4G and a 4x slower CPU) in Debian's Chromium
// against the landing page, the app home and the FAQ. Each audit is a first visit: a fresh
// browser profile per run, nothing cached. Prints one JSON line per mode, page and category, as
// `npm run bench` does: {"bench": "web.lighthouse_<mode>_<page>_<category>", "unit": "score",
// "median", "p95", "n"}, then the page's LCP, TBT (ms) and CLS. Not part of `npm test`: scores
// vary with the machine.
//   --runs N       audits per page (default 3; the median is reported)
//   --no-build     use the existing build
//   --json DIR     also write each page's last Lighthouse report to DIR
//   --pages A,B    only these pages (landing, app_home, app_faq)
//   --modes A,B    only these modes (production, demo)
//   --warm         one browser for every run of a page (a returning visitor's browser)
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureChromium } from './ensure-chromium.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const runs = Number(option('--runs', '3'));
const jsonDir = option('--json', undefined);
const onlyPages = option('--pages', undefined)?.split(',');
const modes = option('--modes', 'production,demo').split(',');
const warm = args.includes('--warm');

// A device id belongs to the first browser that opened a session with it (its device secret), so
// every fresh browser profile is a new device with an id of its own; a warm browser keeps one.
const PAGES = {
  landing: () => '/',
  app_home: (deviceId) => `/app?deviceId=${deviceId}`,
  // The guard keeps the device id of the address and removes it, as the app shell opens any page.
  app_faq: (deviceId) => `/app/faq?deviceId=${deviceId}`,
};
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(baseUrl, server) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become ready');
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function line(bench, unit, values) {
  const sorted = [...values].sort((a, b) => a - b);
  const p95 = sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))];
  console.log(JSON.stringify({ bench, unit, median: median(values), p95, n: values.length }));
}

/** One audit; a run whose trace came out broken (a busy machine) is tried again, twice at most. */
async function audit(url, port) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result.lhr.runtimeError) return result;
    if (attempt === 3) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  }
}

if (!args.includes('--no-build')) {
  const build = spawnSync('npm', ['run', '-s', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const chromePath = ensureChromium();
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The built server on a free port, in a fresh data directory, as `npm start` or production. */
async function startServer(mode) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'haetbit-lighthouse-'));
  const env = {
    ...process.env,
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
  };
  // The embedded database: the audit is about the web app, not a database server.
  delete env.DATABASE_URL;
  delete env.DEMO_MODE;
  const serverArgs = ['apps/server/dist/main.js'];
  if (mode === 'demo') {
    delete env.NODE_ENV;
    serverArgs.push('--demo');
  } else {
    Object.assign(env, {
      NODE_ENV: 'production',
      // The settings a production start cannot do without (docs/operations.md).
      SESSION_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_BASE_URL: 'http://127.0.0.1',
      ADMIN_ID: 'lighthouse',
      ADMIN_PASSWORD: randomBytes(16).toString('hex'),
    });
  }
  const server = spawn(process.execPath, serverArgs, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(baseUrl, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

const launchChrome = () => chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });

if (jsonDir) mkdirSync(jsonDir, { recursive: true });
for (const mode of modes) {
  const server = await startServer(mode);
  let sharedChrome;
  try {
    if (warm) sharedChrome = await launchChrome();
    for (const [page, pathFor] of Object.entries(PAGES)) {
      if (onlyPages && !onlyPages.includes(page)) continue;
      const scores = Object.fromEntries(CATEGORIES.map((category) => [category, []]));
      const metrics = { lcp: [], tbt: [], cls: [] };
      for (let run = 0; run < runs; run += 1) {
        // A first visit: a browser with an empty profile, started for this run alone.
        const chrome = sharedChrome ?? (await launchChrome());
        let result;
        try {
          const deviceId = `E_dev-lighthouse-${mode}-${page}-${sharedChrome ? 0 : run}`;
          result = await audit(`${server.baseUrl}${pathFor(deviceId)}`, chrome.port);
        } finally {
          if (!sharedChrome) await chrome.kill();
        }
        const { lhr } = result;
        for (const category of CATEGORIES) {
          scores[category].push(Math.round((lhr.categories[category]?.score ?? 0) * 100));
        }
        metrics.lcp.push(Math.round(lhr.audits['largest-contentful-paint'].numericValue));
        metrics.tbt.push(Math.round(lhr.audits['total-blocking-time'].numericValue));
        metrics.cls.push(Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)));
        if (jsonDir) writeFileSync(join(jsonDir, `${mode}-${page}.json`), result.report);
      }
      const name = `web.lighthouse_${mode}_${page}`;
      for (const category of CATEGORIES) {
        line(`${name}_${category.replace('-', '_')}`, 'score', scores[category]);
      }
      line(`${name}_lcp`, 'ms', metrics.lcp);
      line(`${name}_tbt`, 'ms', metrics.tbt);
      line(`${name}_cls`, 'score', metrics.cls);
    }
  } finally {
    await sharedChrome?.kill();
    await server.stop();
  }
}
