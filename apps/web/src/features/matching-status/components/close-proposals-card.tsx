import { useState } from 'react';
import { THREAD_TEXTS, type MatchContractor, type MatchReq } from '@haetbit/contracts';
import buttons from '../../../shared/ui/button.module.css';
import { MessagePopup } from '../../../shared/ui/message-popup';
import { useCloseProposals } from '../api/close-proposals';
import { proposalsAllIn } from '../lib/status';
import styles from './detail.module.css';

/**
 * PSB: once every shortlisted contractor has sent its proposal and a complete quote, the owner
 * may end the proposal period and compare at once (issue 33), after a confirmation.
 */
export function CloseProposalsCard({
  match,
  contractors,
}: {
  match: MatchReq;
  contractors: MatchContractor[];
}) {
  const close = useCloseProposals();
  const [confirming, setConfirming] = useState(false);
  if (!proposalsAllIn(contractors)) return null;
  return (
    <div className={styles.closeCard}>
      <p className={styles.text}>{THREAD_TEXTS.closeProposalsHint}</p>
      <button
        type="button"
        className={`${buttons.primary} ${buttons.block}`}
        onClick={() => setConfirming(true)}
      >
        {THREAD_TEXTS.closeProposals}
      </button>
      {close.error ? (
        <p role="alert" className={styles.text}>
          {close.error.message}
        </p>
      ) : null}
      {confirming ? (
        <MessagePopup
          title={THREAD_TEXTS.closeProposals}
          confirmLabel={THREAD_TEXTS.closeProposals}
          busy={close.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            close.mutate(match.id, {
              onSettled: () => setConfirming(false),
            })
          }
        >
          <p>{THREAD_TEXTS.closeProposalsConfirm}</p>
        </MessagePopup>
      ) : null}
    </div>
  );
}
