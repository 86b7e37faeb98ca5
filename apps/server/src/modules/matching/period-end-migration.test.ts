import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { kstDay, kstDayEnd } from '@haetbit/contracts';
import { insertMatchRow } from '../../test/match-rows.js';
import { testAppForSuite } from '../../test/suite.js';

/** Migration 0018: open periods set under the old rule move to 23:59:59 of their day. */
const MIGRATION = readFileSync(
  new URL('../../../drizzle/0018_period_ends_at_day_end.sql', import.meta.url),
  'utf8',
);

describe('moving open periods to the end of their day (migration 0018)', () => {
  const t = testAppForSuite();

  it('ends each open request’s current period at 23:59:59 Korea time of the same day, and leaves the rest', async () => {
    const { db } = t.database;
    // Made at 00:58 on 11월 29일 under the old rule: every end falls at 00:58 of its day.
    const reqDate = new Date('2026-11-29T00:58:00+09:00');
    const ids = {
      crg: await insertMatchRow(db, { status: 'CRG', reqDate }),
      sp1: await insertMatchRow(db, { status: 'SP1', reqDate, applicants: [1] }),
      psb: await insertMatchRow(db, {
        status: 'PSB',
        reqDate,
        shortlist: [{ contractorId: 1, proposal: false }],
      }),
      sp2: await insertMatchRow(db, {
        status: 'SP2',
        reqDate,
        shortlist: [{ contractorId: 1, proposal: true }],
      }),
      cme: await insertMatchRow(db, { status: 'CME', reqDate }),
    };
    const { repo } = t.app.services.matching;
    const before = await repo.findById(ids.sp1);

    // Applying it twice changes nothing more (an end already at 23:59:59 stays).
    for (let round = 0; round < 2; round += 1) {
      for (const statement of MIGRATION.split('--> statement-breakpoint')) {
        await db.execute(sql.raw(statement));
      }
    }

    const endOfDay = (date: Date | null) => (date ? kstDayEnd(kstDay(date)) : null);
    const crg = await repo.findById(ids.crg);
    expect(crg?.propose1EndDate).toEqual(kstDayEnd('2026-12-02'));
    expect(crg?.dueAt).toEqual(kstDayEnd('2026-12-02'));
    const sp1 = await repo.findById(ids.sp1);
    expect(sp1?.select1EndDate).toEqual(endOfDay(before!.select1EndDate));
    expect(sp1?.dueAt).toEqual(sp1?.select1EndDate);
    // The recruiting period of an SP1 request is history: it ended when it ended.
    expect(sp1?.propose1EndDate).toEqual(before!.propose1EndDate);
    const psb = await repo.findById(ids.psb);
    expect(psb?.propose2EndDate).toEqual(kstDayEnd('2026-12-10'));
    expect(psb?.dueAt).toEqual(psb?.propose2EndDate);
    const sp2 = await repo.findById(ids.sp2);
    expect(sp2?.select2EndDate).toEqual(kstDayEnd('2026-12-13'));
    expect(sp2?.dueAt).toEqual(sp2?.select2EndDate);
    const cme = await repo.findById(ids.cme);
    expect(cme?.propose1EndDate).toEqual(new Date('2026-12-02T00:58:00+09:00'));
  });
});
