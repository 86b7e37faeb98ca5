import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PartnerLead,
  PartnerLeadsQuery,
  PartnerMatch,
  PartnerRequestDetail,
} from '@haetbit/contracts';
import { partnerFetch, partnerUpload } from './partner-fetch';

function queryString(query: PartnerLeadsQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Leads need an approved account; a pending one does not ask (the server would refuse). */
export function useLeads(query: PartnerLeadsQuery, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['partner', 'leads', query],
    queryFn: () =>
      partnerFetch<{ data: PartnerLead[]; serverNow: string }>(
        `/api/partner/requests${queryString(query)}`,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useRequestDetail(matchReqId: number) {
  return useQuery({
    queryKey: ['partner', 'request', matchReqId],
    queryFn: () => partnerFetch<PartnerRequestDetail>(`/api/partner/requests/${matchReqId}`),
    retry: false,
  });
}

export function useMatches() {
  return useQuery({
    queryKey: ['partner', 'matches'],
    queryFn: () =>
      partnerFetch<{ data: PartnerMatch[]; serverNow: string }>('/api/partner/matches'),
  });
}

export function useApply(matchReqId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      partnerFetch<{ applied: true }>(`/api/partner/requests/${matchReqId}/apply`, {
        method: 'POST',
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['partner'] }),
  });
}

export function useProposalUpload(matchReqId: number, onProgress: (percent: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      partnerUpload<{ submitted: true; proposalFileId: string }>(
        `/api/partner/requests/${matchReqId}/proposal`,
        file,
        onProgress,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: ['partner'] }),
  });
}
