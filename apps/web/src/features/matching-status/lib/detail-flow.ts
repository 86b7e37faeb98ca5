import {
  ERROR_MESSAGES,
  MATCHING_TEXTS,
  SELECT_LIMIT_TEXTS,
  selectLimitMessage,
  type MatchReq,
} from '@haetbit/contracts';
import { ApiError } from '../../../shared/api/client';
import { toggleSelection } from './selection';

/** The popups of the detail screen (spec section 2); one at a time. */
export type DetailDialog =
  | { kind: 'none' }
  | { kind: 'menu' }
  | { kind: 'analysis' }
  | { kind: 'bizInfo'; ccId: number; comName: string }
  | { kind: 'proposal'; comName: string; proposalFileId: string }
  | { kind: 'selectConfirm'; stage: 'SP1' | 'SP2' }
  | { kind: 'select1Done'; days: number | null; endDate: string | null }
  | { kind: 'select2Done' }
  | { kind: 'endConfirm' }
  | { kind: 'endReason' }
  | { kind: 'endDone' }
  | { kind: 'matchEnded' }
  | { kind: 'againConfirm' }
  | { kind: 'againDone'; id: number }
  | { kind: 'alreadyActive'; id: number }
  | { kind: 'docs' }
  | { kind: 'alert'; title: string; message: string };

export interface DetailFlowState {
  view: 'detail' | 'review';
  dialog: DetailDialog;
  /** Contractors ticked in the current stage, in the order they were ticked. */
  selected: number[];
  /** The 'match ended' popup opens by itself once per visit of an ended match. */
  endedNoticeShown: boolean;
}

export type DetailFlowAction =
  | { type: 'open'; dialog: DetailDialog }
  | { type: 'close' }
  | { type: 'toggle'; ccId: number; stage: 'SP1' | 'SP2'; limit: number }
  | {
      type: 'selected';
      stage: 'SP1' | 'SP2';
      days: number | null;
      endDate: string | null;
    }
  | { type: 'ended' }
  | { type: 'showEndedNotice' }
  | { type: 'review'; open: boolean };

export const initialDetailFlow: DetailFlowState = {
  view: 'detail',
  dialog: { kind: 'none' },
  selected: [],
  endedNoticeShown: false,
};

/** Alert of the selection limit (spec section 5), same words as the server's 409. */
export const limitAlert = (stage: 'SP1' | 'SP2', limit: number): DetailDialog => ({
  kind: 'alert',
  title: SELECT_LIMIT_TEXTS[stage].title,
  message: selectLimitMessage(stage, limit),
});

/** A failed call as the generic alert shows it; the limit keeps its own title (spec section 5). */
export function errorDialog(error: unknown, stage?: 'SP1' | 'SP2'): DetailDialog {
  if (error instanceof ApiError) {
    const title =
      error.code === 'SELECT_LIMIT_EXCEEDED' && stage
        ? SELECT_LIMIT_TEXTS[stage].title
        : MATCHING_TEXTS.errorTitle;
    return { kind: 'alert', title, message: error.message };
  }
  return { kind: 'alert', title: MATCHING_TEXTS.errorTitle, message: ERROR_MESSAGES.INTERNAL };
}

/**
 * Which lists a state loads (spec section 4, 'Loading by state'). In PSB the second stage's list
 * holds the same shortlisted contractors, with whether each has sent its proposal.
 */
export function listPlan(status: MatchReq['status']) {
  return {
    propose1: status === 'SP1',
    propose2: status === 'PSB' || status === 'SP2' || status === 'CMC',
    propose2Select: status === 'CMC' ? ('Y' as const) : undefined,
  };
}

export function detailFlowReducer(
  state: DetailFlowState,
  action: DetailFlowAction,
): DetailFlowState {
  switch (action.type) {
    case 'open':
      return { ...state, dialog: action.dialog };
    case 'close':
      // After the end result, the 'match ended' popup offers a new request (spec section 4).
      if (state.dialog.kind === 'endDone') {
        return { ...state, dialog: { kind: 'matchEnded' }, endedNoticeShown: true };
      }
      return { ...state, dialog: { kind: 'none' } };
    case 'toggle': {
      const result = toggleSelection(state.selected, action.ccId, action.limit);
      if (!result.ok) return { ...state, dialog: limitAlert(action.stage, action.limit) };
      return { ...state, selected: result.selected };
    }
    case 'selected':
      return {
        ...state,
        selected: [],
        dialog:
          action.stage === 'SP1'
            ? { kind: 'select1Done', days: action.days, endDate: action.endDate }
            : { kind: 'select2Done' },
      };
    case 'ended':
      return { ...state, selected: [], dialog: { kind: 'endDone' }, endedNoticeShown: true };
    case 'showEndedNotice':
      if (state.endedNoticeShown || state.dialog.kind !== 'none') return state;
      return { ...state, dialog: { kind: 'matchEnded' }, endedNoticeShown: true };
    case 'review':
      return { ...state, view: action.open ? 'review' : 'detail', dialog: { kind: 'none' } };
  }
}
