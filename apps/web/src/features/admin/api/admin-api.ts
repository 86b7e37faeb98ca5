import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type {
  AdminAccount,
  AdminAudit,
  AdminBanner,
  AdminContractor,
  AdminFaq,
  AdminMatchDetail,
  AdminMatchItem,
  AdminMe,
  AdminNotification,
  AdminTerms,
  AppSettings,
  CodeItem,
  ContractorAccountStatus,
  Dashboard,
  MatchOption,
  PowerProfitDefaults,
} from '@haetbit/contracts';
import { ApiError } from '../../../shared/api/client';
import { consoleRequest } from '../../../shared/console/console-fetch';
import { useConsoleMe } from '../../../shared/console/use-console-me';

/** A failed console call: the server's `{code, message}`. */
export class AdminApiError extends ApiError {
  override name = 'AdminApiError';
}

/**
 * The console's calls: the session is the HttpOnly cookie (never a device bearer token), so
 * requests go same-origin with credentials and no Authorization header.
 */
export async function adminFetch<T>(
  path: string,
  options: { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body?: unknown } = {},
): Promise<T> {
  const response = await consoleRequest(path, options);
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    const error = (data ?? {}) as { code?: string; message?: string };
    throw new AdminApiError(
      response.status,
      error.code ?? 'HTTP_ERROR',
      error.message ?? '요청을 처리하지 못했습니다.',
    );
  }
  return data as T;
}

export const adminKeys = {
  me: ['admin', 'me'] as const,
  all: ['admin'] as const,
};

export const useMe = () => useConsoleMe(adminKeys.me, () => adminFetch<AdminMe>('/api/admin/me'));

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string; password: string }) =>
      adminFetch<AdminMe>('/api/admin/login', { method: 'POST', body }),
    onSuccess: (me) => client.setQueryData(adminKeys.me, me),
  });
}

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => adminFetch('/api/admin/logout', { method: 'POST' }),
    onSuccess: () => {
      client.removeQueries({ queryKey: adminKeys.all });
      client.setQueryData(adminKeys.me, null);
    },
  });
}

function useAdminQuery<T>(key: QueryKey, path: string) {
  return useQuery({
    queryKey: ['admin', ...key],
    queryFn: () => adminFetch<T>(path),
    placeholderData: keepPreviousData,
  });
}

/** A write that refreshes the console's lists afterwards. */
export function useAdminWrite<I, O = unknown>(
  request: (input: I) => {
    path: string;
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    body?: unknown;
  },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => {
      const { path, ...options } = request(input);
      return adminFetch<O>(path, options);
    },
    onSuccess: () =>
      client.invalidateQueries({
        predicate: (query) => query.queryKey[0] === 'admin' && query.queryKey[1] !== 'me',
      }),
  });
}

/** The dashboard of a period; without one, of the 30 days ending at the server's today. */
export const useDashboard = (range: { from: string; to: string } | null) =>
  useAdminQuery<Dashboard>(
    ['dashboard', range?.from ?? '', range?.to ?? ''],
    range ? `/api/admin/dashboard?from=${range.from}&to=${range.to}` : '/api/admin/dashboard',
  );

export function useMatches(filter: {
  status?: string;
  region?: string;
  dueBefore?: string;
  page: number;
}) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  return useAdminQuery<{ data: AdminMatchItem[]; total: number; page: number; pageSize: number }>(
    ['matches', query.toString()],
    `/api/admin/match-status?${query.toString()}`,
  );
}

export const useMatchDetail = (id: number) =>
  useAdminQuery<AdminMatchDetail>(['match', id], `/api/admin/match-status/${id}`);

export const useContractors = (status?: ContractorAccountStatus) =>
  useAdminQuery<{ data: (AdminContractor & { comName: string })[] }>(
    ['contractors', status ?? ''],
    `/api/admin/contractors${status ? `?status=${status}` : ''}`,
  );

export const useFaqList = () => useAdminQuery<{ data: AdminFaq[] }>(['faq'], '/api/admin/faq');
export const useBannerList = () =>
  useAdminQuery<{ data: AdminBanner[] }>(['banners'], '/api/admin/banners');
export const useTermsList = () =>
  useAdminQuery<{ data: AdminTerms[] }>(['terms'], '/api/admin/terms');
export const useCodes = (group: string) =>
  useAdminQuery<{ data: CodeItem[] }>(['codes', group], `/api/admin/codes/${group}`);
export const useAppSettings = () =>
  useAdminQuery<AppSettings>(['app-settings'], '/api/match-com/app-settings');
export const useMatchOption = () =>
  useAdminQuery<MatchOption>(['match-option'], '/api/match-com/default-option');
export const useProfitDefaults = () =>
  useAdminQuery<PowerProfitDefaults>(
    ['profit-defaults'],
    '/api/match-com/default/power-profit-calc',
  );
export const useAccounts = () =>
  useAdminQuery<{ data: AdminAccount[] }>(['accounts'], '/api/admin/accounts');
export const useAudit = () =>
  useAdminQuery<{ data: AdminAudit[] }>(['audit'], '/api/admin/audit?limit=100');
export const useNotifications = () =>
  useAdminQuery<{ data: AdminNotification[] }>(['notifications'], '/api/admin/notifications');
