import {
  adminContractorApprove,
  adminContractorReject,
  adminContractorSuspend,
} from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';
import { useAdminWrite } from './console-query';

const ACTION_ROUTES = {
  approve: adminContractorApprove,
  reject: adminContractorReject,
  suspend: adminContractorSuspend,
} as const;

export type ContractorAction = keyof typeof ACTION_ROUTES;

/** Approves, rejects or suspends a contractor's account. */
export const useChangeContractorStatus = () =>
  useAdminWrite((input: { id: number; action: ContractorAction }) =>
    callConsole(ACTION_ROUTES[input.action], { params: { id: input.id } }),
  );
