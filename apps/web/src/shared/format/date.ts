import { kstClock } from '@haetbit/contracts';

const pad = (value: number) => String(value).padStart(2, '0');

/** 2026.03.02 14:05 in Korea time, whatever the device's zone. */
export function formatDateTime(iso: string): string {
  const kst = kstClock(iso);
  return `${kst.getUTCFullYear()}.${pad(kst.getUTCMonth() + 1)}.${pad(kst.getUTCDate())} ${pad(kst.getUTCHours())}:${pad(kst.getUTCMinutes())}`;
}

export function formatDate(iso: string): string {
  return formatDateTime(iso).slice(0, 10);
}
