import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/client';
import {
  detailFlowReducer,
  errorDialog,
  initialDetailFlow,
  listPlan,
  type DetailFlowAction,
} from './detail-flow';

const run = (actions: DetailFlowAction[]) => actions.reduce(detailFlowReducer, initialDetailFlow);

describe('detail flow', () => {
  it('opens the limit alert instead of selecting past the limit', () => {
    const state = run([
      { type: 'toggle', ccId: 1, stage: 'SP1', limit: 1 },
      { type: 'toggle', ccId: 2, stage: 'SP1', limit: 1 },
    ]);
    expect(state.selected).toEqual([1]);
    expect(state.dialog).toEqual({
      kind: 'alert',
      title: '시공사 선택 개수 안내',
      message: '시공사는 최대 1개까지 선택할 수 있습니다.',
    });
  });

  it('clears the selection and tells the proposal days and deadline after the first selection', () => {
    const endDate = '2026-03-09T14:59:59.000Z';
    const state = run([
      { type: 'toggle', ccId: 1, stage: 'SP1', limit: 5 },
      { type: 'selected', stage: 'SP1', days: 7, endDate },
    ]);
    expect(state.selected).toEqual([]);
    expect(state.dialog).toEqual({ kind: 'select1Done', days: 7, endDate });
  });

  it('follows the end result with the match-ended popup, and shows that popup once', () => {
    const ended = run([{ type: 'ended' }, { type: 'close' }]);
    expect(ended.dialog).toEqual({ kind: 'matchEnded' });
    const closed = detailFlowReducer(ended, { type: 'close' });
    expect(detailFlowReducer(closed, { type: 'showEndedNotice' }).dialog).toEqual({ kind: 'none' });
    expect(run([{ type: 'showEndedNotice' }]).dialog).toEqual({ kind: 'matchEnded' });
  });

  it('opens the review in place of the detail and closes any popup', () => {
    const state = run([
      { type: 'open', dialog: { kind: 'docs' } },
      { type: 'review', open: true },
    ]);
    expect(state.view).toBe('review');
    expect(state.dialog).toEqual({ kind: 'none' });
  });

  it('goes from the end question to the reason and back to nothing on close', () => {
    const asked = run([
      { type: 'open', dialog: { kind: 'endConfirm' } },
      { type: 'open', dialog: { kind: 'endReason' } },
    ]);
    expect(asked.dialog).toEqual({ kind: 'endReason' });
    expect(detailFlowReducer(asked, { type: 'close' }).dialog).toEqual({ kind: 'none' });
  });

  it('does not cover an open popup with the match-ended notice', () => {
    const state = run([{ type: 'open', dialog: { kind: 'docs' } }, { type: 'showEndedNotice' }]);
    expect(state.dialog).toEqual({ kind: 'docs' });
    expect(state.endedNoticeShown).toBe(false);
  });

  it('unticks a ticked contractor', () => {
    const state = run([
      { type: 'toggle', ccId: 1, stage: 'SP2', limit: 3 },
      { type: 'toggle', ccId: 2, stage: 'SP2', limit: 3 },
      { type: 'toggle', ccId: 1, stage: 'SP2', limit: 3 },
    ]);
    expect(state.selected).toEqual([2]);
    expect(state.dialog).toEqual({ kind: 'none' });
  });
});

describe('detail lists and errors', () => {
  it('loads the first-stage list in SP1 and the second-stage list from PSB on', () => {
    expect(listPlan('CRG')).toEqual({
      propose1: false,
      propose2: false,
      propose2Select: undefined,
    });
    expect(listPlan('SP1')).toMatchObject({ propose1: true, propose2: false });
    expect(listPlan('PSB')).toMatchObject({ propose1: false, propose2: true });
    expect(listPlan('CMC')).toEqual({ propose1: false, propose2: true, propose2Select: 'Y' });
  });

  it("shows a call's own message, the limit under its own title, anything else generically", () => {
    const limit = new ApiError(409, 'SELECT_LIMIT_EXCEEDED', '최대 2개');
    expect(errorDialog(limit, 'SP1')).toEqual({
      kind: 'alert',
      title: '시공사 선택 개수 안내',
      message: '최대 2개',
    });
    const other = errorDialog(new ApiError(409, 'INVALID_STATE', '상태가 바뀌었습니다.'));
    expect(other).toMatchObject({ kind: 'alert', message: '상태가 바뀌었습니다.' });
    expect(errorDialog(new Error('boom'))).toMatchObject({ kind: 'alert' });
  });
});
