import { useQuery } from '@tanstack/react-query';
import { analysisList } from '@haetbit/contracts';
import { callApi } from '../../../shared/api/client';
import { deviceListQuery } from './device-list-query';
import { matchKeys } from './keys';

/** The device's addresses still being analysed (GET /api/match-analysis/list). */
export const analyzingListQuery = deviceListQuery(matchKeys.analyzing, (query, signal) =>
  callApi(analysisList, { query, signal }),
);

export const useAnalyzingList = () => useQuery(analyzingListQuery);
