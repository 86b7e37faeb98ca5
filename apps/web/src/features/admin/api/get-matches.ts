import { adminMatchList } from '@haetbit/contracts';
import { callConsole, type InputOf } from '../../../shared/api/client';
import { useAdminQuery } from './console-query';

export const useMatches = (filter: NonNullable<InputOf<typeof adminMatchList>['query']>) =>
  useAdminQuery(['matches', filter], (signal) =>
    callConsole(adminMatchList, { query: filter, signal }),
  );
