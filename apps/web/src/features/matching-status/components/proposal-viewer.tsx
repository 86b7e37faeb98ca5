import { useEffect, useState } from 'react';
import { MATCHING_TEXTS } from '@haetbit/contracts';
import buttons from '../../../shared/ui/button.module.css';
import { Layer } from '../../../shared/ui/layer';
import { LoadError } from '../../../shared/ui/load-error';
import { useProposalFile } from '../api/get-proposal-file';
import { useSendProposal } from '../api/send-proposal';
import styles from './proposal-viewer.module.css';

interface ProposalViewerProps {
  matchReqId: number;
  comName: string;
  proposalFileId: string;
  onClose: () => void;
}

/** The address of a blob for as long as it is shown. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

/**
 * '제안서 보기' (spec section 2, SP2 and CMC): the proposal read in the app, fetched with the
 * owner's session. The owner may also ask for its link by text (spec section 7); nothing is sent
 * unasked, and the note after sending does not contradict the proposal on screen (walk minor 23).
 * The server sends it once per proposal and says so when it had been sent before.
 */
export function ProposalViewer({
  matchReqId,
  comName,
  proposalFileId,
  onClose,
}: ProposalViewerProps) {
  const file = useProposalFile(proposalFileId);
  const url = useObjectUrl(file.data);
  const link = useSendProposal();
  const title = MATCHING_TEXTS.proposalTitle(comName);

  return (
    <Layer
      title={title}
      onClose={onClose}
      footer={
        url ? (
          <div className={styles.actions}>
            <a
              className={`${buttons.secondary} ${styles.action}`}
              href={url}
              download={`${title}.pdf`}
            >
              {MATCHING_TEXTS.proposalSave}
            </a>
            <button
              type="button"
              className={`${buttons.secondary} ${styles.action}`}
              disabled={link.isPending || link.isSuccess}
              onClick={() => link.mutate({ matchReqId, proposalFileId })}
            >
              {MATCHING_TEXTS.proposalSendText}
            </button>
          </div>
        ) : undefined
      }
    >
      <div className={styles.body}>
        {link.data ? (
          <p className={styles.note} role="status">
            {link.data.sent ? MATCHING_TEXTS.proposalSent : MATCHING_TEXTS.proposalSentBefore}
          </p>
        ) : link.isError ? (
          <p className={styles.note} role="alert">
            {link.error.message}
          </p>
        ) : null}
        {file.isError ? (
          <LoadError
            title={MATCHING_TEXTS.proposalLoadFailed}
            error={file.error}
            onRetry={() => void file.refetch()}
            retrying={file.isFetching}
          />
        ) : url ? (
          <iframe className={styles.frame} src={url} title={title} />
        ) : (
          <p className={styles.muted}>{MATCHING_TEXTS.proposalLoading}</p>
        )}
      </div>
    </Layer>
  );
}
