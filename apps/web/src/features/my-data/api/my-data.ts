import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { privacyErase, privacyExport } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';
import { forgetOwnerSession } from '../../../shared/session/storage';
import { forgetSessionUser } from '../../../shared/user/api';

const myDataKey = ['privacy', 'export'] as const;

/** Everything the service holds about this device's owner (개인정보 열람). */
export const useMyData = () =>
  useQuery({ queryKey: myDataKey, queryFn: ({ signal }) => callApi(privacyExport, { signal }) });

/**
 * Deletes the owner's data (개인정보 삭제). The server ends the session and the device's claim, so
 * the app forgets its session and every cached read; the next call opens a fresh session.
 */
export const useEraseMyData = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(privacyErase),
    onSuccess: () => {
      forgetOwnerSession();
      forgetSessionUser();
      queryClient.clear();
    },
  });
};
