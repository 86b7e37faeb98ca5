import { useQuery } from '@tanstack/react-query';
import { partnerNotificationsGet } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { partnerKeys } from './keys';

/** The latest messages sent to the contractor (SMS and e-mail). */
export const useSentNotifications = () =>
  useQuery({
    queryKey: partnerKeys.notifications,
    queryFn: ({ signal }) => callConsole(partnerNotificationsGet, { signal }),
  });
