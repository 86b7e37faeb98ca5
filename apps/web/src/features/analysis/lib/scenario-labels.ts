import type { ProfitData } from '@haetbit/contracts';

type ScenarioKey = NonNullable<ProfitData['scenarios']>[number]['name'];

/** How an owner names each way of earning from the plant (one wording on every screen). */
export const SCENARIO_LABELS: Record<ScenarioKey, string> = {
  fixed: '20년 고정가격계약',
  spot: '현물 시장(SMP + REC)',
  spotRecClose: '현물 시장, REC 현물시장 종료 시',
  selfConsumption: '직접 쓰기(상계거래)',
};

/** KEPCO's tariff kinds as the bill names them. */
export const TARIFF_LABELS = {
  residential: '주택용',
  general: '일반용',
  industrial: '산업용',
} as const;

/** The owner-level assumptions behind the lead scenario's figures, in the order they matter. */
export function leadAssumptionKeys(scenario: ScenarioKey): string[] {
  const price =
    scenario === 'selfConsumption'
      ? ['selfConsumptionTariff']
      : scenario === 'fixed'
        ? ['fixedPrice', 'curtailment']
        : ['smp', 'rec', 'recWeight', 'curtailment'];
  return [...price, 'projectCost', 'loan', 'horizon'];
}
