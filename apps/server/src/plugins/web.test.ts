import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressionPlugin } from './compression.js';
import { webPlugin } from './web.js';

const LANDING = '<!doctype html><html><body><h1>landing</h1></body></html>';
const SHELL = '<!doctype html><html><body><div id="root"></div></body></html>';
const OWNER_SHELL =
  '<!doctype html><html><body><div id="root"><div role="status">햇빛 매칭</div></div></body></html>';
const SCRIPT = `export const text = ${JSON.stringify('햇빛 '.repeat(400))};`;

/** A built web app as `vite build` and the post-build step leave it. */
function writeDist(dir: string) {
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  const write = (path: string, text: string) => {
    writeFileSync(join(dir, path), text);
    writeFileSync(join(dir, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${path}.gz`), gzipSync(text));
  };
  write('index.html', LANDING);
  write('app.html', SHELL);
  write('owner.html', OWNER_SHELL);
  write('assets/entry-abc123.js', SCRIPT);
  writeFileSync(join(dir, 'assets/entry-abc123.js.map'), '{"version":3}');
  writeFileSync(join(dir, '.vite/manifest.json'), '{}');
}

describe('web plugin and compression', () => {
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'haetbit-web-'));
    writeDist(dist);
    app = Fastify({ logger: false });
    await app.register(compressionPlugin);
    app.get('/api/big', async () => ({
      items: Array.from({ length: 200 }, (_, i) => `항목 ${i}`),
    }));
    app.get('/api/small', async () => ({ ok: true }));
    await app.register(webPlugin, { distDir: dist });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the stored brotli copy of a hashed asset to a client that accepts brotli', async () => {
    const response = await app.inject({
      url: '/assets/entry-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a client without brotli, and the plain file to one without either', async () => {
    const gzip = await app.inject({
      url: '/assets/entry-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await app.inject({ url: '/assets/entry-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('serves the prerendered landing page at /, the owner shell with its splash under /app and the app shell for the consoles, never cached', async () => {
    const landing = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(landing.headers['content-encoding']).toBe('br');
    expect(landing.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(landing.rawPayload).toString()).toBe(LANDING);

    const shell = await app.inject({ url: '/app/faq', headers: { 'accept-encoding': 'gzip' } });
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect(shell.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(shell.rawPayload).toString()).toBe(OWNER_SHELL);
    expect((await app.inject({ url: '/app' })).body).toBe(OWNER_SHELL);

    // The consoles, and the terms and privacy policy the landing page links (public pages).
    for (const url of ['/partner', '/partner/leads', '/admin/dashboard', '/terms', '/privacy']) {
      const consoleShell = await app.inject({ url });
      expect(consoleShell.statusCode).toBe(200);
      expect(consoleShell.body).toBe(SHELL);
    }
    // Not an /app page: a path that only starts with the same letters.
    expect((await app.inject({ url: '/application' })).statusCode).toBe(404);
  });

  it('answers a mistyped page address in a browser with the app shell and 404, an API client with JSON', async () => {
    const html = 'text/html,application/xhtml+xml,*/*;q=0.8';
    const page = await app.inject({ url: '/admn', headers: { accept: html } });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toBe(SHELL);

    const json = await app.inject({ url: '/admn', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });

    const api = await app.inject({ url: '/api/nothing', headers: { accept: html } });
    expect(api.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });

  it('does not serve source maps or the build manifest', async () => {
    expect((await app.inject({ url: '/assets/entry-abc123.js.map' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });

  it('compresses JSON answers above 1 KB and leaves small ones as they are', async () => {
    const big = await app.inject({ url: '/api/big', headers: { 'accept-encoding': 'br, gzip' } });
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString()).items).toHaveLength(200);

    const small = await app.inject({
      url: '/api/small',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
  });
});
