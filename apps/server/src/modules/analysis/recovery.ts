import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { AnalysisRepo, AnalysisRow } from './repo.js';

/** An open analysis with no request: the owner is still looking at the address. */
const isDraft = (row: AnalysisRow) => row.status === 'ANL' && row.matchReqId === null;

/** Newest work first: the later change, then the later id. */
const newestFirst = (a: AnalysisRow, b: AnalysisRow) =>
  b.updatedAt.getTime() - a.updatedAt.getTime() || b.id - a.id;

/**
 * The open analyses to drop so that, once every device's analyses are on one device, each address
 * has at most one open analysis (the `match_analysis_open_uq` rule: one per device and address).
 * Per address held open more than once:
 * - one analysis in matching: it stays; the drafts of the address go (the address is in matching,
 *   which the address check would send the owner to anyway);
 * - only drafts: the one changed last stays, the older ones go;
 * - two or more in matching: nothing can go (each has its contractors), so the move is refused
 *   with `RECOVERY_CONFLICT` and nothing changes.
 */
export function supersededDrafts(open: readonly AnalysisRow[]): number[] {
  const byAddress = new Map<string, AnalysisRow[]>();
  for (const row of open) byAddress.set(row.pnu, [...(byAddress.get(row.pnu) ?? []), row]);
  const dropped: number[] = [];
  for (const rows of byAddress.values()) {
    if (rows.length < 2) continue;
    const matching = rows.filter((row) => !isDraft(row));
    if (matching.length > 1) throw new AppError('RECOVERY_CONFLICT');
    const kept = matching[0] ?? [...rows].sort(newestFirst)[0]!;
    dropped.push(...rows.filter((row) => row !== kept).map((row) => row.id));
  }
  return dropped;
}

/**
 * Recovery on a new phone: these analyses (the ones behind the requests that move) become the
 * new device's, after the duplicates of an address are settled (see supersededDrafts). Answers
 * how many moved.
 */
export async function moveAnalysesToDevice(
  repo: AnalysisRepo,
  ids: readonly number[],
  to: string,
  tx: DbOrTx,
): Promise<number> {
  if (ids.length === 0) return 0;
  const open = (await repo.lockOpenByDevices([to], tx)).concat(
    (await repo.lockOpenByIds(ids, tx)).filter((row) => row.deviceId !== to),
  );
  const dropped = supersededDrafts(open);
  await repo.deleteMany(dropped, tx);
  return repo.moveToDevice(
    ids.filter((id) => !dropped.includes(id)),
    to,
    tx,
  );
}
