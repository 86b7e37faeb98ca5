import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { currentDeviceId } from '../session/device';
import { apiRequest } from './client';

/**
 * Rows the server keeps for this device (`{data: [...]}` by `deviceId`). Never fresh from the
 * cache: a request made moments ago must show when the owner comes back to a list.
 */
export const deviceListQuery = <T>(
  queryKey: QueryKey,
  path: string,
  query: Record<string, string> = {},
) =>
  queryOptions({
    queryKey,
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiRequest<{ data: T[] }>(path, {
        query: { deviceId: currentDeviceId(), ...query },
        signal,
      }).then((response) => response.data),
  });
