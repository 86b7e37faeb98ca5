import { describe, expect, it } from 'vitest';
import { DAY_MS, kstDayEnd, periodEnd, type MatchStatus } from '@haetbit/contracts';
import { decide, dueAtOf, type Decision, type LifecycleState } from './lifecycle.js';

/** The request is made at 10:00 Korea time; `at` is a moment, `end` a period end (23:59:59 KST). */
const T0 = new Date('2026-03-02T10:00:00+09:00');
const at = (days: number) => new Date(T0.getTime() + days * DAY_MS);
const end = (days: number) => periodEnd(T0, days);

/** A request at each state with the seeded periods (3, 3, 7, 5 days) and limits (5, 2). */
function stateAt(status: MatchStatus, changes: Partial<LifecycleState> = {}): LifecycleState {
  const base: LifecycleState = {
    status,
    propose1EndDate: end(3),
    select1EndDate: null,
    propose2EndDate: null,
    select2EndDate: null,
    select1Days: 3,
    propose2Days: 7,
    select2Days: 5,
    select1LimitCnt: 5,
    select2LimitCnt: 2,
    applicantCount: 3,
    proposalCount: 2,
  };
  const dates: Record<MatchStatus, Partial<LifecycleState>> = {
    CRG: {},
    SP1: { select1EndDate: end(6) },
    PSB: { select1EndDate: end(6), propose2EndDate: end(11) },
    SP2: { select1EndDate: end(6), propose2EndDate: end(11), select2EndDate: end(16) },
    CMC: { select1EndDate: end(6), propose2EndDate: end(11), select2EndDate: end(16) },
    CME: {},
  };
  return { ...base, ...dates[status], ...changes };
}

function transitionOf(decision: Decision) {
  if (!decision.ok) throw new Error(`refused: ${decision.refusal.reason}`);
  return decision.transition;
}
const refusalOf = (decision: Decision) => (decision.ok ? null : decision.refusal);

describe('decide: period ends', () => {
  it('moves CRG to SP1 at propose1EndDate when contractors applied, select1 computed from the deadline', () => {
    const transition = transitionOf(decide(stateAt('CRG'), { type: 'DEADLINE' }, at(5)));
    expect(transition).toMatchObject({ from: 'CRG', to: 'SP1', code: null, at: end(3) });
    expect(transition.patch).toEqual({
      status: 'SP1',
      dueAt: end(6),
      select1StartDate: end(3),
      select1EndDate: end(6),
    });
  });

  it('ends the match with CP1 when nobody applied by propose1EndDate', () => {
    const transition = transitionOf(
      decide(stateAt('CRG', { applicantCount: 0 }), { type: 'DEADLINE' }, end(3)),
    );
    expect(transition).toMatchObject({ from: 'CRG', to: 'CME', code: 'CP1', at: end(3) });
    expect(transition.patch).toMatchObject({
      status: 'CME',
      dueAt: null,
      matchCompleteCode: 'CP1',
      cancelEndStatus: 'CRG',
      matchCompleteDate: end(3),
    });
  });

  it('ends the match with CS1 when the selection period passes', () => {
    const transition = transitionOf(decide(stateAt('SP1'), { type: 'DEADLINE' }, end(6)));
    expect(transition).toMatchObject({ from: 'SP1', to: 'CME', code: 'CS1', at: end(6) });
    expect(transition.patch.cancelEndStatus).toBe('SP1');
  });

  it('moves PSB to SP2 at propose2EndDate when a proposal was sent, select2 from the deadline', () => {
    const transition = transitionOf(decide(stateAt('PSB'), { type: 'DEADLINE' }, at(12)));
    expect(transition).toMatchObject({ from: 'PSB', to: 'SP2', code: null, at: end(11) });
    expect(transition.patch).toEqual({
      status: 'SP2',
      dueAt: end(16),
      select2StartDate: end(11),
      select2EndDate: end(16),
    });
  });

  it('ends the match with CP2 when no shortlisted contractor sent a proposal', () => {
    const transition = transitionOf(
      decide(stateAt('PSB', { proposalCount: 0 }), { type: 'DEADLINE' }, end(11)),
    );
    expect(transition).toMatchObject({ to: 'CME', code: 'CP2', at: end(11) });
    expect(transition.patch.cancelEndStatus).toBe('PSB');
  });

  it('ends the match with CS2 when the confirmation period passes', () => {
    const transition = transitionOf(decide(stateAt('SP2'), { type: 'DEADLINE' }, at(20)));
    expect(transition).toMatchObject({ from: 'SP2', to: 'CME', code: 'CS2', at: end(16) });
    expect(transition.patch.cancelEndStatus).toBe('SP2');
  });

  it.each(['CRG', 'SP1', 'PSB', 'SP2'] as const)(
    'refuses a period end of %s before its deadline as not due',
    (status) => {
      const state = stateAt(status);
      const dueAt = dueAtOf(state)!;
      const refusal = refusalOf(decide(state, { type: 'DEADLINE' }, new Date(dueAt.getTime() - 1)));
      expect(refusal).toEqual({ reason: 'NOT_DUE', dueAt });
    },
  );

  it.each(['CMC', 'CME'] as const)('has no period end in %s', (status) => {
    expect(dueAtOf(stateAt(status))).toBeNull();
    expect(refusalOf(decide(stateAt(status), { type: 'DEADLINE' }, at(100)))).toEqual({
      reason: 'NOT_DUE',
      dueAt: null,
    });
  });
});

describe('decide: the owner selects', () => {
  it('moves SP1 to PSB and opens the proposal period from now to the end of its seventh day', () => {
    const now = at(4);
    const transition = transitionOf(
      decide(stateAt('SP1'), { type: 'SELECT1', selectedCount: 2 }, now),
    );
    expect(transition).toMatchObject({ from: 'SP1', to: 'PSB', code: null, at: now });
    expect(transition.patch).toEqual({
      status: 'PSB',
      dueAt: end(11),
      select1CompleteDate: now,
      propose2StartDate: now,
      propose2EndDate: end(11),
    });
  });

  it('moves SP2 to CMC with CTC', () => {
    const now = at(12);
    const transition = transitionOf(
      decide(stateAt('SP2'), { type: 'SELECT2', selectedCount: 2 }, now),
    );
    expect(transition).toMatchObject({ from: 'SP2', to: 'CMC', code: 'CTC', at: now });
    expect(transition.patch).toMatchObject({
      status: 'CMC',
      dueAt: null,
      matchCompleteCode: 'CTC',
      select2CompleteDate: now,
      matchCompleteDate: now,
    });
  });

  it('allows exactly the limit and refuses one more, naming the limit', () => {
    expect(decide(stateAt('SP1'), { type: 'SELECT1', selectedCount: 5 }, at(4)).ok).toBe(true);
    expect(refusalOf(decide(stateAt('SP1'), { type: 'SELECT1', selectedCount: 6 }, at(4)))).toEqual(
      { reason: 'SELECT_LIMIT_EXCEEDED', limit: 5 },
    );
    expect(decide(stateAt('SP2'), { type: 'SELECT2', selectedCount: 2 }, at(12)).ok).toBe(true);
    expect(
      refusalOf(decide(stateAt('SP2'), { type: 'SELECT2', selectedCount: 3 }, at(12))),
    ).toEqual({ reason: 'SELECT_LIMIT_EXCEEDED', limit: 2 });
  });

  it('refuses an empty selection', () => {
    expect(refusalOf(decide(stateAt('SP1'), { type: 'SELECT1', selectedCount: 0 }, at(4)))).toEqual(
      { reason: 'NOTHING_SELECTED' },
    );
    expect(
      refusalOf(decide(stateAt('SP2'), { type: 'SELECT2', selectedCount: 0 }, at(12))),
    ).toEqual({ reason: 'NOTHING_SELECTED' });
  });

  it.each(['CRG', 'PSB', 'SP2', 'CMC', 'CME'] as const)(
    'refuses the first selection in %s',
    (status) => {
      expect(
        refusalOf(decide(stateAt(status), { type: 'SELECT1', selectedCount: 1 }, at(1))),
      ).toEqual({ reason: 'INVALID_TRANSITION' });
    },
  );

  it.each(['CRG', 'SP1', 'PSB', 'CMC', 'CME'] as const)(
    'refuses the final selection in %s',
    (status) => {
      expect(
        refusalOf(decide(stateAt(status), { type: 'SELECT2', selectedCount: 1 }, at(1))),
      ).toEqual({ reason: 'INVALID_TRANSITION' });
    },
  );

  it('refuses a selection once its period is over (the period end applies first)', () => {
    expect(
      refusalOf(decide(stateAt('SP1'), { type: 'SELECT1', selectedCount: 1 }, end(6))),
    ).toEqual({ reason: 'INVALID_TRANSITION' });
    expect(
      refusalOf(decide(stateAt('SP2'), { type: 'SELECT2', selectedCount: 1 }, end(16))),
    ).toEqual({ reason: 'INVALID_TRANSITION' });
    // One second before the day's end the period is still open.
    const lastSecond = new Date(end(6).getTime() - 1000);
    expect(decide(stateAt('SP1'), { type: 'SELECT1', selectedCount: 1 }, lastSecond).ok).toBe(true);
  });
});

describe('decide: ending', () => {
  it.each(['CRG', 'SP1'] as const)('lets the owner end the match in %s with CDC', (status) => {
    const now = at(2);
    const transition = transitionOf(
      decide(stateAt(status), { type: 'USER_CANCEL', cancelReason: 'ETC' }, now),
    );
    expect(transition).toMatchObject({ from: status, to: 'CME', code: 'CDC', at: now });
    expect(transition.patch).toMatchObject({ cancelEndStatus: status, matchCompleteDate: now });
  });

  it.each(['PSB', 'SP2', 'CMC', 'CME'] as const)('refuses the owner’s end in %s', (status) => {
    expect(
      refusalOf(decide(stateAt(status), { type: 'USER_CANCEL', cancelReason: 'ETC' }, at(1))),
    ).toEqual({ reason: 'INVALID_TRANSITION' });
  });

  it('refuses the owner’s end once the recruiting period is over', () => {
    expect(
      refusalOf(decide(stateAt('CRG'), { type: 'USER_CANCEL', cancelReason: 'ETC' }, end(3))),
    ).toEqual({ reason: 'INVALID_TRANSITION' });
  });

  it.each(['CRG', 'SP1', 'PSB', 'SP2'] as const)(
    'lets an operator end the match in %s with ADC',
    (status) => {
      const transition = transitionOf(
        decide(stateAt(status), { type: 'OPERATOR_END', cancelReason: 'fraud' }, at(1)),
      );
      expect(transition).toMatchObject({ from: status, to: 'CME', code: 'ADC', at: at(1) });
      expect(transition.patch.cancelEndStatus).toBe(status);
    },
  );

  it.each(['CMC', 'CME'] as const)('refuses an operator’s end in %s', (status) => {
    expect(
      refusalOf(decide(stateAt(status), { type: 'OPERATOR_END', cancelReason: 'x' }, at(1))),
    ).toEqual({ reason: 'INVALID_TRANSITION' });
  });
});

describe('decide: period ends fall at 23:59:59 Korea time (docs/decisions/019)', () => {
  it('ends every period of a whole lifecycle at the end of a Korea day', () => {
    // The walk's request, made at 00:58 on 11월 29일: recruiting ends 12월 2일 23:59:59.
    const madeAt = new Date('2026-11-29T00:58:00+09:00');
    const crg = stateAt('CRG', { propose1EndDate: periodEnd(madeAt, 3) });
    expect(crg.propose1EndDate).toEqual(kstDayEnd('2026-12-02'));
    const sp1 = transitionOf(decide(crg, { type: 'DEADLINE' }, kstDayEnd('2026-12-03')));
    expect(sp1.patch.select1EndDate).toEqual(kstDayEnd('2026-12-05'));
    const selectedAt = new Date('2026-12-03T02:00:00+09:00');
    const psb = transitionOf(
      decide(
        stateAt('SP1', { select1EndDate: sp1.patch.select1EndDate! }),
        { type: 'SELECT1', selectedCount: 1 },
        selectedAt,
      ),
    );
    expect(psb.patch.propose2EndDate).toEqual(kstDayEnd('2026-12-10'));
    const sp2 = transitionOf(
      decide(
        stateAt('PSB', { propose2EndDate: psb.patch.propose2EndDate! }),
        { type: 'DEADLINE' },
        kstDayEnd('2026-12-10'),
      ),
    );
    expect(sp2.patch.select2EndDate).toEqual(kstDayEnd('2026-12-15'));
  });

  it('extends an open period by whole days, to the end of a day', () => {
    const extended = transitionOf(decide(stateAt('CRG'), { type: 'EXTEND', days: 2 }, at(1)));
    expect(extended.patch).toEqual({ status: 'CRG', dueAt: end(5), propose1EndDate: end(5) });
    // A period set under the old rule (ending at the time of day it began) moves to a day's end.
    const legacy = stateAt('PSB', { propose2EndDate: new Date('2026-03-13T02:00:00+09:00') });
    const moved = transitionOf(decide(legacy, { type: 'EXTEND', days: 1 }, at(5)));
    expect(moved.patch.propose2EndDate).toEqual(kstDayEnd('2026-03-14'));
  });
});

describe('decide: the owner ends the proposal period early (issue 33)', () => {
  it('moves PSB to SP2 now, the selection period counted from now', () => {
    const now = at(8);
    const transition = transitionOf(decide(stateAt('PSB'), { type: 'CLOSE_PROPOSALS' }, now));
    expect(transition).toMatchObject({ from: 'PSB', to: 'SP2', code: null, at: now });
    expect(transition.patch).toEqual({
      status: 'SP2',
      dueAt: periodEnd(now, 5),
      propose2EndDate: now,
      select2StartDate: now,
      select2EndDate: periodEnd(now, 5),
    });
  });

  it('refuses outside PSB, after its deadline and without a proposal', () => {
    for (const status of ['CRG', 'SP1', 'SP2', 'CMC', 'CME'] as const) {
      expect(refusalOf(decide(stateAt(status), { type: 'CLOSE_PROPOSALS' }, at(8)))).toEqual({
        reason: 'INVALID_TRANSITION',
      });
    }
    expect(refusalOf(decide(stateAt('PSB'), { type: 'CLOSE_PROPOSALS' }, at(12)))).toEqual({
      reason: 'INVALID_TRANSITION',
    });
    expect(
      refusalOf(decide(stateAt('PSB', { proposalCount: 0 }), { type: 'CLOSE_PROPOSALS' }, at(8))),
    ).toEqual({ reason: 'INVALID_TRANSITION' });
  });
});
