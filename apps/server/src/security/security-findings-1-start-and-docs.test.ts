import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SETTING_NAMES } from '../config.js';
import { freePort } from '../test/local-server.js';

/**
 * Finding 1 of the launch review (issue 20), the other side: safe by default does not cost the
 * README its two commands. `npm start` (the built server with `--demo`) brings up the whole product
 * with the demo accounts and says so; the same server without it refuses to start without the
 * production settings, which docs/operations.md lists with what each one's absence means.
 */

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const mainJs = join(root, 'apps/server/dist/main.js');

/** The built server as `npm start` runs it, in a temporary DATA_DIR on a free port. */
function startBuilt(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [mainJs, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => output };
}

describe('finding 1: the README still brings up the demo, and only the demo', () => {
  it("keeps the README's two commands and npm start's --demo", () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm test ');
    const scripts = (
      JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    expect(scripts.start).toBe('npm run build && node apps/server/dist/main.js --demo');
    expect(scripts.test).toBe('node scripts/test.mjs');
  });

  it('npm start serves the product with the demo accounts, announced and on 127.0.0.1', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'haetbit-readme-'));
    const port = await freePort();
    const server = startBuilt(['--demo'], { PORT: String(port), DATA_DIR: dataDir });
    const base = `http://127.0.0.1:${port}`;
    try {
      let ready = false;
      while (!ready) {
        if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
        ready = await fetch(`${base}/readyz`).then(
          (response) => response.ok,
          () => false,
        );
        if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(server.output()).toContain('DEMO MODE');
      expect(server.output()).toContain('"host":"127.0.0.1"');
      const login = (url: string, payload: object) =>
        fetch(`${base}${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(payload),
        });
      const partner = await login('/api/partner/login', {
        userId: 'partner01',
        password: 'demo1234!',
      });
      expect(partner.status).toBe(200);
      const admin = await login('/api/admin/login', { id: 'admin', password: 'admin1234!' });
      expect(admin.status).toBe(200);
      expect((await fetch(`${base}/dev/outbox`)).status).toBe(200);
      expect((await fetch(`${base}/docs/json`)).status).toBe(200);
      // The web app, when it has been built (npm start builds it; npm test builds it first).
      if (existsSync(join(root, 'apps/web/dist/index.html'))) {
        const landing = await fetch(`${base}/`);
        expect(landing.status).toBe(200);
        expect(await landing.text()).toContain('<div id="root">');
      }
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('the same server without --demo refuses to start without the production settings', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'haetbit-production-'));
    try {
      const server = startBuilt([], { PORT: String(await freePort()), DATA_DIR: dataDir });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(
        'Missing production settings: SESSION_SECRET, PUBLIC_BASE_URL',
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('docs/operations.md says for every setting what happens when it is missing', () => {
    const operations = readFileSync(join(root, 'docs/operations.md'), 'utf8');
    const section = operations.split('## Production settings')[1]!.split('\n## ')[0]!;
    const rows = section
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => line.split('|').map((cell) => cell.trim()));
    const documented = new Map<string, string>();
    for (const [, names, whenMissing] of rows) {
      for (const [, name] of names!.matchAll(/`([A-Z_]+)(?:=[^`]*)?`/g)) {
        documented.set(name!, whenMissing!);
      }
    }
    for (const name of SETTING_NAMES) {
      expect(documented.get(name), name).toMatch(/\S/);
    }
  });
});
