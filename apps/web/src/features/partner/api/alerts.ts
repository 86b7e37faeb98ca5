import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PartnerAlertSettings, PartnerNotification } from '@haetbit/contracts';
import { partnerFetch } from './partner-fetch';

const settingsKey = ['partner', 'alert-settings'] as const;
const sentKey = ['partner', 'notifications'] as const;

/** How the contractor hears of new requests. */
export function useAlertSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: () => partnerFetch<PartnerAlertSettings>('/api/partner/alert-settings'),
  });
}

export function useSaveAlertSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PartnerAlertSettings) =>
      partnerFetch<PartnerAlertSettings>('/api/partner/alert-settings', { method: 'PUT', body }),
    onSuccess: (settings) => client.setQueryData(settingsKey, settings),
  });
}

/** The latest messages sent to the contractor (SMS and e-mail). */
export function useSentNotifications() {
  return useQuery({
    queryKey: sentKey,
    queryFn: () => partnerFetch<{ data: PartnerNotification[] }>('/api/partner/notifications'),
  });
}
