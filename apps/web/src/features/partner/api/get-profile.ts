import { useQuery } from '@tanstack/react-query';
import { partnerProfileGet } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { partnerKeys } from './keys';

export const useProfile = () =>
  useQuery({
    queryKey: partnerKeys.profile,
    queryFn: ({ signal }) => callConsole(partnerProfileGet, { signal }),
  });
