import { useQuery } from '@tanstack/react-query';
import { adminMatchThreadList } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';

/** Every message and site-visit proposal of a match's threads (disputes). */
export const useMatchThreads = (id: number) =>
  useQuery({
    queryKey: ['admin', 'match', id, 'threads'],
    queryFn: ({ signal }) => callConsole(adminMatchThreadList, { params: { id }, signal }),
  });
