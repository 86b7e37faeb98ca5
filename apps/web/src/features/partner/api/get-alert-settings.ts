import { useQuery } from '@tanstack/react-query';
import { partnerAlertSettingsGet } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { partnerKeys } from './keys';

/** How the contractor hears of new requests. */
export const useAlertSettings = () =>
  useQuery({
    queryKey: partnerKeys.alertSettings,
    queryFn: ({ signal }) => callConsole(partnerAlertSettingsGet, { signal }),
  });
