import { useMutation } from '@tanstack/react-query';
import {
  partnerReset,
  partnerResetCode,
  partnerSignupPhoneCheck,
  partnerSignupPhoneCode,
  type PartnerResetBody,
  type PartnerResetChannel,
} from '@haetbit/contracts';
import { callConsole } from '../../../shared/api/client';

/** Texts a code to the phone a contractor signs up with. */
export const useSendSignupCode = () =>
  useMutation({
    mutationFn: (phone: string) => callConsole(partnerSignupPhoneCode, { body: { phone } }),
  });

/** Checks the signup code before the form is sent. */
export const useCheckSignupCode = () =>
  useMutation({
    mutationFn: (body: { phone: string; smsAuthNumber: string }) =>
      callConsole(partnerSignupPhoneCheck, { body }),
  });

/** Asks a reset code for an id, by its verified phone or its e-mail. */
export const useSendResetCode = () =>
  useMutation({
    mutationFn: (body: { userId: string; channel: PartnerResetChannel }) =>
      callConsole(partnerResetCode, { body }),
  });

/** Sets a new password with the reset code. */
export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: PartnerResetBody) => callConsole(partnerReset, { body }),
  });
