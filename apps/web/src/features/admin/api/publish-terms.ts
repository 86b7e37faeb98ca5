import { adminTermsPublish } from '@haetbit/contracts';
import { callConsole, type BodyOf } from '../../../shared/api/client';
import { useAdminWrite } from './console-query';

/** Publishes a new version of a terms document. */
export const usePublishTerms = () =>
  useAdminWrite((body: BodyOf<typeof adminTermsPublish>) =>
    callConsole(adminTermsPublish, { body }),
  );
