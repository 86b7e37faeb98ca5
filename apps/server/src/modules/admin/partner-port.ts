import type { DbOrTx } from '../../db/client.js';
import type { ContractorAccountsPort } from './service.js';

/**
 * The contractor-account side the console needs, taken from the partner module's service when it
 * offers it (`listAccounts`, `setStatus`, `contactPhones`); absent methods leave the feature off.
 */
export function contractorAccountsOf(
  partner: object | undefined,
): ContractorAccountsPort | undefined {
  const candidate = partner as Partial<{
    listAccounts: ContractorAccountsPort['list'];
    setStatus: ContractorAccountsPort['setStatus'];
  }>;
  if (typeof candidate?.listAccounts !== 'function' || typeof candidate.setStatus !== 'function') {
    return undefined;
  }
  return {
    list: (status) => candidate.listAccounts!(status),
    setStatus: (id, status) => candidate.setStatus!(id, status),
  };
}

/** Contractors' phones for notifications, from the partner module when it offers them. */
export function contractorPhonesOf(
  partner: object | undefined,
): (ids: number[], tx?: DbOrTx) => Promise<Map<number, string>> {
  const candidate = partner as Partial<{
    contactPhones: (ids: number[], tx?: DbOrTx) => Promise<Map<number, string>>;
  }>;
  return async (ids, tx) =>
    typeof candidate?.contactPhones === 'function' ? candidate.contactPhones(ids, tx) : new Map();
}
