import { queryOptions, useQuery } from '@tanstack/react-query';
import { mapConfigGet } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';

/**
 * The map's base layer as the server is configured (GET /api/map-config): satellite tiles, or none
 * for the plain offline base. A runtime setting, so one build serves every deployment.
 */
export const mapConfigQuery = queryOptions({
  queryKey: ['map-config'] as const,
  queryFn: ({ signal }) => callApi(mapConfigGet, { signal }),
  staleTime: Infinity,
  retry: false,
});

export const useMapConfig = () => useQuery(mapConfigQuery);
