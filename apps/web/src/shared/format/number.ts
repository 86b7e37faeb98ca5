import { capacityText, LIMITS, PYEONG_PER_M2 } from '@haetbit/contracts';

const krNumber = (value: number, maximumFractionDigits = 0) =>
  value.toLocaleString('ko-KR', { maximumFractionDigits });

/** m² to pyeong, rounded to 0 decimals for display (spec sections 4 and 9). */
export function toPyeong(areaM2: number): number {
  return Math.round(areaM2 * PYEONG_PER_M2);
}

/** "5,407.02㎡ (1,636평)" */
export function formatArea(areaM2: number): string {
  return `${krNumber(areaM2, 2)}㎡ (${krNumber(toPyeong(areaM2))}평)`;
}

/** kW with one decimal, MW from 1 000 kW (spec section 9): the contracts' one rule. */
export const formatCapacity = capacityText;

const manwonFormat = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 1 });

/**
 * An amount already in 만원 the Korean way: 606 → "606만원", 12,120 → "1억 2,120만원",
 * 40,000 → "4억원". Amounts of 1억 or more are rounded to whole 만원, as people say them.
 */
export function formatManwon(manwon: number): string {
  if (Math.abs(manwon) < 10_000) return `${manwonFormat.format(manwon)}만원`;
  const sign = manwon < 0 ? '-' : '';
  const whole = Math.round(Math.abs(manwon));
  const eok = Math.floor(whole / 10_000);
  const rest = whole % 10_000;
  return rest === 0
    ? `${sign}${manwonFormat.format(eok)}억원`
    : `${sign}${manwonFormat.format(eok)}억 ${manwonFormat.format(rest)}만원`;
}

/**
 * An amount in won (KRW) shown in whole 만원 (10 000 won), the UI's money unit (STYLE: money only
 * here), with 억 where it reads naturally: 1,477,220,000원 → "14억 7,722만원".
 */
export function formatWonAsManwon(costKrw: number): string {
  return formatManwon(Math.round(costKrw / 10_000));
}

/**
 * A typed amount in won read back exactly, in 억/만 as people say it (walk minor 31):
 * 460,000,000 → '4억 6,000만원', 1,500,000 → '150만원', 460,005,000 → '4억 6,000만 5,000원'.
 */
export function formatWonExact(won: number): string {
  const whole = Math.round(Math.abs(won));
  const eok = Math.floor(whole / 100_000_000);
  const man = Math.floor((whole % 100_000_000) / 10_000);
  const rest = whole % 10_000;
  const parts = [
    eok > 0 ? `${krNumber(eok)}억` : '',
    man > 0 ? `${krNumber(man)}만` : '',
    rest > 0 || whole === 0 ? krNumber(rest) : '',
  ].filter(Boolean);
  return `${won < 0 ? '-' : ''}${parts.join(' ')}원`;
}

export function formatKwh(energyKwh: number): string {
  return `${krNumber(energyKwh)}kWh`;
}

/**
 * The owner's area input: digits with an optional decimal point or comma ("12.5", "12,5"), or
 * thousands grouped with commas ("1,234.5"). Null unless the value is a number above 0.
 */
export function parseAreaInput(text: string): number | null {
  const value = text.trim();
  let normalised: string | null = null;
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(value)) normalised = value.replace(/,/g, '');
  else if (/^\d+([.,]\d+)?$/.test(value)) normalised = value.replace(',', '.');
  if (normalised === null) return null;
  const areaM2 = Number(normalised);
  return Number.isFinite(areaM2) && areaM2 > 0 ? areaM2 : null;
}

/** Korean mobile number auto-formatted 3-4-4 as it is typed, at most 13 characters. */
export function formatPhoneInput(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 11);
  if (digits.length <= 3) return digits;
  if (digits.length <= 7) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`.slice(
    0,
    LIMITS.phoneLength,
  );
}

/** mm:ss of a remaining duration. */
export function formatCountdown(remainingMs: number): string {
  const totalSeconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
