import { afterEach, describe, expect, it } from 'vitest';
import type { MapConfig } from '@haetbit/contracts';
import { loadConfig } from '../config.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe('map tiles: one runtime setting for the app and the CSP', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function served(env: Record<string, string>) {
    t = await createTestApp({ env, seed: false });
    const response = await t.app.inject({ method: 'GET', url: '/api/map-config' });
    const csp = String(response.headers['content-security-policy']);
    const imgSrc = /img-src ([^;]*)/.exec(csp)?.[1] ?? '';
    return { status: response.statusCode, config: response.json<MapConfig>(), imgSrc };
  }

  it('serves no tile source offline, and the CSP allows no image host', async () => {
    const { status, config, imgSrc } = await served({});
    expect(status).toBe(200);
    expect(config).toEqual({ tileUrl: null, attribution: null });
    expect(imgSrc).not.toContain('https:');
  });

  it('serves VWorld satellite tiles when a VWorld key is set, and the CSP allows that host', async () => {
    const { config, imgSrc } = await served({ VWORLD_API_KEY: 'TEST-KEY-1' });
    expect(config.tileUrl).toBe(
      'https://api.vworld.kr/req/wmts/1.0.0/TEST-KEY-1/Satellite/{z}/{y}/{x}.jpeg',
    );
    expect(config.attribution).toContain('브이월드');
    expect(imgSrc.split(' ')).toContain('https://api.vworld.kr');
  });

  it('lets MAP_TILE_URL override the source, and allows only its host', async () => {
    const { config, imgSrc } = await served({
      VWORLD_API_KEY: 'TEST-KEY-1',
      MAP_TILE_URL: 'https://tiles.example.kr/sat/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© example',
    });
    expect(config).toEqual({
      tileUrl: 'https://tiles.example.kr/sat/{z}/{x}/{y}.png',
      attribution: '© example',
    });
    expect(imgSrc.split(' ')).toContain('https://tiles.example.kr');
    expect(imgSrc).not.toContain('vworld');
  });

  it('refuses a tile setting that is no https template at start', () => {
    for (const MAP_TILE_URL of ['http://tiles.example.kr/{z}/{x}/{y}.png', 'https://x.kr/a.png']) {
      expect(() =>
        loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(64), MAP_TILE_URL }),
      ).toThrow();
    }
  });
});
