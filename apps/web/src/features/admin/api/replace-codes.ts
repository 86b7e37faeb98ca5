import { adminCodeReplace, type CodeGroup } from '@haetbit/contracts';
import { callConsole, type BodyOf } from '../../../shared/api/client';
import { useAdminWrite } from './console-query';

/** Replaces a code group's codes. */
export const useReplaceCodes = (group: CodeGroup) =>
  useAdminWrite((data: BodyOf<typeof adminCodeReplace>['data']) =>
    callConsole(adminCodeReplace, { params: { group }, body: { data } }),
  );
