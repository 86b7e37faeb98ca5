import { useQuery } from '@tanstack/react-query';
import { matchReqLastContact } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';
import { currentDeviceId } from '../../../shared/session/device';
import { recruitKeys } from './keys';

/**
 * The contact of this device's newest request (GET /api/match-req/last-contact): a second request
 * starts from it instead of asking the name, e-mail and phone again.
 */
export const useLastContact = () =>
  useQuery({
    queryKey: recruitKeys.lastContact,
    queryFn: ({ signal }) =>
      callApi(matchReqLastContact, { query: { deviceId: currentDeviceId() }, signal }),
    staleTime: 60_000,
  });
