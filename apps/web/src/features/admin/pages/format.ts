import { kstClock } from '@haetbit/contracts';

/** A moment in Korea time as 'YYYY-MM-DD HH:mm'. */
export function formatDateTime(iso: string): string {
  const kst = kstClock(iso).toISOString();
  return `${kst.slice(0, 10)} ${kst.slice(11, 16)}`;
}
