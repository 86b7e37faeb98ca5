import { partnerMeGet } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { useConsoleMe } from '../../../shared/console/use-console-me';
import { partnerKeys } from './keys';

/** The logged-in contractor, or null when there is no session. */
export const useMe = () => useConsoleMe(partnerKeys.me, () => callConsole(partnerMeGet));
