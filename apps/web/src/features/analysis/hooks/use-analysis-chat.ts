import { useReducer } from 'react';
import type { DecodedAnalysis, InstallType, SelfConsumptionBody } from '@haetbit/contracts';
import { ApiError } from '../../../shared/api/client';
import { usePatchAnalysisInstall } from '../api/patch-analysis';
import { usePredictProfit } from '../api/predict-profit';
import { analysisChatReducer, chosenInstallType, initialAnalysisChat } from '../lib/analysis-chat';

export const errorText = (error: unknown) =>
  error instanceof ApiError ? error.message : '잠시 후 다시 시도해 주세요.';

/**
 * The analysis conversation's state and its two writes: saving the install type (and area) and
 * the profit forecast. The analysis shown is always the cached one the writes keep current; a
 * forecast stored with it is shown again without asking the server.
 */
export function useAnalysisChat({ analysis, landData, prediction }: DecodedAnalysis) {
  const [state, dispatch] = useReducer(analysisChatReducer, analysis, (saved) =>
    initialAnalysisChat(saved, (type) => landData.capacity[type].areaM2, prediction),
  );
  const patch = usePatchAnalysisInstall();
  const predict = usePredictProfit();
  const selfUse = usePredictProfit();
  const installType = chosenInstallType(state.flow);

  function save(type: InstallType, area?: number) {
    patch.mutate(
      { id: analysis.id, installType: type, area },
      {
        onSuccess: (updated) =>
          dispatch({
            type: 'patched',
            installType: type,
            sized: Boolean(updated.systemSize && updated.systemSize > 0),
            edited: area !== undefined,
          }),
      },
    );
  }

  return {
    state,
    dispatch,
    installType,
    needsArea: installType !== null && landData.capacity[installType].status === 'needs_area',
    capacity: state.flow.step === 'capacity' ? state.flow : null,
    patch: {
      busy: patch.isPending,
      error: patch.isError ? errorText(patch.error) : null,
      save,
    },
    predict: {
      busy: predict.isPending,
      error: predict.isError ? errorText(predict.error) : null,
      /** Shows the forecast already made, or asks the server for it. */
      show: () => {
        if (state.prediction) {
          dispatch({ type: 'open', dialog: 'profit' });
          return;
        }
        predict.mutate(
          { id: analysis.id },
          { onSuccess: (predicted) => dispatch({ type: 'predicted', prediction: predicted }) },
        );
      },
    },
    /** A roof's forecast made again with the owner's own use (상계거래), shown in place. */
    selfUse: {
      busy: selfUse.isPending,
      error: selfUse.isError ? errorText(selfUse.error) : null,
      compare: (selfConsumption: SelfConsumptionBody) =>
        selfUse.mutate(
          { id: analysis.id, selfConsumption },
          { onSuccess: (predicted) => dispatch({ type: 'predicted', prediction: predicted }) },
        ),
    },
    chooseType: (type: InstallType) => {
      patch.reset();
      dispatch({ type: 'chooseType', installType: type, capacity: landData.capacity[type].status });
    },
  };
}

export type AnalysisChatModel = ReturnType<typeof useAnalysisChat>;
