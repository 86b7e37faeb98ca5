import { adminContractorSectionCheck, type ContractorSection } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { useAdminWrite } from './console-query';

/** Marks 하자이행보증 or 준공 실적 as checked by an operator, or takes the mark back (audited). */
export const useCheckSection = (id: number) =>
  useAdminWrite((input: { section: ContractorSection; verified: boolean }) =>
    callConsole(adminContractorSectionCheck, {
      params: { id, section: input.section },
      body: { verified: input.verified },
    }),
  );
