import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database } from '../../apps/server/src/db/client.js';
import { offsetClock } from '../../apps/server/src/lib/clock.js';
import { listenOnLoopback } from '../../apps/server/src/test/local-server.js';
import { forSuite } from '../../apps/server/src/test/suite.js';
import {
  buildSeededApp,
  deviceSecretOf,
  keepDeviceSecret,
  testConfig,
} from '../../apps/server/src/test/test-app.js';

// E2E_WEB_DIST points at a copy of a build, so a run is not disturbed by a rebuild of apps/web/dist.
const webDistDir =
  process.env.E2E_WEB_DIST ?? fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Harness {
  baseUrl: string;
  browser: Browser;
  app: FastifyInstance;
  /** The server's clock: real time plus an offset the test can advance (code expiry). */
  clock: ReturnType<typeof offsetClock>;
  newPage(options?: {
    width?: number;
    height?: number;
    deviceId?: string | null;
    skipAccess?: boolean;
    /**
     * Whether the page acts as the shell that keeps every device's secret (decision 003): the
     * default, so a test may open a device in several pages and drive it from the server side
     * too. Off, the page has only what its own storage holds.
     */
    shellKeepsSecrets?: boolean;
  }): Promise<Page>;
  close(): Promise<void>;
}

/**
 * The real server (built web app, seeded in-memory PGlite) on a free local port, and Debian's
 * Chromium through playwright-core at the app's 414 x 896 viewport.
 */
export async function startHarness(
  options: { env?: Record<string, string> } = {},
): Promise<Harness> {
  if (!existsSync(`${webDistDir}/index.html`)) {
    throw new Error('apps/web/dist is missing: run `npm run build -w @haetbit/web` first');
  }
  const clock = offsetClock();
  const database: Database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  const app = await buildSeededApp({
    // The browser and the tests' own calls share one address: no per-address ceilings here.
    config: testConfig({
      WEB_DIST_DIR: webDistDir,
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '0',
      SMS_PER_ADDRESS_PER_HOUR: '0',
      ...options.env,
    }),
    database,
    clock,
  });
  const baseUrl = await listenOnLoopback(app);

  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const contexts: BrowserContext[] = [];

  return {
    baseUrl,
    browser,
    app,
    clock,
    async newPage(options = {}) {
      const context = await browser.newContext({
        viewport: { width: options.width ?? 414, height: options.height ?? 896 },
        locale: 'ko-KR',
        baseURL: baseUrl,
      });
      contexts.push(context);
      if (options.skipAccess) {
        // Pretend the access flow already ran in this session (splash and walkthrough done).
        await context.addInitScript(() => window.sessionStorage.setItem('isAccess', 'true'));
      }
      if (options.shellKeepsSecrets !== false) await keepSecretsLikeTheShell(context, app);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return page;
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => undefined);
      await browser.close();
      await app.close();
      await database.close();
    },
  };
}

/**
 * One harness for the enclosing suite: started before its first test and closed after its last.
 * The answer is filled in by the time tests run, so they read `h.app` and call `h.newPage` as usual.
 */
export const harnessForSuite = (options?: { env?: Record<string, string> }): Harness =>
  forSuite(() => startHarness(options));

/**
 * The session exchange of every page of the context presents the secret the tests hold for the
 * device (issued to another page or to a server-side call), and the secret a page is issued is
 * kept for the others: as the native shell keeps its device's secret across WebViews.
 */
async function keepSecretsLikeTheShell(context: BrowserContext, app: FastifyInstance) {
  await context.route('**/api/session', async (route) => {
    const request = route.request();
    let body: { deviceId?: string; deviceSecret?: string } = {};
    try {
      body = JSON.parse(request.postData() ?? '{}') as typeof body;
    } catch {
      // Not JSON: sent on as it is.
    }
    const known = body.deviceId ? deviceSecretOf(app, body.deviceId) : undefined;
    const response = await route.fetch(
      known && !body.deviceSecret
        ? { postData: JSON.stringify({ ...body, deviceSecret: known }) }
        : undefined,
    );
    const text = await response.text();
    try {
      const answer = JSON.parse(text) as { deviceSecret?: string };
      if (answer.deviceSecret && body.deviceId) {
        keepDeviceSecret(app, body.deviceId, answer.deviceSecret);
      }
    } catch {
      // An error page: nothing to keep.
    }
    await route.fulfill({ response, body: text });
  });
}

let counter = 0;
export function deviceIdForTest(): string {
  counter += 1;
  return `A_e2e-device-${counter}-${randomBytes(5).toString('hex')}`;
}
