import { adminPrivacyErase } from '@haetbit/contracts';
import { callConsole, type BodyOf } from '../../../shared/api/client';
import { useAdminWrite } from './console-query';

/** Erases the owner of a request on their e-mailed request (개인정보 삭제, audited). */
export const useEraseOwner = () =>
  useAdminWrite((body: BodyOf<typeof adminPrivacyErase>) =>
    callConsole(adminPrivacyErase, { body }),
  );
