import { adminDashboardGet } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { useAdminQuery } from './console-query';

/** The dashboard of a period; without one, of the 30 days ending at the server's today. */
export const useDashboard = (range: { from: string; to: string } | null) =>
  useAdminQuery(['dashboard', range], (signal) =>
    callConsole(adminDashboardGet, { query: range ?? {}, signal }),
  );
