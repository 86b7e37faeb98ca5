import {
  isActiveMatchStatus,
  type MatchActor,
  type MatchCompleteCode,
  type MatchEndCode,
  type MatchStatus,
  periodEnd,
} from '@haetbit/contracts';

/**
 * The match lifecycle of spec section 4 and DESIGN section 5 as a pure function over
 * (state, event, now): no I/O, no clock, so every path is a plain unit test. The repository applies
 * its answer to a locked row inside one transaction (DESIGN D7).
 *
 *   CRG --propose1 ends, applicants--> SP1 --owner selects--> PSB --propose2 ends, proposals--> SP2
 *   SP2 --owner confirms--> CMC (CTC)
 *   CRG/SP1 --owner ends--> CME (CDC); any open state --operator ends--> CME (ADC)
 *   CRG --propose1 ends, nobody applied--> CME (CP1)     SP1 --select1 ends--> CME (CS1)
 *   PSB --propose2 ends, no proposal--> CME (CP2)        SP2 --select2 ends--> CME (CS2)
 *   CRG/PSB --operator extends--> same state, its period ending later (issue 19)
 *   PSB --owner closes proposals early (every proposal and quote in)--> SP2 (issue 33)
 *
 * Every period ends at 23:59:59 Korea time of the day its stated days run out (periodEnd,
 * docs/decisions/019), so the date every text names is the whole last day.
 */

/** What the function needs to know of a request: its state, its dates and its copied options. */
export interface LifecycleState {
  status: MatchStatus;
  propose1EndDate: Date;
  select1EndDate: Date | null;
  propose2EndDate: Date | null;
  select2EndDate: Date | null;
  /** Period lengths copied from the match options when the request was made. */
  select1Days: number;
  propose2Days: number;
  select2Days: number;
  select1LimitCnt: number;
  select2LimitCnt: number;
  /** Contractors that applied during CRG. */
  applicantCount: number;
  /** Shortlisted contractors that sent a proposal during PSB. */
  proposalCount: number;
}

export type LifecycleEvent =
  | { type: 'SELECT1'; selectedCount: number }
  | { type: 'SELECT2'; selectedCount: number }
  | { type: 'USER_CANCEL'; cancelReason: string }
  | { type: 'OPERATOR_END'; cancelReason: string }
  | { type: 'OWNER_WITHDRAW' }
  | { type: 'EXTEND'; days: number }
  | { type: 'CLOSE_PROPOSALS' }
  | { type: 'DEADLINE' };
export type LifecycleEventType = LifecycleEvent['type'];

/** The columns a transition sets; the repository writes exactly these. */
export interface LifecyclePatch {
  status: MatchStatus;
  dueAt: Date | null;
  matchCompleteCode?: MatchCompleteCode;
  /** The status the match ended from ('the step reached', spec section 4). */
  cancelEndStatus?: MatchStatus;
  matchCompleteDate?: Date;
  propose1EndDate?: Date;
  select1StartDate?: Date;
  select1EndDate?: Date;
  select1CompleteDate?: Date;
  propose2StartDate?: Date;
  propose2EndDate?: Date;
  select2StartDate?: Date;
  select2EndDate?: Date;
  select2CompleteDate?: Date;
}

export interface Transition {
  from: MatchStatus;
  to: MatchStatus;
  code: MatchCompleteCode | null;
  /** When it takes effect: the period's end for a deadline, `now` otherwise. */
  at: Date;
  patch: LifecyclePatch;
}

export type Refusal =
  | { reason: 'INVALID_TRANSITION' }
  | { reason: 'NOT_DUE'; dueAt: Date | null }
  | { reason: 'SELECT_LIMIT_EXCEEDED'; limit: number }
  | { reason: 'NOTHING_SELECTED' };

export type Decision = { ok: true; transition: Transition } | { ok: false; refusal: Refusal };

/** Who may cause each event (the repository records the actor). */
export const EVENT_ACTOR: Record<LifecycleEventType, MatchActor> = {
  SELECT1: 'owner',
  SELECT2: 'owner',
  USER_CANCEL: 'owner',
  OPERATOR_END: 'operator',
  OWNER_WITHDRAW: 'owner',
  EXTEND: 'operator',
  CLOSE_PROPOSALS: 'owner',
  DEADLINE: 'system',
};

/** When the current state's period ends, or null once the lifecycle is over. */
export function dueAtOf(
  state: Pick<
    LifecycleState,
    'status' | 'propose1EndDate' | 'select1EndDate' | 'propose2EndDate' | 'select2EndDate'
  >,
): Date | null {
  switch (state.status) {
    case 'CRG':
      return state.propose1EndDate;
    case 'SP1':
      return state.select1EndDate;
    case 'PSB':
      return state.propose2EndDate;
    case 'SP2':
      return state.select2EndDate;
    default:
      return null;
  }
}

export function isDue(state: LifecycleState, now: Date): boolean {
  const dueAt = dueAtOf(state);
  return dueAt !== null && dueAt.getTime() <= now.getTime();
}

/** A transition that applies at `at`: the patch always writes the new status. */
function move(
  from: MatchStatus,
  to: MatchStatus,
  at: Date,
  code: MatchCompleteCode | null,
  patch: Omit<LifecyclePatch, 'status'>,
): Decision {
  return { ok: true, transition: { from, to, code, at, patch: { status: to, ...patch } } };
}

function end(state: LifecycleState, code: MatchEndCode, at: Date): Decision {
  return move(state.status, 'CME', at, code, {
    dueAt: null,
    matchCompleteCode: code,
    cancelEndStatus: state.status,
    matchCompleteDate: at,
  });
}

const refuse = (refusal: Refusal): Decision => ({ ok: false, refusal });

/** Why the owner's pick of `selectedCount` contractors in a selection stage cannot apply, if so. */
function refuseSelection(
  state: LifecycleState,
  stage: 'SP1' | 'SP2',
  selectedCount: number,
  now: Date,
): Decision | null {
  const limit = stage === 'SP1' ? state.select1LimitCnt : state.select2LimitCnt;
  if (state.status !== stage || isDue(state, now)) return refuse({ reason: 'INVALID_TRANSITION' });
  if (selectedCount < 1) return refuse({ reason: 'NOTHING_SELECTED' });
  if (selectedCount > limit) return refuse({ reason: 'SELECT_LIMIT_EXCEEDED', limit });
  return null;
}

/** The period end that is due, with what happens then. */
function deadline(state: LifecycleState, now: Date): Decision {
  const dueAt = dueAtOf(state);
  if (dueAt === null || dueAt.getTime() > now.getTime())
    return refuse({ reason: 'NOT_DUE', dueAt });
  switch (state.status) {
    case 'CRG': {
      if (state.applicantCount === 0) return end(state, 'CP1', dueAt);
      const select1EndDate = periodEnd(dueAt, state.select1Days);
      return move('CRG', 'SP1', dueAt, null, {
        dueAt: select1EndDate,
        select1StartDate: dueAt,
        select1EndDate,
      });
    }
    case 'SP1':
      return end(state, 'CS1', dueAt);
    case 'PSB': {
      if (state.proposalCount === 0) return end(state, 'CP2', dueAt);
      const select2EndDate = periodEnd(dueAt, state.select2Days);
      return move('PSB', 'SP2', dueAt, null, {
        dueAt: select2EndDate,
        select2StartDate: dueAt,
        select2EndDate,
      });
    }
    case 'SP2':
      return end(state, 'CS2', dueAt);
    default:
      return refuse({ reason: 'INVALID_TRANSITION' });
  }
}

/**
 * Decides what an event does to a request at `now`. The caller must first apply any due deadline
 * (`DEADLINE` until `isDue` is false), so an owner's action never lands on an expired period.
 */
export function decide(state: LifecycleState, event: LifecycleEvent, now: Date): Decision {
  switch (event.type) {
    case 'DEADLINE':
      return deadline(state, now);

    case 'SELECT1': {
      const refused = refuseSelection(state, 'SP1', event.selectedCount, now);
      if (refused) return refused;
      const propose2EndDate = periodEnd(now, state.propose2Days);
      return move('SP1', 'PSB', now, null, {
        dueAt: propose2EndDate,
        select1CompleteDate: now,
        propose2StartDate: now,
        propose2EndDate,
      });
    }

    case 'SELECT2': {
      const refused = refuseSelection(state, 'SP2', event.selectedCount, now);
      if (refused) return refused;
      return move('SP2', 'CMC', now, 'CTC', {
        dueAt: null,
        matchCompleteCode: 'CTC',
        select2CompleteDate: now,
        matchCompleteDate: now,
      });
    }

    case 'USER_CANCEL':
      // The owner may end a match only while recruiting or choosing (spec section 4).
      if ((state.status !== 'CRG' && state.status !== 'SP1') || isDue(state, now)) {
        return refuse({ reason: 'INVALID_TRANSITION' });
      }
      return end(state, 'CDC', now);

    case 'OPERATOR_END':
      if (!isActiveMatchStatus(state.status)) return refuse({ reason: 'INVALID_TRANSITION' });
      return end(state, 'ADC', now);

    case 'CLOSE_PROPOSALS': {
      // The owner ends the proposal period early (issue 33): it moves on as at its deadline, the
      // selection period counted from now. The caller checks that every proposal is in.
      if (state.status !== 'PSB' || isDue(state, now) || state.proposalCount === 0) {
        return refuse({ reason: 'INVALID_TRANSITION' });
      }
      const select2EndDate = periodEnd(now, state.select2Days);
      return move('PSB', 'SP2', now, null, {
        dueAt: select2EndDate,
        propose2EndDate: now,
        select2StartDate: now,
        select2EndDate,
      });
    }

    case 'OWNER_WITHDRAW':
      // The owner deleted their data (개인정보 삭제): any open match ends as the owner's own end.
      if (!isActiveMatchStatus(state.status)) return refuse({ reason: 'INVALID_TRANSITION' });
      return end(state, 'CDC', now);

    case 'EXTEND': {
      // Only a period still open can be extended: recruiting or waiting for proposals.
      if (isDue(state, now)) return refuse({ reason: 'INVALID_TRANSITION' });
      if (state.status === 'CRG') {
        const propose1EndDate = periodEnd(state.propose1EndDate, event.days);
        return move('CRG', 'CRG', now, null, { dueAt: propose1EndDate, propose1EndDate });
      }
      if (state.status === 'PSB' && state.propose2EndDate) {
        const propose2EndDate = periodEnd(state.propose2EndDate, event.days);
        return move('PSB', 'PSB', now, null, { dueAt: propose2EndDate, propose2EndDate });
      }
      return refuse({ reason: 'INVALID_TRANSITION' });
    }
  }
}

/** The state after a transition's patch: what the next decision of a chain reads. */
export function stateAfter(state: LifecycleState, patch: LifecyclePatch): LifecycleState {
  return {
    ...state,
    status: patch.status,
    propose1EndDate: patch.propose1EndDate ?? state.propose1EndDate,
    select1EndDate: patch.select1EndDate ?? state.select1EndDate,
    propose2EndDate: patch.propose2EndDate ?? state.propose2EndDate,
    select2EndDate: patch.select2EndDate ?? state.select2EndDate,
  };
}

/** A bad row (an unknown status) cannot chain more than the four stages. */
const MAX_CHAINED_DEADLINES = 4;

/**
 * Every period end that has passed at `now`, in order (CRG → SP1 → CME CS1 when both periods are
 * over). Each next period is computed from the deadline, so applying them one by one or all at once
 * (the sweeper) ends in the same state (docs/decisions/007). The counts in `state` are those of the
 * first state: only CRG and PSB read them, and neither is reached again by a period end.
 */
export function dueTransitions(state: LifecycleState, now: Date): Transition[] {
  const chain: Transition[] = [];
  let current = state;
  for (let step = 0; step < MAX_CHAINED_DEADLINES && isDue(current, now); step += 1) {
    const decision = decide(current, { type: 'DEADLINE' }, now);
    if (!decision.ok) break;
    chain.push(decision.transition);
    current = stateAfter(current, decision.transition.patch);
  }
  return chain;
}
