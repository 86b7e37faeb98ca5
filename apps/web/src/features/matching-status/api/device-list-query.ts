import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { currentDeviceId } from '../../../shared/session/device';

/**
 * Rows the server keeps for this device (`{data: [...]}` by `deviceId`). Never fresh from the
 * cache: a request made moments ago must show when the owner comes back to the list.
 */
export const deviceListQuery = <T>(queryKey: QueryKey, path: string) =>
  queryOptions({
    queryKey,
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiRequest<{ data: T[] }>(path, { query: { deviceId: currentDeviceId() }, signal }).then(
        (response) => response.data,
      ),
  });
