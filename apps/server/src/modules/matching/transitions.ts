import { selectLimitMessage, type MatchActor, type MatchStatus } from '@haetbit/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { Clock } from '../../lib/clock.js';
import {
  decide,
  dueAtOf,
  dueTransitions,
  EVENT_ACTOR,
  isDue,
  type LifecycleEvent,
  type LifecyclePatch,
  type LifecycleState,
  type Refusal,
  type Transition,
} from './lifecycle.js';
import type { LifecycleRow, MatchingRepo, MatchReqRow, MatchStatusEventInsert } from './repo.js';

export interface TransitionsDeps {
  db: Db;
  repo: MatchingRepo;
  clock: Clock;
  /** Told of every applied transition inside its transaction (the analysis mirrors the status). */
  onStatusChange: (row: MatchReqRow, tx: DbOrTx) => Promise<void>;
  /** The same for a sweep's batch, in one call. */
  onStatusChanges: (
    rows: { id: number; matchAnalysisId: number; status: string }[],
    tx: DbOrTx,
  ) => Promise<void>;
}

/** Extra columns an event writes beside the lifecycle's own (the owner's cancel reason). */
export interface TransitionExtra {
  cancelReason?: string;
  cancelReasonDetail?: string | null;
}

export interface TransitionRequest {
  event: LifecycleEvent;
  actor?: MatchActor;
  actorId?: string | null;
  extra?: TransitionExtra;
  /**
   * Runs first on the locked row (undefined when the id names none), before any period end is
   * applied: the access check, which also decides what a missing id answers. Without it a missing
   * id answers 404.
   */
  authorize?: (row: MatchReqRow | undefined) => void;
  /**
   * Runs on the locked, up-to-date row before the decision (e.g. 'the selected contractors are
   * applicants'); a thrown error rolls everything back.
   */
  validate?: (row: MatchReqRow, tx: DbOrTx) => Promise<void>;
  /** Writes that belong to the transition (the selections), in the same transaction. */
  effect?: (row: MatchReqRow, transition: Transition, tx: DbOrTx) => Promise<void>;
}

/**
 * Applies lifecycle decisions to the database (DESIGN D7): one transaction, the request row locked
 * with `FOR UPDATE`, period ends that have passed applied first, one `match_status_event` row per
 * transition. A refused event changes nothing and answers 409 with the current status.
 */
export function createTransitions(deps: TransitionsDeps) {
  const { repo } = deps;

  async function stateOf(row: MatchReqRow, tx: DbOrTx): Promise<LifecycleState> {
    const status = row.status as MatchStatus;
    // Counted only where a decision reads them: a period end of CRG or PSB.
    return stateWithCounts(row, {
      applicantCount: status === 'CRG' ? await repo.countApplicants(row.id, tx) : 0,
      proposalCount: status === 'PSB' ? await repo.countProposals(row.id, tx) : 0,
    });
  }

  /** Applies every period end that has passed to a locked row; answers the current row. */
  async function applyDueLocked(row: MatchReqRow, tx: DbOrTx): Promise<MatchReqRow> {
    const now = deps.clock.now();
    if (!isDue(stateWithCounts(row, { applicantCount: 0, proposalCount: 0 }), now)) return row;
    let current = row;
    for (const transition of dueTransitions(await stateOf(row, tx), now)) {
      current = await write(current, transition, 'DEADLINE', 'system', null, {}, tx);
    }
    return current;
  }

  async function write(
    row: MatchReqRow,
    transition: Transition,
    event: LifecycleEvent['type'],
    actor: MatchActor,
    actorId: string | null,
    extra: TransitionExtra,
    tx: DbOrTx,
  ): Promise<MatchReqRow> {
    const now = deps.clock.now();
    const updated = await repo.applyPatch(row.id, { ...transition.patch, ...extra }, now, tx);
    await repo.insertEvent(
      {
        matchReqId: row.id,
        fromStatus: transition.from,
        toStatus: transition.to,
        event,
        matchCompleteCode: transition.code,
        actor,
        actorId,
        at: transition.at,
        recordedAt: now,
      },
      tx,
    );
    await deps.onStatusChange(updated, tx);
    return updated;
  }

  function refusalError(refusal: Refusal, row: MatchReqRow): AppError {
    switch (refusal.reason) {
      case 'SELECT_LIMIT_EXCEEDED':
        // The spec's alert text is the message (spec section 5).
        return new AppError(
          'SELECT_LIMIT_EXCEEDED',
          selectLimitMessage(row.status === 'SP2' ? 'SP2' : 'SP1', refusal.limit),
          {
            status: row.status,
            limit: refusal.limit,
          },
        );
      case 'NOTHING_SELECTED':
        return new AppError('VALIDATION_FAILED', undefined, { status: row.status });
      default:
        return new AppError('INVALID_TRANSITION', undefined, { status: row.status });
    }
  }

  return {
    /**
     * Applies one event to one request. Period ends that have passed are applied and committed
     * even when the event itself is then refused, so the 409 names the state the owner now sees.
     */
    async apply(
      id: number,
      request: TransitionRequest,
    ): Promise<{ row: MatchReqRow; transition: Transition }> {
      const outcome = await deps.db.transaction(async (tx) => {
        const locked = await repo.lockById(id, tx);
        request.authorize?.(locked);
        if (!locked) throw new AppError('NOT_FOUND');
        const row = await applyDueLocked(locked, tx);
        await request.validate?.(row, tx);
        const decision = decide(await stateOf(row, tx), request.event, deps.clock.now());
        if (!decision.ok) return { refused: refusalError(decision.refusal, row) } as const;
        await request.effect?.(row, decision.transition, tx);
        const updated = await write(
          row,
          decision.transition,
          request.event.type,
          request.actor ?? EVENT_ACTOR[request.event.type],
          request.actorId ?? null,
          request.extra ?? {},
          tx,
        );
        return { row: updated, transition: decision.transition } as const;
      });
      if ('refused' in outcome) throw outcome.refused;
      return outcome;
    },

    /** Brings one request up to date (a read calls this before answering). */
    async applyDue(id: number): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const locked = await repo.lockById(id, tx);
        if (locked) await applyDueLocked(locked, tx);
      });
    },

    /**
     * One sweep: claims up to `batchSize` due requests with `FOR UPDATE SKIP LOCKED` and applies
     * their period ends in that transaction. Idempotent: a row another instance swept is no longer
     * due, and a row it holds is skipped. Answers how many requests moved.
     */
    async sweepBatch(batchSize: number): Promise<number> {
      return deps.db.transaction(async (tx) => {
        const now = deps.clock.now();
        const rows = await repo.claimDue(now, batchSize, tx);
        if (rows.length === 0) return 0;
        // Set-based: one claim, one count, the pure chain per row in memory, then one update, one
        // insert of audit rows and one analysis mirror for the whole batch.
        const counts = await repo.countStageRows(
          rows.filter((row) => row.status === 'CRG').map((row) => row.id),
          rows.filter((row) => row.status === 'PSB').map((row) => row.id),
          tx,
        );
        const updates: { id: number; patch: LifecyclePatch }[] = [];
        const events: MatchStatusEventInsert[] = [];
        for (const row of rows) {
          const state = stateWithCounts(row, {
            applicantCount: counts.applicants.get(row.id) ?? 0,
            proposalCount: counts.proposals.get(row.id) ?? 0,
          });
          const chain = dueTransitions(state, now);
          if (chain.length === 0) {
            // A row whose due time disagrees with its state (none should): realign it so the
            // sweep cannot claim it forever.
            updates.push({ id: row.id, patch: { status: state.status, dueAt: dueAtOf(state) } });
            continue;
          }
          updates.push({ id: row.id, patch: Object.assign({}, ...chain.map((t) => t.patch)) });
          for (const transition of chain) {
            events.push({
              matchReqId: row.id,
              fromStatus: transition.from,
              toStatus: transition.to,
              event: 'DEADLINE',
              matchCompleteCode: transition.code,
              actor: EVENT_ACTOR.DEADLINE,
              actorId: null,
              at: transition.at,
              recordedAt: now,
            });
          }
        }
        const changed = await repo.applyPatches(updates, now, tx);
        await repo.insertEvents(events, tx);
        await deps.onStatusChanges(changed, tx);
        return rows.length;
      });
    },
  };
}
export type Transitions = ReturnType<typeof createTransitions>;

/** The lifecycle's view of a row, with the counts the caller read. */
function stateWithCounts(
  row: LifecycleRow,
  counts: Pick<LifecycleState, 'applicantCount' | 'proposalCount'>,
): LifecycleState {
  return {
    status: row.status as MatchStatus,
    propose1EndDate: row.propose1EndDate,
    select1EndDate: row.select1EndDate,
    propose2EndDate: row.propose2EndDate,
    select2EndDate: row.select2EndDate,
    select1Days: row.select1Days,
    propose2Days: row.propose2Days,
    select2Days: row.select2Days,
    select1LimitCnt: row.select1LimitCnt,
    select2LimitCnt: row.select2LimitCnt,
    ...counts,
  };
}
