import { LIMITS } from '@haetbit/contracts';

/**
 * A chosen address longer than 13 characters is shown without its first word (the 시도), so the
 * part that tells parcels apart fits the input (spec section 2).
 */
export function shortenAddress(address: string): string {
  const text = address.trim();
  if (text.length <= LIMITS.addressLabelChars) return text;
  const space = text.indexOf(' ');
  return space > 0 ? text.slice(space + 1) : text;
}
