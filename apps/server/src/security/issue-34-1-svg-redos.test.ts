import { PARTNER_FILE_LIMITS } from '@haetbit/contracts';
import { describe, expect, it } from 'vitest';
import { longestEventLoopStallMs } from '../test/attack-kit.js';
import { partnerCookie } from '../test/consoles.js';
import { multipart } from '../test/contractor-console-kit.js';
import { testAppForSuite } from '../test/suite.js';

/**
 * Issue 34, item 1: one logo upload froze the server. A contractor's SVG made of repeated unclosed
 * `<!--` drove the SVG check's comment pattern into quadratic time (160 KB blocked every request
 * for 5 s). Each input below is the worst of its kind for one of the check's patterns, filled to
 * the logo size limit; while it is checked (and drawn, when it passes the check), the event loop
 * may not stand still for longer than a short bound.
 */

/** Far below the seconds a backtracking pattern needs at this size, far above a linear scan's. */
const STALL_BOUND_MS = 300;

const limit = PARTNER_FILE_LIMITS.logoBytes;
function filled(unit: string, prefix = ''): Buffer {
  const count = Math.floor((limit - Buffer.byteLength(prefix)) / Buffer.byteLength(unit));
  return Buffer.from(prefix + unit.repeat(count));
}

const WORST_INPUTS: Record<string, Buffer> = {
  'unclosed comments only': filled('<!--'),
  'an svg root then unclosed comments': filled('<!--', '<svg xmlns="http://www.w3.org/2000/svg">'),
  'a comment opener without its end, then spaces': filled(' ', '<!--'),
  'tags that never name an element': filled('< '),
  'names that never end in a colon': filled('<a', '<svg>'),
  'attributes that never reach =': filled(' on', '<svg>'),
  'links that never open a quote': filled('href ', '<svg>'),
  'url( without its end': filled('url( ', '<svg>'),
};

describe('issue 34, item 1: no upload can block the event loop', () => {
  const t = testAppForSuite();

  it.each(Object.entries(WORST_INPUTS))(
    'checks a logo of %s at the size limit without stalling the server',
    async (_name, bytes) => {
      expect(bytes.length).toBeLessThanOrEqual(limit);
      expect(bytes.length).toBeGreaterThan(limit - 64);
      const cookie = await partnerCookie(t.app, 'partner05');
      const file = multipart('file', 'logo.svg', 'image/svg+xml', bytes);
      let statusCode = 0;
      const stallMs = await longestEventLoopStallMs(async () => {
        const answer = await t.app.inject({
          method: 'POST',
          url: '/api/partner/profile/logo',
          headers: { cookie, ...file.headers },
          payload: file.payload,
        });
        statusCode = answer.statusCode;
      });
      // None of these is a drawing: each is refused, and the server kept answering meanwhile.
      expect(statusCode).toBe(400);
      expect(stallMs).toBeLessThan(STALL_BOUND_MS);
    },
  );

  it('still stores a plain SVG drawing as a PNG', async () => {
    const cookie = await partnerCookie(t.app, 'partner06');
    const svg = Buffer.from(
      '<!-- logo --><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 40"><rect width="20" height="40" fill="#f5a623"/></svg>',
    );
    const file = multipart('file', 'logo.svg', 'image/svg+xml', svg);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/partner/profile/logo',
      headers: { cookie, ...file.headers },
      payload: file.payload,
    });
    expect(saved.statusCode).toBe(200);
    const id = saved.json<{ comLogoFileId: string }>().comLogoFileId;
    const served = await t.app.inject({ method: 'GET', url: `/api/file/viewer/${id}` });
    expect(served.headers['content-type']).toBe('image/png');
    // Taller than wide: fitted to its height.
    expect(served.rawPayload.readUInt32BE(16)).toBe(256);
    expect(served.rawPayload.readUInt32BE(20)).toBe(512);
  });
});
