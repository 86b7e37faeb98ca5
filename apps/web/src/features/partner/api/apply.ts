import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partnerApply } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { partnerKeys } from './keys';

export function useApply(matchReqId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callConsole(partnerApply, { params: { matchReqId } }),
    onSettled: () => client.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}
