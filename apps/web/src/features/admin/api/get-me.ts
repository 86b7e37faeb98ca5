import { adminMeGet } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { useConsoleMe } from '../../../shared/console/use-console-me';
import { adminKeys } from './keys';

export const useMe = () => useConsoleMe(adminKeys.me, () => callConsole(adminMeGet));
