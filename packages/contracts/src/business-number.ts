// 사업자등록번호 (business registration number) without zod, so a page that only shows one (the
// landing page's company line) does not load the schemas.

/** The check digit of a 사업자등록번호's first nine digits (weights 1,3,7,1,3,7,1,3,5). */
export function businessNumberCheckDigit(first9: string): number {
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  const digits = [...first9].map(Number);
  const sum = weights.reduce((total, weight, i) => total + (digits[i] ?? 0) * weight, 0);
  return (10 - ((sum + Math.floor(((digits[8] ?? 0) * 5) / 10)) % 10)) % 10;
}

/** 사업자등록번호: 10 digits whose last is the check digit. */
export function isValidBusinessNumber(value: string): boolean {
  const digits = value.replace(/-/g, '');
  if (!/^\d{10}$/.test(digits)) return false;
  return businessNumberCheckDigit(digits.slice(0, 9)) === Number(digits[9]);
}

/** A 사업자등록번호 as Koreans write it: 220-81-12341 (digits in, 3-2-5 out). */
export function formatBusinessNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 10) return value;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}
