import { useId, useState, type FormEvent } from 'react';
import { THREAD_MESSAGE_MAX_CHARS, THREAD_TEXTS, type SiteVisit } from '@haetbit/contracts';
import { formatDeadline } from '../../../shared/format/date';
import { ThreadMessages } from '../../../shared/thread/thread-messages';
import buttons from '../../../shared/ui/button.module.css';
import field from '../../../shared/ui/form-field.module.css';
import { Layer } from '../../../shared/ui/layer';
import { LoadError } from '../../../shared/ui/load-error';
import { useDecideSiteVisit } from '../api/decide-site-visit';
import { useThread } from '../api/get-thread';
import { useSendThreadMessage } from '../api/send-thread-message';
import styles from './thread-layer.module.css';

interface ThreadLayerProps {
  matchReqId: number;
  ccId: number;
  comName: string;
  onClose: () => void;
}

/**
 * The owner's conversation with one shortlisted contractor (issue 33): the site-visit proposal to
 * accept or decline, the messages, and a labelled field to write. Neither side's phone is shown;
 * the hint says when they are.
 */
export function ThreadLayer({ matchReqId, ccId, comName, onClose }: ThreadLayerProps) {
  const thread = useThread(matchReqId, ccId);
  const send = useSendThreadMessage(matchReqId, ccId);
  const [text, setText] = useState('');
  const inputId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    send.mutate(text, { onSuccess: () => setText('') });
  }

  const data = thread.data;
  return (
    <Layer title={`${comName} · ${THREAD_TEXTS.title}`} onClose={onClose}>
      <div className={styles.content}>
        <p className={styles.hint}>{THREAD_TEXTS.privacyHint}</p>
        {thread.isPending ? (
          <p className={styles.hint}>불러오는 중…</p>
        ) : thread.isError ? (
          <LoadError
            title="대화를 불러오지 못했습니다."
            error={thread.error}
            onRetry={() => void thread.refetch()}
            retrying={thread.isFetching}
          />
        ) : data ? (
          <>
            {data.visit ? (
              <VisitCard
                matchReqId={matchReqId}
                ccId={ccId}
                visit={data.visit}
                writable={data.writable}
              />
            ) : null}
            <ThreadMessages messages={data.messages} self="owner" otherName={comName} />
            {data.writable ? (
              <form className={styles.form} onSubmit={submit}>
                <label htmlFor={inputId} className={field.label}>
                  {THREAD_TEXTS.messageLabel}
                </label>
                <textarea
                  id={inputId}
                  className={styles.textarea}
                  value={text}
                  maxLength={THREAD_MESSAGE_MAX_CHARS}
                  rows={3}
                  onChange={(event) => setText(event.target.value)}
                />
                {send.error ? (
                  <p role="alert" className={styles.error}>
                    {send.error.message}
                  </p>
                ) : null}
                <button
                  type="submit"
                  className={`${buttons.primary} ${buttons.block}`}
                  disabled={send.isPending || !text.trim()}
                >
                  {THREAD_TEXTS.send}
                </button>
              </form>
            ) : (
              <p role="status" className={styles.closed}>
                {data.closedMessage}
              </p>
            )}
          </>
        ) : null}
      </div>
    </Layer>
  );
}

/** The newest site-visit proposal: a button per offered time and one to decline, or its outcome. */
function VisitCard({
  matchReqId,
  ccId,
  visit,
  writable,
}: {
  matchReqId: number;
  ccId: number;
  visit: SiteVisit;
  writable: boolean;
}) {
  const decide = useDecideSiteVisit(matchReqId, ccId);
  const titleId = useId();
  return (
    <section className={styles.visit} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.visitTitle}>
        {THREAD_TEXTS.visitTitle}
      </h3>
      {visit.status === 'accepted' && visit.acceptedTime ? (
        <p className={styles.agreed}>
          {THREAD_TEXTS.visitAgreed(formatDeadline(visit.acceptedTime))}
        </p>
      ) : visit.status === 'declined' ? (
        <p className={styles.hint}>
          제안받은 일정을 거절했습니다. 시공사가 새 일정을 제안할 수 있습니다.
        </p>
      ) : visit.status === 'proposed' ? (
        <>
          <p className={styles.hint}>{THREAD_TEXTS.visitProposed}</p>
          {visit.note ? <p className={styles.note}>{visit.note}</p> : null}
          <ul className={styles.times}>
            {visit.proposedTimes.map((time) => (
              <li key={time}>
                <button
                  type="button"
                  className={buttons.secondary}
                  disabled={!writable || decide.isPending}
                  aria-label={`${formatDeadline(time)} ${THREAD_TEXTS.visitAccept}`}
                  onClick={() => decide.mutate({ decision: 'accept', time })}
                >
                  {formatDeadline(time)}
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={styles.decline}
            disabled={!writable || decide.isPending}
            onClick={() => decide.mutate({ decision: 'decline' })}
          >
            {THREAD_TEXTS.visitDecline}
          </button>
        </>
      ) : null}
      {decide.error ? (
        <p role="alert" className={styles.error}>
          {decide.error.message}
        </p>
      ) : null}
    </section>
  );
}
