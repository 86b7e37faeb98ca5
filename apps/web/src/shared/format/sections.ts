import type { FinishedPlant, WarrantyBond } from '@haetbit/contracts';
import { formatCapacity } from './number';

/** What a finished plant's texts are made of (its photos aside). */
type PlantFacts = Pick<FinishedPlant, 'sizeKw' | 'year' | 'sido' | 'sigungu'>;

/** 하자이행보증 as every screen writes it: '전기공사공제조합 · 5년 (증권 제2026-0412호)'. */
export function warrantyText(bond: WarrantyBond): string {
  const base = `${bond.issuer} · ${bond.years}년`;
  return bond.bondNumber ? `${base} (증권 ${bond.bondNumber})` : base;
}

/** One finished plant: '2024년 · 전라남도 나주시 · 99.5kW'. */
export function plantText(plant: PlantFacts): string {
  return `${plant.year}년 · ${plant.sido} ${plant.sigungu} · ${formatCapacity(plant.sizeKw)}`;
}

/** 준공 실적 in one line: the entries joined, '-' when there are none. */
export function plantsText(plants: readonly PlantFacts[]): string {
  return plants.length === 0 ? '-' : plants.map(plantText).join(', ');
}

/**
 * The alternative text of a plant's photo, the same on every screen: '99.5kW 2024년 전라남도
 * 나주시 준공 사진', numbered when the plant has more than one ('… 준공 사진 2').
 */
export function plantPhotoAlt(plant: PlantFacts, index: number, count: number): string {
  const base = `${formatCapacity(plant.sizeKw)} ${plant.year}년 ${plant.sido} ${plant.sigungu} 준공 사진`;
  return count > 1 ? `${base} ${index + 1}` : base;
}
