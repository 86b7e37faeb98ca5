import { describe, expect, it } from 'vitest';
import { offsetClock } from '../../lib/clock.js';
import { insertMatchRow } from '../../test/match-rows.js';
import { createTestApp } from '../../test/test-app.js';
import { testAppForSuite } from '../../test/suite.js';

const HOUR_MS = 3_600_000;

describe('the development clock', () => {
  const t = testAppForSuite();

  it('moves the server clock forward and applies the period ends the jump made due', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/dev/clock' });
    expect(before.statusCode).toBe(200);
    const start = Date.parse(before.json<{ now: string }>().now);
    const id = await insertMatchRow(t.database.db, { status: 'CRG', reqDate: new Date(start) });

    const moved = await t.app.inject({
      method: 'POST',
      url: '/dev/clock',
      payload: { advanceHours: 73 },
    });
    expect(moved.statusCode).toBe(200);
    expect(Date.parse(moved.json<{ now: string }>().now) - start).toBe(73 * HOUR_MS);
    // Swept at once: the stored row has moved, before anybody reads it.
    const row = await t.app.services.matching.repo.findById(id);
    expect({ status: row?.status, code: row?.matchCompleteCode }).toEqual({
      status: 'CME',
      code: 'CP1',
    });
    const after = await t.app.inject({ method: 'GET', url: '/dev/clock' });
    expect(after.json<{ now: string }>().now).toBe(moved.json<{ now: string }>().now);
  });

  it('refuses a jump that is not a positive number of hours with 400', async () => {
    for (const payload of [{ advanceHours: -1 }, { advanceHours: 'soon' }, { hours: 1 }, {}]) {
      const response = await t.app.inject({ method: 'POST', url: '/dev/clock', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: expect.any(String) });
    }
  });
});

describe('the development clock in production', () => {
  it('does not exist', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production' }, seed: false });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/dev/clock' })).statusCode).toBe(404);
      const post = await t.app.inject({
        method: 'POST',
        url: '/dev/clock',
        payload: { advanceHours: 1 },
      });
      expect(post.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('the server clock outside tests', () => {
  it('is the real time plus the offset the development clock added', async () => {
    const clock = offsetClock();
    clock.advanceMs(2 * HOUR_MS);
    expect(clock.offsetMs()).toBe(2 * HOUR_MS);
    expect(clock.now().getTime() - Date.now()).toBeGreaterThanOrEqual(2 * HOUR_MS - 1000);
  });
});
