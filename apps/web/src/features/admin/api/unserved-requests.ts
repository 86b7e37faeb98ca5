import { useQuery } from '@tanstack/react-query';
import { adminUnservedList } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { adminKeys } from './keys';

/** Recruiting requests in a 시도 no approved contractor serves. */
export const useUnservedRequests = () =>
  useQuery({
    queryKey: adminKeys.unserved,
    queryFn: ({ signal }) => callConsole(adminUnservedList, { signal }),
  });
