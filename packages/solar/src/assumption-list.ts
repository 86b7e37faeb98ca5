// Every assumption of the engine as one flat list, for the owner's "가정 보기" and the report.
import {
  ASSUMPTIONS_VERSION,
  CORPORATE_TAX_BRACKETS,
  FINANCE_DEFAULTS,
  LAYOUT_ASSUMPTIONS,
  LOCAL_INCOME_TAX_SHARE,
  OPERATING_COSTS,
  PVWATTS_LOSSES,
  REC_WEIGHTS,
  SYSTEM_DEFAULTS,
  UNCERTAINTY,
} from './assumptions.js';
import type { Sourced } from './assumptions.js';
import { FLEET_HOURS } from './fleet-hours.js';
import { CURTAILMENT } from './curtailment.js';
import { BILL_SURCHARGES, KEPCO_TARIFFS } from './tariffs.js';
import { NET_METERING } from './self-consumption.js';

export interface AssumptionEntry {
  group:
    | 'finance'
    | 'operatingCosts'
    | 'tax'
    | 'recWeights'
    | 'uncertainty'
    | 'system'
    | 'layout'
    | 'fleetHours'
    | 'curtailment'
    | 'tariffs';
  key: string;
  value: string | number;
  unit: string;
  status: Sourced<unknown>['status'];
  source: string;
}

function entries(
  group: AssumptionEntry['group'],
  table: Record<string, Sourced<string | number>>,
): AssumptionEntry[] {
  return Object.entries(table).map(([key, s]) => ({
    group,
    key,
    value: s.value,
    unit: s.unit,
    status: s.status,
    source: s.source,
  }));
}

/** All assumptions with value, unit, status and source (version {@link ASSUMPTIONS_VERSION}). */
export function listAssumptions(): AssumptionEntry[] {
  const brackets = CORPORATE_TAX_BRACKETS.map((b) =>
    Number.isFinite(b.upToKrw) ? `${b.ratePct} % to ${b.upToKrw / 1e8}억` : `${b.ratePct} % above`,
  ).join(', ');
  return [
    ...entries('finance', FINANCE_DEFAULTS),
    ...entries('operatingCosts', OPERATING_COSTS),
    {
      group: 'tax',
      key: 'corporateTaxBrackets',
      value: brackets,
      unit: '% of taxable income',
      status: 'confirmed',
      source: '법인세법 55조 (2023+), a-ha.io 세무사 answer on the 2022-12 revision',
    },
    { group: 'tax', key: 'localIncomeTaxShare', ...LOCAL_INCOME_TAX_SHARE },
    ...entries('recWeights', REC_WEIGHTS),
    ...Object.entries(CURTAILMENT).map(([key, c]): AssumptionEntry => ({
      group: 'curtailment',
      key,
      value: c.value,
      unit: c.unit,
      status: c.status,
      source: c.source,
    })),
    ...Object.values(KEPCO_TARIFFS).map((t): AssumptionEntry => ({
      group: 'tariffs',
      key: `tariff.${t.kind}`,
      value: t.labelKo,
      unit: `effective ${t.sourced.value}`,
      status: t.sourced.status,
      source: t.sourced.source,
    })),
    ...entries('tariffs', BILL_SURCHARGES),
    ...entries('tariffs', NET_METERING),
    ...entries('uncertainty', UNCERTAINTY),
    ...entries('system', SYSTEM_DEFAULTS),
    ...PVWATTS_LOSSES.map((l): AssumptionEntry => ({
      group: 'system',
      key: `loss.${l.name}`,
      value: l.pct,
      unit: '%',
      status: 'model default',
      source: 'PVWatts v5 default loss category (Dobos 2014, NREL/TP-6A20-62641 table 1)',
    })),
    ...entries('layout', LAYOUT_ASSUMPTIONS.sources),
    ...Object.entries(FLEET_HOURS).map(([key, f]): AssumptionEntry => ({
      group: 'fleetHours',
      key,
      value: f.hoursPerDay.value,
      unit: `h/day (${f.label}, ±${f.tolerancePct} %)`,
      status: f.hoursPerDay.status,
      source: f.hoursPerDay.source,
    })),
  ];
}

export { ASSUMPTIONS_VERSION };
