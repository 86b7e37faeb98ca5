import { queryOptions, useQuery } from '@tanstack/react-query';
import { appSettingsGet } from '@haetbit/contracts';
import { callApi } from '../api/client';

/** The operator's app settings (GET /api/match-com/app-settings): guide video, searches open. */
export const appSettingsQuery = queryOptions({
  queryKey: ['app-settings'] as const,
  queryFn: ({ signal }) => callApi(appSettingsGet, { signal }),
  staleTime: 60_000,
});

export const useAppSettings = () => useQuery(appSettingsQuery);
