import type { FinanceInputs, ProfitData } from '@haetbit/contracts';
import type * as DeviceModule from '@haetbit/solar/device';

/** The engine's device part, loaded only when the owner opens the assumptions. */
export type DeviceEngine = typeof DeviceModule;

export const loadDeviceEngine = (): Promise<DeviceEngine> => import('@haetbit/solar/device');

/** The assumptions the owner may change (issue 18): everything else keeps its sourced default. */
export interface OwnerAssumptions {
  projectCostManwonPerKw: number;
  loanSharePct: number;
  loanInterestPct: number;
  loanTermYears: number;
  leasedLand: boolean;
  /** 직접 쓰기 (상계거래) only where the forecast has the roof owner's use. */
  priceScenario: 'spot' | 'fixed' | 'selfConsumption';
}

/** The figures the profit layer leads with. */
export interface OwnerFigures {
  yAvgProfitKrw: number;
  mAvgProfitKrw: number;
  predictionProfitKrw: number;
  projectCostKrw: number;
  p90YAvgProfitKrw: number;
  projectIrr: number | null;
  equityPaybackYear: number | null;
  projectPaybackYear: number | null;
  profitChartKrw: number[];
  p90ProfitChartKrw: number[];
  /** The horizon in years (the chart's last point is year `years`). */
  years: number;
}

/**
 * When the owner's own cash comes back, read off the same line the chart draws (the cumulative
 * net after the owner's cash): '7년차', or a plain no when the line never rises above zero.
 */
export function paybackText(f: Pick<OwnerFigures, 'equityPaybackYear' | 'years'>): string {
  return f.equityPaybackYear === null ? `${f.years}년 안에 못 함` : `${f.equityPaybackYear}년차`;
}

/** Whether two sets of the owner's assumptions are the same (a reset is no change). */
export function sameAssumptions(a: OwnerAssumptions, b: OwnerAssumptions): boolean {
  return (
    a.projectCostManwonPerKw === b.projectCostManwonPerKw &&
    a.loanSharePct === b.loanSharePct &&
    a.loanInterestPct === b.loanInterestPct &&
    a.loanTermYears === b.loanTermYears &&
    a.leasedLand === b.leasedLand &&
    a.priceScenario === b.priceScenario
  );
}

/** The engine's defaults for this parcel (what the server's forecast used). */
export function defaultAssumptions(engine: DeviceEngine, inputs: FinanceInputs): OwnerAssumptions {
  const d = engine.FINANCE_DEFAULTS;
  return {
    projectCostManwonPerKw: engine.defaultProjectCostManwonPerKw(
      inputs.installType,
      inputs.systemSizeKw,
    ),
    loanSharePct: d.firstLoanRatePct.value,
    loanInterestPct: d.loanInterestPct.value,
    loanTermYears: d.loanTermYears.value,
    leasedLand: false,
    // The server leads new build with the fixed contract (older forecasts say nothing: the same),
    // a roof with its use given with whichever of selling and using pays more.
    priceScenario:
      inputs.priceScenario === 'selfConsumption' && inputs.selfConsumption
        ? 'selfConsumption'
        : inputs.priceScenario === 'spot'
          ? 'spot'
          : 'fixed',
  };
}

/** Reruns the 20-year finance on the device with the owner's assumptions (P50 and P90). */
export function recalculate(
  engine: DeviceEngine,
  inputs: FinanceInputs,
  a: OwnerAssumptions,
): OwnerFigures {
  const base = {
    systemSizeKw: inputs.systemSizeKw,
    installType: inputs.installType,
    isForest: inputs.isForest,
    curtailmentPct: inputs.curtailmentPct,
    recWeight: inputs.recWeight,
    smpPriceKrwPerKwh: inputs.smpPriceKrwPerKwh,
    recPriceKrwPerRec: inputs.recPriceKrwPerRec,
    zeroPriceEnergyPct: inputs.zeroPriceEnergyPct,
    fixedContractKrwPerMwh: inputs.fixedContractKrwPerMwh,
    years: inputs.years,
    projectCostManwonPerKw: a.projectCostManwonPerKw,
    firstLoanRatePct: a.loanSharePct,
    loanInterestPct: a.loanInterestPct,
    loanTermYears: a.loanTermYears,
    leasedLand: a.leasedLand,
    priceScenario: a.priceScenario,
  };
  const own = a.priceScenario === 'selfConsumption' ? inputs.selfConsumption : undefined;
  // Behind the meter nothing is curtailed; the saving of each year replaces the sales (the P90
  // saving scaled with the energy, as the bill saving follows the energy used).
  const selfUse = (factor: number) =>
    own
      ? {
          curtailmentPct: 0,
          zeroPriceEnergyPct: 0,
          revenueKrwByYear: own.savingKrwByYear.map((krw) => Math.round(krw * factor)),
          taxExempt: own.taxExempt,
        }
      : a.priceScenario === 'selfConsumption'
        ? { priceScenario: 'fixed' as const }
        : {};
  const p50 = engine.runFinance({ ...base, ...selfUse(1), firstYearKwh: inputs.firstYearKwh });
  const p90 = engine.runFinance({
    ...base,
    ...selfUse(inputs.p90LifetimeFactor),
    firstYearKwh: inputs.firstYearKwh * inputs.p90LifetimeFactor,
  });
  return {
    yAvgProfitKrw: p50.yAvgProfitKrw,
    mAvgProfitKrw: p50.mAvgProfitKrw,
    predictionProfitKrw: p50.predictionProfitKrw,
    projectCostKrw: p50.projectCostKrw,
    p90YAvgProfitKrw: p90.yAvgProfitKrw,
    projectIrr: p50.projectIrr,
    equityPaybackYear: p50.paybackYear,
    projectPaybackYear: p50.projectPaybackYear,
    profitChartKrw: p50.profitChartKrw,
    p90ProfitChartKrw: p90.profitChartKrw,
    years: Math.max(1, p50.profitChartKrw.length - 1),
  };
}

/** The server's figures, as stored with the forecast (older forecasts lack the new ones). */
export function serverFigures(profitData: ProfitData): OwnerFigures {
  return {
    yAvgProfitKrw: profitData.yAvgProfit,
    mAvgProfitKrw: profitData.mAvgProfit,
    predictionProfitKrw: profitData.predictionProfit,
    projectCostKrw: profitData.predictionBizCost,
    p90YAvgProfitKrw: profitData.finance?.p90.yAvgProfit ?? profitData.yAvgProfit,
    projectIrr: profitData.finance?.projectIrr ?? null,
    equityPaybackYear: profitData.paybackYear,
    projectPaybackYear: profitData.finance?.projectPaybackYear ?? null,
    profitChartKrw: profitData.profitChart,
    p90ProfitChartKrw: profitData.finance?.p90.profitChart ?? [],
    years: profitData.headline?.years ?? Math.max(1, profitData.profitChart.length - 1),
  };
}

/** "12.3%" (one decimal), or "계산 불가" when the flows never turn positive. */
export function formatIrr(irr: number | null): string {
  return irr === null
    ? '계산 불가'
    : `${(irr * 100).toLocaleString('ko-KR', { maximumFractionDigits: 1 })}%`;
}

/** The first-year sale price of each option, 원/kWh (the engine's formulas, finance.ts header). */
export function firstYearPrices(
  engine: DeviceEngine,
  inputs: FinanceInputs,
): { spotKrwPerKwh: number; fixedKrwPerKwh: number } {
  const d = engine.FINANCE_DEFAULTS;
  const contract = (inputs.fixedContractKrwPerMwh ?? d.fixedContractKrwPerMwh.value) / 1000;
  const baseSmp = d.fixedBaseSmpKrwPerMwh.value / 1000;
  return {
    spotKrwPerKwh: inputs.smpPriceKrwPerKwh + (inputs.recPriceKrwPerRec / 1000) * inputs.recWeight,
    fixedKrwPerKwh: contract + (contract - baseSmp) * (inputs.recWeight - 1),
  };
}
