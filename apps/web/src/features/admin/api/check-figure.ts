import { adminContractorFigureCheck, type ContractorFigure } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { useAdminWrite } from './console-query';

/** Marks a figure owners read as checked, or takes the mark back (audited). */
export const useCheckFigure = (id: number) =>
  useAdminWrite((input: { figure: ContractorFigure; verified: boolean }) =>
    callConsole(adminContractorFigureCheck, {
      params: { id, figure: input.figure },
      body: { verified: input.verified },
    }),
  );
