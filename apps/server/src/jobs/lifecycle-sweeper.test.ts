import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DAY_MS } from '@haetbit/contracts';
import { matchAnalysis } from '../modules/analysis/tables.js';
import { insertMatchRow, type MatchRowSpec } from '../test/match-rows.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createLifecycleSweeper, type LifecycleSweeperOptions } from './lifecycle-sweeper.js';

const silent = { error: vi.fn(), info: vi.fn() };

describe('the lifecycle sweeper on the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Batches of 3, so one sweep takes several and the batching itself is exercised.
    t = await createTestApp({ env: { SWEEP_BATCH_SIZE: '3' } });
  });
  afterAll(async () => t.close());

  /** What a request looks like after its period ends, without its id and write time. */
  async function outcome(id: number) {
    const { repo } = t.app.services.matching;
    const row = await repo.findById(id);
    if (!row) throw new Error(`no request ${id}`);
    // Everything but what differs between two inserted twins (ids, device, address, write time).
    const {
      id: _id,
      matchAnalysisId,
      updatedAt: _u,
      deviceId: _d,
      pnu: _p,
      address: _a,
      ...rest
    } = row;
    const [analysis] = await t.database.db
      .select({ status: matchAnalysis.status })
      .from(matchAnalysis)
      .where(eq(matchAnalysis.id, matchAnalysisId));
    const events = (await repo.listEvents(id)).map((event) => ({
      from: event.fromStatus,
      to: event.toStatus,
      event: event.event,
      code: event.matchCompleteCode,
      actor: event.actor,
      at: event.at.toISOString(),
    }));
    return { row: rest, analysisStatus: analysis?.status, events };
  }

  it('moves every due request in batches and ends as applying the period ends one by one does', async () => {
    const now = t.clock.now().getTime();
    const ago = (days: number) => new Date(now - days * DAY_MS);
    const cases: [string, MatchRowSpec][] = [
      ['CRG, nobody applied', { status: 'CRG', reqDate: ago(4) }],
      ['CRG, two applied', { status: 'CRG', reqDate: ago(4), applicants: [1, 2] }],
      ['CRG then SP1 both over', { status: 'CRG', reqDate: ago(7), applicants: [1] }],
      ['SP1 over', { status: 'SP1', reqDate: ago(7), applicants: [1, 2] }],
      [
        'PSB, one proposal',
        { status: 'PSB', reqDate: ago(12), shortlist: [{ contractorId: 1, proposal: true }] },
      ],
      [
        'PSB then SP2 both over',
        {
          status: 'PSB',
          reqDate: ago(20),
          shortlist: [
            { contractorId: 1, proposal: true },
            { contractorId: 2, proposal: false },
          ],
        },
      ],
      [
        'PSB, no proposal',
        { status: 'PSB', reqDate: ago(12), shortlist: [{ contractorId: 1, proposal: false }] },
      ],
      [
        'SP2 over',
        { status: 'SP2', reqDate: ago(15), shortlist: [{ contractorId: 2, proposal: true }] },
      ],
      ['CRG not due', { status: 'CRG', reqDate: ago(1), applicants: [3] }],
    ];
    const swept: number[] = [];
    const oneByOne: number[] = [];
    for (const [, spec] of cases) {
      swept.push(await insertMatchRow(t.database.db, spec));
      oneByOne.push(await insertMatchRow(t.database.db, spec));
    }

    for (const id of oneByOne) await t.app.services.matching.transitions.applyDue(id);
    expect(await t.app.sweeper.runOnce()).toBe(8);

    const statuses: Record<string, string> = {};
    for (const [index, [name]] of cases.entries()) {
      const bySweep = await outcome(swept[index]!);
      expect(bySweep, name).toEqual(await outcome(oneByOne[index]!));
      expect(bySweep.analysisStatus, name).toBe(bySweep.row.status);
      statuses[name] =
        `${bySweep.row.status}${bySweep.row.matchCompleteCode ? ` ${bySweep.row.matchCompleteCode}` : ''}`;
    }
    expect(statuses).toEqual({
      'CRG, nobody applied': 'CME CP1',
      'CRG, two applied': 'SP1',
      'CRG then SP1 both over': 'CME CS1',
      'SP1 over': 'CME CS1',
      'PSB, one proposal': 'SP2',
      'PSB then SP2 both over': 'CME CS2',
      'PSB, no proposal': 'CME CP2',
      'SP2 over': 'CME CS2',
      'CRG not due': 'CRG',
    });
  });

  it('finds nothing to do the second time: a sweep is idempotent', async () => {
    const id = await insertMatchRow(t.database.db, {
      status: 'CRG',
      reqDate: new Date(t.clock.now().getTime() - 4 * DAY_MS),
    });
    await t.app.sweeper.runOnce();
    const events = await t.app.services.matching.events(id);
    expect(await t.app.sweeper.runOnce()).toBe(0);
    expect(await t.app.services.matching.events(id)).toEqual(events);
  });
});

describe('the lifecycle sweeper job', () => {
  /** A sweeper of batches of 10 by one worker, run by hand unless an interval is given. */
  const sweeperOf = (
    sweepBatch: LifecycleSweeperOptions['sweepBatch'],
    options: Partial<LifecycleSweeperOptions> = {},
  ) =>
    createLifecycleSweeper({
      sweepBatch,
      intervalMs: 0,
      batchSize: 10,
      workers: 1,
      log: silent,
      ...options,
    });

  it('joins a sweep in progress instead of starting a second one', async () => {
    let active = 0;
    let most = 0;
    const sweepBatch = vi.fn(async () => {
      active += 1;
      most = Math.max(most, active);
      await new Promise((resolve) => setTimeout(resolve, 5));
      active -= 1;
      return 0;
    });
    const sweeper = sweeperOf(sweepBatch);
    await Promise.all([sweeper.runOnce(), sweeper.runOnce(), sweeper.runOnce()]);
    expect(most).toBe(1);
    expect(sweepBatch).toHaveBeenCalledTimes(1);
  });

  it('takes batches until a short one says nothing more is due', async () => {
    const answers = [10, 10, 4];
    const sweepBatch = vi.fn(async () => answers.shift() ?? 0);
    const sweeper = sweeperOf(sweepBatch);
    expect(await sweeper.runOnce()).toBe(24);
    expect(sweepBatch).toHaveBeenCalledTimes(3);
  });

  it('runs its batch workers side by side until each finds a short batch', async () => {
    const answers = [10, 10, 10, 3];
    const sweepBatch = vi.fn(async () => answers.shift() ?? 0);
    const sweeper = sweeperOf(sweepBatch, { workers: 2 });
    expect(await sweeper.runOnce()).toBe(33);
    expect(sweepBatch).toHaveBeenCalledTimes(5);
  });

  it('logs a failing sweep and keeps sweeping on the next tick', async () => {
    vi.useFakeTimers();
    try {
      const log = { error: vi.fn(), info: vi.fn() };
      const sweepBatch = vi
        .fn<(batchSize: number) => Promise<number>>()
        .mockRejectedValueOnce(new Error('connection lost'))
        .mockResolvedValue(0);
      const sweeper = sweeperOf(sweepBatch, { intervalMs: 1000, log });
      sweeper.start();
      await vi.advanceTimersByTimeAsync(1000);
      expect(log.error).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1000);
      expect(sweepBatch).toHaveBeenCalledTimes(2);
      await sweeper.stop();
      await vi.advanceTimersByTimeAsync(5000);
      expect(sweepBatch).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
