import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { partnerLeadsGet, type PartnerLeadsQuery } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { partnerKeys } from './keys';

/** Leads need an approved account; a pending one does not ask (the server would refuse). */
export const useLeads = (query: PartnerLeadsQuery, enabled = true) =>
  useQuery({
    enabled,
    queryKey: partnerKeys.leads(query),
    queryFn: ({ signal }) => callConsole(partnerLeadsGet, { query, signal }),
    placeholderData: keepPreviousData,
  });
