import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { currentDeviceId } from '../../../shared/session/device';

/**
 * Rows the server keeps for this device (`{data: [...]}` by `deviceId`). Never fresh from the
 * cache: a request made moments ago must show when the owner comes back to the list.
 */
export const deviceListQuery = <T>(
  queryKey: QueryKey,
  load: (query: { deviceId: string }, signal: AbortSignal) => Promise<{ data: T[] }>,
) =>
  queryOptions({
    queryKey,
    staleTime: 0,
    queryFn: ({ signal }) =>
      load({ deviceId: currentDeviceId() }, signal).then((response) => response.data),
  });
