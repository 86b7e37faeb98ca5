import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractDocument, InstallType } from '@haetbit/contracts';
import { apiRequest } from '../../../shared/api/client';

/** Documents for the contract (GET /api/match-com/install-type/{installType}/{systemSize}). */
export const contractDocumentsQuery = (installType: InstallType, systemSizeKw: number) =>
  queryOptions({
    queryKey: ['match-com', 'install-type', installType, systemSizeKw],
    staleTime: Infinity,
    queryFn: ({ signal }) =>
      apiRequest<{ data: ContractDocument[] }>(
        `/api/match-com/install-type/${installType}/${systemSizeKw}`,
        { signal },
      ).then((response) => response.data),
  });

export const useContractDocuments = (installType: InstallType, systemSizeKw: number) =>
  useQuery(contractDocumentsQuery(installType, systemSizeKw));
