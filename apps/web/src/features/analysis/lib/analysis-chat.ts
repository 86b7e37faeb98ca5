import type { AnalysisFacts, Capacity, InstallType } from '@haetbit/contracts';
import type { Prediction } from '../api/predict-profit';

/**
 * The analysis conversation (spec section 4, qStep 1 to 3): the install type, then the area
 * (kept, edited, or asked for when the roof area is unknown), then the capacity and its profit.
 */
export type ChatFlow =
  | { step: 'type' }
  | { step: 'area'; installType: InstallType; editing: boolean }
  | { step: 'needs-area' }
  | { step: 'undetermined'; installType: InstallType }
  | { step: 'capacity'; installType: InstallType; edited: boolean };

export type ChatDialog = 'profit' | 'feasibility' | 'tech' | 'recruit';

export interface AnalysisChatState {
  flow: ChatFlow;
  /** The forecast of the current capacity; a new install type discards it. */
  prediction: Prediction | null;
  open: Record<ChatDialog, boolean>;
  showPanels: boolean;
}

export type AnalysisChatAction =
  | { type: 'chooseType'; installType: InstallType; capacity: Capacity['status'] }
  | { type: 'editArea' }
  /** The server saved the type (and area): `sized` when it found a capacity above 0. */
  | { type: 'patched'; installType: InstallType; sized: boolean; edited: boolean }
  | { type: 'predicted'; prediction: Prediction }
  | { type: 'open'; dialog: Exclude<ChatDialog, 'recruit'> }
  | { type: 'close'; dialog: Exclude<ChatDialog, 'recruit'> }
  | { type: 'openRecruit' }
  | { type: 'closeRecruit' }
  /** From the recruit layer back to the conversation, to choose the type and area again. */
  | { type: 'backToAnalysis' }
  | { type: 'showPanels'; value: boolean };

const closed: Record<ChatDialog, boolean> = {
  profit: false,
  feasibility: false,
  tech: false,
  recruit: false,
};

/**
 * An analysis the owner continues resumes at its capacity when it was already sized, replaying the
 * owner's own answer: an area that differs from the parcel's or building's (`defaultAreaM2` of the
 * saved install type) was entered by the owner, so the conversation shows it as edited. The
 * forecast stored with a sized analysis is the one its profit button shows.
 */
export function initialAnalysisChat(
  analysis: Pick<AnalysisFacts, 'installType' | 'systemSize' | 'area'>,
  defaultAreaM2: (installType: InstallType) => number | null = () => null,
  stored: Prediction | null = null,
): AnalysisChatState {
  const type = analysis.installType;
  const sized = type !== null && analysis.systemSize !== null && analysis.systemSize > 0;
  const defaultArea = type ? defaultAreaM2(type) : null;
  const edited =
    analysis.area !== null &&
    (defaultArea === null || Math.abs(analysis.area - defaultArea) >= 0.01);
  const flow: ChatFlow =
    sized && type ? { step: 'capacity', installType: type, edited } : { step: 'type' };
  return { flow, prediction: sized ? stored : null, open: closed, showPanels: true };
}

export function analysisChatReducer(
  state: AnalysisChatState,
  action: AnalysisChatAction,
): AnalysisChatState {
  switch (action.type) {
    case 'chooseType': {
      const flow: ChatFlow =
        action.capacity === 'undetermined'
          ? { step: 'undetermined', installType: action.installType }
          : action.capacity === 'needs_area'
            ? { step: 'needs-area' }
            : { step: 'area', installType: action.installType, editing: false };
      return { ...state, flow, prediction: null };
    }
    case 'editArea':
      return state.flow.step === 'area'
        ? { ...state, flow: { ...state.flow, editing: true } }
        : state;
    case 'patched':
      return {
        ...state,
        flow: action.sized
          ? { step: 'capacity', installType: action.installType, edited: action.edited }
          : { step: 'undetermined', installType: action.installType },
      };
    case 'predicted':
      return { ...state, prediction: action.prediction, open: { ...state.open, profit: true } };
    case 'open':
      return { ...state, open: { ...state.open, [action.dialog]: true } };
    case 'close':
      return { ...state, open: { ...state.open, [action.dialog]: false } };
    case 'openRecruit':
      // The recruit layer replaces the profit result and its popups.
      return { ...state, open: { ...closed, recruit: true } };
    case 'closeRecruit':
      // Closing the recruit layer goes back to the profit result it was opened from.
      return { ...state, open: { ...state.open, recruit: false, profit: true } };
    case 'backToAnalysis':
      return { ...state, open: closed };
    case 'showPanels':
      return { ...state, showPanels: action.value };
  }
}

/** The install type the owner chose; the 'needs area' step only occurs for roofs. */
export function chosenInstallType(flow: ChatFlow): InstallType | null {
  if (flow.step === 'type') return null;
  if (flow.step === 'needs-area') return 'R';
  return flow.installType;
}

/**
 * What the map lays out: the capacity of the install type chosen (land until one is chosen), at
 * the area the server sized it with once saved, else at the parcel's or building's area; null
 * when that capacity has no module (the map then offers no layout example).
 */
export function mapSite(
  flow: ChatFlow,
  analysis: Pick<AnalysisFacts, 'installType' | 'area' | 'systemSize'>,
  capacity: Record<InstallType, Pick<Capacity, 'status' | 'areaM2'>>,
): { installType: InstallType; areaM2: number } | null {
  const installType = chosenInstallType(flow) ?? 'L';
  const sized =
    flow.step === 'capacity' &&
    analysis.installType === installType &&
    analysis.area !== null &&
    (analysis.systemSize ?? 0) > 0;
  if (sized && analysis.area !== null) return { installType, areaM2: analysis.area };
  const known = capacity[installType];
  return known.status === 'ok' && known.areaM2 !== null
    ? { installType, areaM2: known.areaM2 }
    : null;
}
