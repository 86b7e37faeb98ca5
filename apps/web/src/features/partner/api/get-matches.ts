import { useQuery } from '@tanstack/react-query';
import { partnerMatchesGet } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { partnerKeys } from './keys';

export const useMatches = () =>
  useQuery({
    queryKey: partnerKeys.matches,
    queryFn: ({ signal }) => callConsole(partnerMatchesGet, { signal }),
  });
