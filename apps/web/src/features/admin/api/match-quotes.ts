import { useQuery } from '@tanstack/react-query';
import { adminMatchQuoteList } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';

/** The structured quotes of a match's shortlisted contractors. */
export const useMatchQuotes = (id: number) =>
  useQuery({
    queryKey: ['admin', 'match', id, 'quotes'],
    queryFn: ({ signal }) => callConsole(adminMatchQuoteList, { params: { id }, signal }),
  });
