import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { FINAL_MATCH_STATUSES } from '@haetbit/contracts';
import type { DbOrTx } from '../../db/client.js';
import { lockRow } from '../../db/lock.js';
import { countRows } from '../../db/count.js';
import { matchAnalysis } from './tables.js';

export type AnalysisRow = typeof matchAnalysis.$inferSelect;
export type NewAnalysisRow = typeof matchAnalysis.$inferInsert;

export function createAnalysisRepo(db: DbOrTx) {
  // The owner's journey reads, built once and prepared on the database (a named statement on
  // PostgreSQL: parsed and planned once per connection), not rebuilt on every call.
  const byId = db
    .select()
    .from(matchAnalysis)
    .where(eq(matchAnalysis.id, sql.placeholder('id')))
    .prepare('match_analysis_by_id');
  const openByDeviceAndPnu = db
    .select({
      id: matchAnalysis.id,
      status: matchAnalysis.status,
      matchReqId: matchAnalysis.matchReqId,
      matchStatusId: matchAnalysis.matchStatusId,
      address: matchAnalysis.address,
      pnu: matchAnalysis.pnu,
    })
    .from(matchAnalysis)
    .where(
      and(
        eq(matchAnalysis.deviceId, sql.placeholder('deviceId')),
        eq(matchAnalysis.pnu, sql.placeholder('pnu')),
        notInArray(matchAnalysis.status, [...FINAL_MATCH_STATUSES]),
      ),
    )
    .orderBy(matchAnalysis.id)
    .prepare('match_analysis_open_by_device_pnu');
  return {
    /** Gives these analyses to `to` (recovery on a new phone); how many. */
    async moveToDevice(ids: readonly number[], to: string, tx: DbOrTx): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await tx
        .update(matchAnalysis)
        .set({ deviceId: to })
        .where(inArray(matchAnalysis.id, [...ids]))
        .returning({ id: matchAnalysis.id });
      return rows.length;
    },

    /** Ids of the device's analyses, newest first, at most `limit`. */
    async listIdsOfDevice(deviceId: string, limit: number, tx: DbOrTx = db): Promise<number[]> {
      const rows = await tx
        .select({ id: matchAnalysis.id })
        .from(matchAnalysis)
        .where(eq(matchAnalysis.deviceId, deviceId))
        .orderBy(desc(matchAnalysis.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** These analyses while still open, locked (recovery settles their addresses). */
    lockOpenByIds(ids: readonly number[], tx: DbOrTx) {
      return tx
        .select()
        .from(matchAnalysis)
        .where(
          and(
            inArray(matchAnalysis.id, [...ids]),
            notInArray(matchAnalysis.status, [...FINAL_MATCH_STATUSES]),
          ),
        )
        .orderBy(matchAnalysis.id)
        .for('update');
    },

    /** The open analyses of some devices, locked (recovery settles their addresses). */
    lockOpenByDevices(deviceIds: readonly string[], tx: DbOrTx) {
      return tx
        .select()
        .from(matchAnalysis)
        .where(
          and(
            inArray(matchAnalysis.deviceId, [...deviceIds]),
            notInArray(matchAnalysis.status, [...FINAL_MATCH_STATUSES]),
          ),
        )
        .orderBy(matchAnalysis.id)
        .for('update');
    },

    async deleteMany(ids: readonly number[], tx: DbOrTx): Promise<void> {
      if (ids.length === 0) return;
      await tx.delete(matchAnalysis).where(inArray(matchAnalysis.id, [...ids]));
    },

    /** Analyses started in [from, to) (the operator console's funnel). */
    async countCreatedBetween(from: Date, to: Date, tx: DbOrTx = db): Promise<number> {
      return countRows(
        tx,
        matchAnalysis,
        sql`${matchAnalysis.createdAt} >= ${from.toISOString()}::timestamptz AND ${matchAnalysis.createdAt} < ${to.toISOString()}::timestamptz`,
      );
    },

    /**
     * Analyses of this device and address that have not ended (spec section 4, address check):
     * the columns the check answers, not the land data.
     */
    listOpenByDeviceAndPnu(deviceId: string, pnu: string) {
      return openByDeviceAndPnu.execute({ deviceId, pnu });
    },

    /** The device's analyses not yet in matching (spec section 2: 'address being analysed'). */
    listAnalyzingByDevice(deviceId: string, tx: DbOrTx = db) {
      return tx
        .select()
        .from(matchAnalysis)
        .where(and(eq(matchAnalysis.deviceId, deviceId), eq(matchAnalysis.status, 'ANL')))
        .orderBy(desc(matchAnalysis.id));
    },

    async findById(id: number, tx: DbOrTx = db): Promise<AnalysisRow | undefined> {
      const rows =
        tx === db
          ? await byId.execute({ id })
          : await tx.select().from(matchAnalysis).where(eq(matchAnalysis.id, id));
      return rows[0];
    },

    async findByIdForUpdate(id: number, tx: DbOrTx): Promise<AnalysisRow | undefined> {
      return lockRow(tx, matchAnalysis, eq(matchAnalysis.id, id));
    },

    async insert(row: NewAnalysisRow, tx: DbOrTx = db): Promise<{ id: number }> {
      const rows = await tx.insert(matchAnalysis).values(row).returning({ id: matchAnalysis.id });
      return rows[0]!;
    },

    async update(
      id: number,
      changes: Partial<NewAnalysisRow>,
      tx: DbOrTx = db,
    ): Promise<AnalysisRow> {
      const rows = await tx
        .update(matchAnalysis)
        .set(changes)
        .where(eq(matchAnalysis.id, id))
        .returning();
      return rows[0]!;
    },

    /**
     * Applies `changes` while the analysis is still this device's, still being analysed ('ANL')
     * and unchanged since it was read (`readUpdatedAt`): one statement, no lock held. Whether it
     * applied.
     */
    async updateIfUnchanged(
      id: number,
      deviceId: string,
      readUpdatedAt: Date,
      changes: Partial<NewAnalysisRow>,
    ): Promise<boolean> {
      const applied = await db
        .update(matchAnalysis)
        .set(changes)
        .where(
          and(
            eq(matchAnalysis.id, id),
            eq(matchAnalysis.deviceId, deviceId),
            eq(matchAnalysis.status, 'ANL'),
            eq(matchAnalysis.updatedAt, readUpdatedAt),
          ),
        )
        .returning({ id: matchAnalysis.id });
      return applied.length > 0;
    },

    /** Mirrors a request's status on the analysis it belongs to, while it is that analysis's request. */
    async setMatchStatus(
      matchReqId: number,
      status: string,
      updatedAt: Date,
      tx: DbOrTx = db,
    ): Promise<void> {
      await tx
        .update(matchAnalysis)
        .set({ status, updatedAt })
        .where(eq(matchAnalysis.matchReqId, matchReqId));
    },

    /**
     * Mirrors many requests' statuses at once (the sweeper's batch): each analysis by its primary
     * key, and only while the request is still its current one.
     */
    async setMatchStatuses(
      items: { matchAnalysisId: number; matchReqId: number; status: string }[],
      updatedAt: Date,
      tx: DbOrTx = db,
    ): Promise<void> {
      if (items.length === 0) return;
      await tx.execute(sql`
        UPDATE match_analysis AS a
        SET status = u.status, updated_at = ${updatedAt.toISOString()}::timestamptz
        FROM json_to_recordset(${JSON.stringify(items)}::json)
          AS u("matchAnalysisId" int, "matchReqId" int, status text)
        WHERE a.id = u."matchAnalysisId" AND a.match_req_id = u."matchReqId"`);
    },

    /** The stored feasibility verdicts of some analyses (the contractor console's leads). */
    async delete(id: number, tx: DbOrTx = db): Promise<void> {
      await tx.delete(matchAnalysis).where(eq(matchAnalysis.id, id));
    },
  };
}
export type AnalysisRepo = ReturnType<typeof createAnalysisRepo>;
