import { useQuery } from '@tanstack/react-query';
import type { AnalyzingItem } from '@haetbit/contracts';
import { deviceListQuery } from './device-list-query';
import { matchKeys } from './keys';

/** The device's addresses still being analysed (GET /api/match-analysis/list). */
export const analyzingListQuery = deviceListQuery<AnalyzingItem>(
  matchKeys.analyzing,
  '/api/match-analysis/list',
);

export const useAnalyzingList = () => useQuery(analyzingListQuery);
