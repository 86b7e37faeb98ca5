import { useMutation } from '@tanstack/react-query';
import { partnerSignup, type PartnerSignupBody } from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';

export const useSignup = () =>
  useMutation({
    mutationFn: (body: PartnerSignupBody) => callConsole(partnerSignup, { body }),
  });
