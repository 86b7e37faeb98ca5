import { describe, expect, it } from 'vitest';
import type { Prediction } from '../api/predict-profit';
import {
  analysisChatReducer,
  chosenInstallType,
  initialAnalysisChat,
  mapSite,
  type AnalysisChatAction,
  type AnalysisChatState,
} from './analysis-chat';

const fresh = initialAnalysisChat({ installType: null, systemSize: null, area: null });
const run = (actions: AnalysisChatAction[], from: AnalysisChatState = fresh) =>
  actions.reduce(analysisChatReducer, from);
const prediction: Prediction = {
  monthlyKwh: [1, 2, 3],
  profitData: {} as Prediction['profitData'],
};

describe('analysis chat', () => {
  it('starts at the install type question with the panel layout shown and nothing open', () => {
    expect(fresh.flow).toEqual({ step: 'type' });
    expect(fresh.showPanels).toBe(true);
    expect(Object.values(fresh.open)).toEqual([false, false, false, false]);
    expect(chosenInstallType(fresh.flow)).toBeNull();
  });

  it('resumes an analysis that was already sized at its capacity', () => {
    const resumed = initialAnalysisChat(
      { installType: 'L', systemSize: 12.5, area: 120 },
      () => 120,
    );
    expect(resumed.flow).toEqual({ step: 'capacity', installType: 'L', edited: false });
  });

  it('replays the area the owner entered, not the building’s, when an analysis resumes', () => {
    const resumed = initialAnalysisChat(
      { installType: 'R', systemSize: 40.32, area: 300 },
      (type) => (type === 'R' ? 1200.5 : 3103.71),
    );
    expect(resumed.flow).toEqual({ step: 'capacity', installType: 'R', edited: true });
    // A roof without building data has no default: any saved area was the owner's.
    const entered = initialAnalysisChat({ installType: 'R', systemSize: 9.6, area: 80 });
    expect(entered.flow).toEqual({ step: 'capacity', installType: 'R', edited: true });
  });

  it('resumes with the forecast stored with a sized analysis, and without one unsized', () => {
    const resumed = initialAnalysisChat(
      { installType: 'L', systemSize: 12.5, area: 120 },
      () => 120,
      prediction,
    );
    expect(resumed.prediction).toBe(prediction);
    expect(resumed.open.profit).toBe(false);
    const unsized = initialAnalysisChat(
      { installType: 'R', systemSize: 0, area: null },
      () => null,
      prediction,
    );
    expect(unsized.prediction).toBeNull();
  });

  it('asks the type again for an analysis saved without a capacity', () => {
    expect(initialAnalysisChat({ installType: 'R', systemSize: 0, area: null }).flow).toEqual({
      step: 'type',
    });
  });

  it('goes from a known area to its question, and from edit to the area form', () => {
    const asked = run([{ type: 'chooseType', installType: 'L', capacity: 'ok' }]);
    expect(asked.flow).toEqual({ step: 'area', installType: 'L', editing: false });
    expect(run([{ type: 'editArea' }], asked).flow).toEqual({
      step: 'area',
      installType: 'L',
      editing: true,
    });
  });

  it('asks for the roof area when it is unknown, as a roof answer', () => {
    const state = run([{ type: 'chooseType', installType: 'R', capacity: 'needs_area' }]);
    expect(state.flow).toEqual({ step: 'needs-area' });
    expect(chosenInstallType(state.flow)).toBe('R');
  });

  it('ends at the capacity-unknown message when the land cannot be sized', () => {
    const state = run([{ type: 'chooseType', installType: 'L', capacity: 'undetermined' }]);
    expect(state.flow).toEqual({ step: 'undetermined', installType: 'L' });
  });

  it('shows the capacity once saved, remembering whether the owner edited the area', () => {
    const kept = run([
      { type: 'chooseType', installType: 'L', capacity: 'ok' },
      { type: 'patched', installType: 'L', sized: true, edited: false },
    ]);
    expect(kept.flow).toEqual({ step: 'capacity', installType: 'L', edited: false });
    const edited = run([
      { type: 'chooseType', installType: 'R', capacity: 'needs_area' },
      { type: 'patched', installType: 'R', sized: true, edited: true },
    ]);
    expect(edited.flow).toEqual({ step: 'capacity', installType: 'R', edited: true });
  });

  it('ends at the capacity-unknown message when the saved size is zero', () => {
    const state = run([
      { type: 'chooseType', installType: 'R', capacity: 'ok' },
      { type: 'patched', installType: 'R', sized: false, edited: false },
    ]);
    expect(state.flow).toEqual({ step: 'undetermined', installType: 'R' });
  });

  it('ignores edit outside the area question', () => {
    expect(run([{ type: 'editArea' }])).toEqual(fresh);
  });

  it('opens the profit result with the forecast, and a new install type discards it', () => {
    const predicted = run([
      { type: 'chooseType', installType: 'L', capacity: 'ok' },
      { type: 'patched', installType: 'L', sized: true, edited: false },
      { type: 'predicted', prediction },
    ]);
    expect(predicted.prediction).toBe(prediction);
    expect(predicted.open.profit).toBe(true);
    const changed = run([{ type: 'chooseType', installType: 'R', capacity: 'ok' }], predicted);
    expect(changed.prediction).toBeNull();
  });

  it('opens popups over the profit result and closes them one by one', () => {
    const state = run([
      { type: 'predicted', prediction },
      { type: 'open', dialog: 'feasibility' },
      { type: 'open', dialog: 'tech' },
      { type: 'close', dialog: 'tech' },
    ]);
    expect(state.open).toEqual({ profit: true, feasibility: true, tech: false, recruit: false });
  });

  it('replaces the profit result and popups with the recruit layer, and goes back to the profit result', () => {
    const recruiting = run([
      { type: 'predicted', prediction },
      { type: 'open', dialog: 'feasibility' },
      { type: 'openRecruit' },
    ]);
    expect(recruiting.open).toEqual({
      profit: false,
      feasibility: false,
      tech: false,
      recruit: true,
    });
    expect(run([{ type: 'closeRecruit' }], recruiting).open).toEqual({
      profit: true,
      feasibility: false,
      tech: false,
      recruit: false,
    });
  });

  it('goes from the recruit confirmation back to the conversation, the forecast kept', () => {
    const recruiting = run([{ type: 'predicted', prediction }, { type: 'openRecruit' }]);
    const back = run([{ type: 'backToAnalysis' }], recruiting);
    expect(Object.values(back.open).some(Boolean)).toBe(false);
    expect(back.prediction).toBe(prediction);
  });

  it('hides and shows the panel layout on the map', () => {
    expect(run([{ type: 'showPanels', value: false }]).showPanels).toBe(false);
  });
});

describe('what the map lays out', () => {
  const capacity = {
    L: { status: 'ok', areaM2: 3103.71 },
    R: { status: 'needs_area', areaM2: null },
  } as const;
  const unsized = { installType: null, area: null, systemSize: null };

  it('shows the land layout of the whole lot until a type is chosen', () => {
    expect(mapSite({ step: 'type' }, unsized, capacity)).toEqual({
      installType: 'L',
      areaM2: 3103.71,
    });
  });

  it('shows the area the capacity was sized with once saved (an edited area)', () => {
    expect(
      mapSite(
        { step: 'capacity', installType: 'L', edited: true },
        { installType: 'L', area: 2000, systemSize: 150 },
        capacity,
      ),
    ).toEqual({ installType: 'L', areaM2: 2000 });
  });

  it('shows no layout for a roof whose area is not known yet, nor where no module fits', () => {
    expect(mapSite({ step: 'needs-area' }, unsized, capacity)).toBeNull();
    expect(
      mapSite({ step: 'undetermined', installType: 'L' }, unsized, {
        ...capacity,
        L: { status: 'undetermined', areaM2: 143 },
      }),
    ).toBeNull();
  });
});
