import { useQuery } from '@tanstack/react-query';
import { partnerRequestGet } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { partnerKeys } from './keys';

export const useRequestDetail = (matchReqId: number) =>
  useQuery({
    queryKey: partnerKeys.request(matchReqId),
    queryFn: ({ signal }) => callConsole(partnerRequestGet, { params: { matchReqId }, signal }),
    retry: false,
  });
