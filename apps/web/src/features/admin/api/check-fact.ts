import { adminContractorFactCheck, type ContractorFact } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { useAdminWrite } from './console-query';

/** Marks a registration fact as checked against the documents, or takes the mark back (audited). */
export const useCheckFact = (id: number) =>
  useAdminWrite((input: { fact: ContractorFact; verified: boolean }) =>
    callConsole(adminContractorFactCheck, {
      params: { id, fact: input.fact },
      body: { verified: input.verified },
    }),
  );
