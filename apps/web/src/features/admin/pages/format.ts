/** A moment in Korea time as 'YYYY-MM-DD HH:mm'. */
export function formatDateTime(iso: string): string {
  const kst = new Date(new Date(iso).getTime() + 9 * 3_600_000).toISOString();
  return `${kst.slice(0, 10)} ${kst.slice(11, 16)}`;
}
