import { useEffect, useReducer } from 'react';
import { useNavigate } from 'react-router';
import { TIMING_MS } from '@haetbit/contracts';
import { ApiError } from '../../../shared/api/client';
import { useCountdown } from '../../../shared/hooks/use-countdown';
import { currentDeviceId } from '../../../shared/session/device';
import { useCheckAuthNumber } from '../api/check-auth-number';
import { useLastContact } from '../api/get-last-contact';
import { useCreateMatchReq } from '../api/create-match-req';
import { useSendAuthNumber } from '../api/send-auth-number';
import {
  LAST_STEP,
  codeExpired,
  codeStatus,
  initialRecruitForm,
  nameProblem,
  recruitFormReducer,
  submitProblem,
} from '../lib/recruit-form-state';

const messageOf = (error: unknown) =>
  error instanceof ApiError && error.message ? error.message : '잠시 후 다시 시도해 주세요.';

/** The recruit form's state (lib/recruit-form-state) with its three calls and the code timer. */
export function useRecruitForm(analysisId: number) {
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(recruitFormReducer, initialRecruitForm);
  const sendCode = useSendAuthNumber();
  const checkCode = useCheckAuthNumber();
  const create = useCreateMatchReq();
  const remaining = useCountdown(state.verified ? null : state.deadline);
  const lastContact = useLastContact();
  const contact = lastContact.data?.contact ?? null;

  // A second request starts from the last one's contact (the phone is verified again).
  useEffect(() => {
    if (contact) dispatch({ type: 'prefill', contact });
  }, [contact]);

  // The form advances 700 ms after a successful verification (spec section 4).
  useEffect(() => {
    if (!state.verified) return;
    const timer = window.setTimeout(
      () => dispatch({ type: 'afterVerification' }),
      TIMING_MS.afterVerification,
    );
    return () => window.clearTimeout(timer);
  }, [state.verified]);

  function send() {
    const problem = nameProblem(state.name);
    if (problem) {
      dispatch({ type: 'alert', alert: problem });
      return;
    }
    dispatch({ type: 'sending' });
    sendCode.mutate(
      { id: analysisId, phone: state.phone, name: state.name.trim() },
      {
        onSuccess: () => dispatch({ type: 'sent', now: Date.now() }),
        onError: (error) => dispatch({ type: 'sendFailed', message: messageOf(error) }),
      },
    );
  }

  function check() {
    dispatch({ type: 'checking' });
    checkCode.mutate(
      { id: analysisId, smsAuthNumber: state.code },
      {
        onSuccess: () => dispatch({ type: 'verified' }),
        onError: (error) =>
          dispatch({
            type: 'checkFailed',
            code: error instanceof ApiError ? error.code : '',
            message: messageOf(error),
          }),
      },
    );
  }

  async function submit() {
    if (state.step !== LAST_STEP) return;
    const problem = submitProblem(state);
    if (problem) {
      dispatch({ type: 'alert', alert: problem });
      return;
    }
    try {
      const created = await create.mutateAsync({
        name: state.name.trim(),
        phone: state.phone,
        email: state.email.trim(),
        memo: state.memo,
        matchAnalysisId: analysisId,
        deviceId: currentDeviceId(),
        // The last step is reached only with both consents ticked.
        agreeThirdPartyYn: true,
      });
      await navigate('/app/analysis-recruit-success', {
        state: { reqDate: created.reqDate, propose1EndDate: created.propose1EndDate },
      });
    } catch (error) {
      // The spec only logged this failure; here the owner is told and keeps what was typed.
      console.error(error);
      dispatch({
        type: 'alert',
        alert: { title: '신청하지 못했습니다', message: messageOf(error) },
      });
    }
  }

  return {
    state,
    dispatch,
    /** The fields were filled from the device's last request. */
    prefilled: contact !== null && state.name === contact.name,
    remaining,
    expired: codeExpired(state, remaining),
    codeStatus: codeStatus(state, remaining),
    sending: sendCode.isPending,
    checking: checkCode.isPending,
    // Still busy once created: the success page is opening.
    submitting: create.isPending || create.isSuccess,
    send,
    check,
    submit,
  };
}

export type RecruitFormModel = ReturnType<typeof useRecruitForm>;
