import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractDocumentList, type InstallType } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';

/** Documents for the contract (GET /api/match-com/install-type/{installType}/{systemSize}). */
export const contractDocumentsQuery = (installType: InstallType, systemSizeKw: number) =>
  queryOptions({
    queryKey: ['match-com', 'install-type', installType, systemSizeKw],
    staleTime: Infinity,
    queryFn: ({ signal }) =>
      callApi(contractDocumentList, {
        params: { installType, systemSize: systemSizeKw },
        signal,
      }).then((response) => response.data),
  });

export const useContractDocuments = (installType: InstallType, systemSizeKw: number) =>
  useQuery(contractDocumentsQuery(installType, systemSizeKw));
