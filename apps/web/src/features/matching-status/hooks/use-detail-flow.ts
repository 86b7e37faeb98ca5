import { useEffect, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router';
import { type MatchContractor, type MatchReq } from '@haetbit/contracts';
import { useAgainRecruit } from '../api/again-recruit';
import { useCheckExistAgain } from '../api/check-exist-again';
import { useReviewExists } from '../api/check-review-exists';
import { useProposeList } from '../api/get-propose-list';
import { useSelectPropose } from '../api/select-propose';
import { useUserCancel } from '../api/user-cancel';
import {
  detailFlowReducer,
  errorDialog,
  initialDetailFlow,
  listPlan,
  type DetailDialog,
} from '../lib/detail-flow';

export type SelectionStage = 'SP1' | 'SP2';

/**
 * The detail screen's flow: the reducer of lib/detail-flow.ts (which popup is open, which
 * contractors are ticked) joined to the lists the state loads and the calls its popups confirm.
 */
export function useDetailFlow(match: MatchReq) {
  const navigate = useNavigate();
  const [flow, dispatch] = useReducer(detailFlowReducer, initialDetailFlow);
  const plan = listPlan(match.status);
  const propose1 = useProposeList(1, match.matchStatusId, undefined, plan.propose1);
  const propose2 = useProposeList(2, match.matchStatusId, plan.propose2Select, plan.propose2);
  const reviewExists = useReviewExists(match.id, match.status === 'CMC');
  const select1 = useSelectPropose(1);
  const select2 = useSelectPropose(2);
  const cancel = useUserCancel();
  const checkAgain = useCheckExistAgain();
  const again = useAgainRecruit();

  const stage: SelectionStage | null =
    match.status === 'SP1' || match.status === 'SP2' ? match.status : null;
  const list = plan.propose1 ? propose1 : propose2;
  const contractors: MatchContractor[] | null =
    plan.propose1 || plan.propose2 ? (list.data ?? null) : null;
  const limit = stage === 'SP1' ? match.select1LimitCnt : match.select2LimitCnt;
  const names = flow.selected.map(
    (ccId) => contractors?.find((item) => item.ccId === ccId)?.comName ?? '',
  );
  const close = () => dispatch({ type: 'close' });
  const open = (dialog: DetailDialog) => dispatch({ type: 'open', dialog });

  useEffect(() => {
    if (match.status === 'CME') dispatch({ type: 'showEndedNotice' });
  }, [match.status]);

  // Back from the review page, focus returns to the button that opened it.
  const reviewButtonRef = useRef<HTMLButtonElement>(null);
  const wasReview = useRef(false);
  useEffect(() => {
    if (flow.view === 'detail' && wasReview.current) reviewButtonRef.current?.focus();
    wasReview.current = flow.view === 'review';
  }, [flow.view]);

  function confirmSelection() {
    if (!stage) return;
    const body = {
      matchStatusId: match.matchStatusId,
      selectedCstIds: flow.selected,
      address: match.address,
    };
    const mutation = stage === 'SP1' ? select1 : select2;
    mutation.mutate(body, {
      onSuccess: (answer) =>
        dispatch({
          type: 'selected',
          stage,
          days: answer.periodDays,
          endDate: answer.periodEndDate,
        }),
      onError: (error) => open(errorDialog(error, stage)),
    });
  }

  async function recruitAgain() {
    try {
      const existing = await checkAgain.mutateAsync(match.id);
      if (existing.id !== null) return open({ kind: 'alreadyActive', id: existing.id });
      const created = await again.mutateAsync(match.id);
      open(
        created.existing
          ? { kind: 'alreadyActive', id: created.id }
          : { kind: 'againDone', id: created.id },
      );
    } catch (error) {
      open(errorDialog(error));
    }
  }

  function end(reason: { cancelReason: string; cancelReasonDetail?: string }) {
    cancel.mutate(
      { id: match.id, ...reason },
      {
        onSuccess: () => dispatch({ type: 'ended' }),
        onError: (error) => open(errorDialog(error)),
      },
    );
  }

  return {
    flow,
    stage,
    limit,
    contractors,
    selectedNames: names,
    list: {
      pending: (plan.propose1 || plan.propose2) && list.isPending,
      failed: (plan.propose1 || plan.propose2) && list.isError,
      error: list.error,
      retry: () => void list.refetch(),
      retrying: propose1.isFetching || propose2.isFetching,
    },
    reviewExists,
    reviewButtonRef,
    busy:
      select1.isPending ||
      select2.isPending ||
      cancel.isPending ||
      checkAgain.isPending ||
      again.isPending,
    open,
    close,
    toggle: (ccId: number) => {
      if (stage) dispatch({ type: 'toggle', ccId, stage, limit });
    },
    openReview: (openIt: boolean) => dispatch({ type: 'review', open: openIt }),
    confirmSelection,
    end,
    recruitAgain: () => void recruitAgain(),
    go: (id: number) => {
      close();
      void navigate(`/app/matching-status/detail?id=${id}`);
    },
  };
}

export type DetailFlow = ReturnType<typeof useDetailFlow>;
