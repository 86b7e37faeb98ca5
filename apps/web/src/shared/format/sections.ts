import type { FinishedPlant, WarrantyBond } from '@haetbit/contracts';
import { formatCapacity } from './number';

/** 하자이행보증 as every screen writes it: '전기공사공제조합 · 5년 (증권 제2026-0412호)'. */
export function warrantyText(bond: WarrantyBond): string {
  const base = `${bond.issuer} · ${bond.years}년`;
  return bond.bondNumber ? `${base} (증권 ${bond.bondNumber})` : base;
}

/** One finished plant: '2024년 · 전라남도 나주시 · 99.5kW'. */
export function plantText(plant: FinishedPlant): string {
  return `${plant.year}년 · ${plant.sido} ${plant.sigungu} · ${formatCapacity(plant.sizeKw)}`;
}

/** 준공 실적 in one line: the entries joined, '-' when there are none. */
export function plantsText(plants: readonly FinishedPlant[]): string {
  return plants.length === 0 ? '-' : plants.map(plantText).join(', ');
}
