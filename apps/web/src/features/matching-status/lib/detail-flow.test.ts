import { describe, expect, it } from 'vitest';
import { detailFlowReducer, initialDetailFlow, type DetailFlowAction } from './detail-flow';

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

  it('clears the selection and tells the proposal days after the first selection', () => {
    const state = run([
      { type: 'toggle', ccId: 1, stage: 'SP1', limit: 5 },
      { type: 'selected', stage: 'SP1', days: 7 },
    ]);
    expect(state.selected).toEqual([]);
    expect(state.dialog).toEqual({ kind: 'select1Done', days: 7 });
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
});
