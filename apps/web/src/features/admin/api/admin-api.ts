import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminAccountList,
  adminAuditList,
  adminBannerList,
  adminCodeList,
  adminContractorList,
  adminDashboardGet,
  adminFaqList,
  adminLogin,
  adminLogout,
  adminMatchGet,
  adminMatchList,
  adminMeGet,
  adminNotificationList,
  adminTermsList,
  appSettingsGet,
  type CodeGroup,
  type ContractorAccountStatus,
  matchOptionGet,
  powerProfitDefaultsGet,
} from '@haetbit/contracts';
import { type BodyOf, callConsole, type InputOf } from '../../../shared/api/client';
import { useConsoleMe } from '../../../shared/console/use-console-me';

export const adminKeys = {
  me: ['admin', 'me'] as const,
  all: ['admin'] as const,
};

export const useMe = () => useConsoleMe(adminKeys.me, () => callConsole(adminMeGet));

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof adminLogin>) => callConsole(adminLogin, { body }),
    onSuccess: (me) => client.setQueryData(adminKeys.me, me),
  });
}

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callConsole(adminLogout),
    onSuccess: () => {
      client.removeQueries({ queryKey: adminKeys.all });
      client.setQueryData(adminKeys.me, null);
    },
  });
}

/** A read of the console, cached under 'admin' so that every write refreshes it. */
function useAdminQuery<T>(key: readonly unknown[], load: (signal: AbortSignal) => Promise<T>) {
  return useQuery({
    queryKey: ['admin', ...key],
    queryFn: ({ signal }) => load(signal),
    placeholderData: keepPreviousData,
  });
}

/** A console write (a call of a declared route) that refreshes the console's lists afterwards. */
export function useAdminWrite<I, O>(write: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      client.invalidateQueries({
        predicate: (query) => query.queryKey[0] === 'admin' && query.queryKey[1] !== 'me',
      }),
  });
}

/** The dashboard of a period; without one, of the 30 days ending at the server's today. */
export const useDashboard = (range: { from: string; to: string } | null) =>
  useAdminQuery(['dashboard', range], (signal) =>
    callConsole(adminDashboardGet, { query: range ?? {}, signal }),
  );

export const useMatches = (filter: NonNullable<InputOf<typeof adminMatchList>['query']>) =>
  useAdminQuery(['matches', filter], (signal) =>
    callConsole(adminMatchList, { query: filter, signal }),
  );

export const useMatchDetail = (id: number) =>
  useAdminQuery(['match', id], (signal) => callConsole(adminMatchGet, { params: { id }, signal }));

export const useContractors = (status?: ContractorAccountStatus) =>
  useAdminQuery(['contractors', status], (signal) =>
    callConsole(adminContractorList, { query: status ? { status } : {}, signal }),
  );

export const useFaqList = () =>
  useAdminQuery(['faq'], (signal) => callConsole(adminFaqList, { signal }));
export const useBannerList = () =>
  useAdminQuery(['banners'], (signal) => callConsole(adminBannerList, { signal }));
export const useTermsList = () =>
  useAdminQuery(['terms'], (signal) => callConsole(adminTermsList, { signal }));
export const useCodes = (group: CodeGroup) =>
  useAdminQuery(['codes', group], (signal) =>
    callConsole(adminCodeList, { params: { group }, signal }),
  );
export const useAppSettings = () =>
  useAdminQuery(['app-settings'], (signal) => callConsole(appSettingsGet, { signal }));
export const useMatchOption = () =>
  useAdminQuery(['match-option'], (signal) => callConsole(matchOptionGet, { signal }));
export const useProfitDefaults = () =>
  useAdminQuery(['profit-defaults'], (signal) => callConsole(powerProfitDefaultsGet, { signal }));
export const useAccounts = () =>
  useAdminQuery(['accounts'], (signal) => callConsole(adminAccountList, { signal }));
export const useAudit = () =>
  useAdminQuery(['audit'], (signal) =>
    callConsole(adminAuditList, { query: { limit: 100 }, signal }),
  );
export const useNotifications = () =>
  useAdminQuery(['notifications'], (signal) => callConsole(adminNotificationList, { signal }));
