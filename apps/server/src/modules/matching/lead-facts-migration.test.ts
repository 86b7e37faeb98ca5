import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matchAnalysis } from '../analysis/tables.js';
import { insertMatchRow } from '../../test/match-rows.js';
import { testAppForSuite } from '../../test/suite.js';
import { matchReq } from './tables.js';

/** Migration 0030: existing requests take the facts their leads read from their analysis. */
const MIGRATION = readFileSync(
  new URL('../../../drizzle/0030_lead_facts.sql', import.meta.url),
  'utf8',
);

const verdict = (value: string) => ({ verdict: value, detail: '', basis: null });
const feasibility = (total: string, landType: string) => ({
  landType: verdict(landType),
  restrictedZone: verdict('P'),
  powerLine: verdict('C'),
  ordinance: verdict('P'),
  total,
});

describe('snapshotting the lead facts of existing requests (migration 0030)', () => {
  const t = testAppForSuite();

  it("copies the verdicts of each request's install type from its analysis, and null without them", async () => {
    const { db } = t.database;
    const reqDate = new Date('2026-11-20T10:00:00+09:00');
    const land = await insertMatchRow(db, { status: 'CRG', reqDate });
    const roof = await insertMatchRow(db, { status: 'SP1', reqDate, applicants: [1] });
    const bare = await insertMatchRow(db, { status: 'CME', reqDate });
    const analysisOf = async (id: number) =>
      (await db.select().from(matchReq).where(eq(matchReq.id, id)))[0]!.matchAnalysisId;
    const withVerdicts = {
      feasibility: { L: feasibility('C', 'C'), R: feasibility('P', 'P') },
    } as unknown as typeof matchAnalysis.$inferInsert.landData;
    for (const id of [land, roof]) {
      await db
        .update(matchAnalysis)
        .set({ landData: withVerdicts })
        .where(eq(matchAnalysis.id, await analysisOf(id)));
    }
    await db.update(matchReq).set({ installType: 'R' }).where(eq(matchReq.id, roof));

    await db.execute(sql.raw('ALTER TABLE "match_req" DROP COLUMN "lead_facts"'));
    for (const statement of MIGRATION.split('--> statement-breakpoint')) {
      await db.execute(sql.raw(statement));
    }

    const factsOf = async (id: number) =>
      (await db.select().from(matchReq).where(eq(matchReq.id, id)))[0]!.leadFacts;
    expect(await factsOf(land)).toEqual({
      feasibility: {
        landType: 'C',
        restrictedZone: 'P',
        powerLine: 'C',
        ordinance: 'P',
        total: 'C',
      },
    });
    expect((await factsOf(roof)).feasibility).toMatchObject({ landType: 'P', total: 'P' });
    expect(await factsOf(bare)).toEqual({ feasibility: null });
  });
});
