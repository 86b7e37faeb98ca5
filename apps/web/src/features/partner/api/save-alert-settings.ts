import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partnerAlertSettingsUpdate, type PartnerAlertSettings } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { partnerKeys } from './keys';

export function useSaveAlertSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PartnerAlertSettings) => callConsole(partnerAlertSettingsUpdate, { body }),
    onSuccess: (settings) => client.setQueryData(partnerKeys.alertSettings, settings),
  });
}
