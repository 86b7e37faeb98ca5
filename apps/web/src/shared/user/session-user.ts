import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentDeviceId } from '../session/device';
import { sessionUser } from './api';
import { userKeys } from './keys';

/**
 * The device's user as this session knows it; reading it is not an access (spec section 4). It
 * stays fresh because every change goes through patchCachedUser (usePatchUser), which replaces it.
 */
export const sessionUserQuery = queryOptions({
  queryKey: userKeys.me,
  queryFn: () => sessionUser(currentDeviceId()),
  staleTime: Infinity,
});

export const useSessionUser = () => useQuery(sessionUserQuery);
