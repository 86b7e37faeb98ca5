// The cost side of the finance model: REC weights and default project cost by size, Korean
// corporate tax, the itemised operating costs and the inverter replacement (reference C.3).
import {
  CORPORATE_TAX_BRACKETS,
  FINANCE_DEFAULTS,
  LOCAL_INCOME_TAX_SHARE,
  OPERATING_COSTS,
  REC_WEIGHTS,
} from './assumptions.js';
import type { RecWeightKey } from './assumptions.js';
import type { InstallType } from './types.js';

/** KRW in one 만원. */
export const MANWON = 10_000;

/** REC weight key by install type and size (spec section 9, flat per band). */
export function recWeightKey(
  installType: InstallType,
  systemSizeKw: number,
  isForest = false,
): RecWeightKey {
  if (installType === 'R') return systemSizeKw <= 3000 ? 'roof1' : 'roof2';
  if (isForest) return 'land';
  if (systemSizeKw < 100) return 'land1';
  if (systemSizeKw <= 3000) return 'land2';
  return 'land3';
}

export function recWeightFor(
  installType: InstallType,
  systemSizeKw: number,
  isForest = false,
  weights?: Partial<Record<RecWeightKey, number>>,
): number {
  const key = recWeightKey(installType, systemSizeKw, isForest);
  return weights?.[key] ?? REC_WEIGHTS[key].value;
}

/** Default project cost by install type and size, 만원/kW (assumptions). */
export function defaultProjectCostManwonPerKw(
  installType: InstallType,
  systemSizeKw: number,
): number {
  const d = FINANCE_DEFAULTS;
  if (installType === 'R') return d.projectCostRoofManwonPerKw.value;
  return systemSizeKw < 100
    ? d.projectCostGroundManwonPerKw.value
    : d.projectCostGroundLargeManwonPerKw.value;
}

/** Korean corporate tax on a taxable income (brackets, plus local income tax), KRW. */
export function koreanCorporateTaxKrw(taxableKrw: number): number {
  if (!(taxableKrw > 0)) return 0;
  let tax = 0;
  let lower = 0;
  for (const b of CORPORATE_TAX_BRACKETS) {
    const top = Math.min(taxableKrw, b.upToKrw);
    if (top > lower) tax += ((top - lower) * b.ratePct) / 100;
    if (taxableKrw <= b.upToKrw) break;
    lower = b.upToKrw;
  }
  return tax * (1 + LOCAL_INCOME_TAX_SHARE.value / 100);
}

/** One yearly operating-cost line: its first-year amount and its yearly escalation. */
export interface OperatingCostLine {
  name: string;
  firstYearKrw: number;
  escalationPct: number;
}

/** A cost paid once, in a given year (money of that year). */
export interface OneOffCost {
  name: string;
  year: number;
  costKrw: number;
}

/** The itemised operating costs of a plant (reference C.3), first-year KRW. */
export function operatingCostLines(input: {
  systemSizeKw: number;
  installType: InstallType;
  projectCostKrw: number;
  leasedLand?: boolean;
  escalationPct?: number;
}): OperatingCostLine[] {
  const o = OPERATING_COSTS;
  const kw = input.systemSizeKw;
  const esc = input.escalationPct ?? o.opexEscalationPct.value;
  const lines: OperatingCostLine[] = [
    {
      name: 'maintenance',
      firstYearKrw: Math.round(
        kw *
          (input.installType === 'R'
            ? o.maintenanceRoofKrwPerKw.value
            : o.maintenanceGroundKrwPerKw.value),
      ),
      escalationPct: esc,
    },
  ];
  if (kw > o.safetyManagementMinKw.value) {
    const extraBands = kw > 250 ? Math.ceil((kw - 250) / 250) : 0;
    lines.push({
      name: 'safetyManagement',
      firstYearKrw: Math.round(o.safetyManagementKrwPerYear.value * (1 + 0.5 * extraBands)),
      escalationPct: esc,
    });
  }
  lines.push(
    { name: 'monitoring', firstYearKrw: o.monitoringKrwPerYear.value, escalationPct: esc },
    {
      name: 'insurance',
      firstYearKrw: Math.round((input.projectCostKrw * o.insurancePctOfCapex.value) / 100),
      escalationPct: esc,
    },
  );
  if (input.leasedLand && input.installType === 'L') {
    lines.push({
      name: 'landLease',
      firstYearKrw: Math.round(kw * o.landLeaseKrwPerKw.value),
      escalationPct: esc,
    });
  }
  return lines;
}

/** The inverter replacement (reference C.3), at money of its year. */
export function inverterReplacement(
  systemSizeKw: number,
  escalationPct: number,
  horizonYears: number,
): OneOffCost[] {
  const o = OPERATING_COSTS;
  const year = o.inverterReplacementYear.value;
  if (year > horizonYears) return [];
  const perKw =
    systemSizeKw <= 30
      ? o.inverterReplacementSmallManwonPerKw.value
      : o.inverterReplacementManwonPerKw.value;
  const cost = systemSizeKw * perKw * MANWON * (1 + escalationPct / 100) ** (year - 1);
  return [{ name: 'inverterReplacement', year, costKrw: Math.round(cost) }];
}
