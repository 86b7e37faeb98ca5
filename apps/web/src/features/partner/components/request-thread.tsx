import { useId, useState, type FormEvent } from 'react';
import {
  SITE_VISIT_MAX_TIMES,
  SITE_VISIT_NOTE_MAX_CHARS,
  SITE_VISIT_STATUS_LABELS,
  THREAD_MESSAGE_MAX_CHARS,
  THREAD_TEXTS,
  type ThreadAnswer,
} from '@haetbit/contracts';
import { ApiError } from '../../../shared/api/client';
import { formatDeadline } from '../../../shared/format/date';
import { ThreadMessages } from '../../../shared/thread/thread-messages';
import { useThread } from '../api/get-thread';
import { useProposeVisit } from '../api/propose-visit';
import { useSendMessage } from '../api/send-message';
import styles from '../partner.module.css';

/** A `datetime-local` value ('2026-12-03T14:00') read as Korea time, as the API takes it. */
const kstInstant = (value: string) => `${value}:00+09:00`;

/**
 * The shortlisted contractor's conversation with the request's owner (issue 33): the messages,
 * a field to write, and the site-visit proposal (up to three times) with the owner's answer. The
 * owner's phone is not shown before the final choice; a request it was not shortlisted for shows
 * nothing.
 */
export function RequestThread({ matchReqId }: { matchReqId: number }) {
  const thread = useThread(matchReqId);
  if (thread.isPending) return null;
  if (thread.isError) {
    if (thread.error instanceof ApiError && thread.error.status === 403) return null;
    return (
      <p className={styles.error} role="alert">
        {thread.error.message}
      </p>
    );
  }
  return <ThreadCard matchReqId={matchReqId} thread={thread.data} />;
}

function ThreadCard({ matchReqId, thread }: { matchReqId: number; thread: ThreadAnswer }) {
  const send = useSendMessage(matchReqId);
  const [text, setText] = useState('');
  const inputId = useId();
  const titleId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    send.mutate(text, { onSuccess: () => setText('') });
  }

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.subtitle} style={{ marginTop: 0 }}>
        {THREAD_TEXTS.partnerTitle}
      </h2>
      <p className={styles.muted}>{THREAD_TEXTS.privacyHint}</p>
      <VisitSection matchReqId={matchReqId} thread={thread} />
      <h3 className={styles.subtitle}>메시지</h3>
      <ThreadMessages messages={thread.messages} self="contractor" otherName={THREAD_TEXTS.owner} />
      {thread.writable ? (
        <form onSubmit={submit} style={{ marginTop: 12 }}>
          <div className={styles.field}>
            <label htmlFor={inputId}>{THREAD_TEXTS.messageLabel}</label>
            <textarea
              id={inputId}
              className={styles.input}
              rows={3}
              maxLength={THREAD_MESSAGE_MAX_CHARS}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          {send.error && (
            <p className={styles.error} role="alert">
              {send.error.message}
            </p>
          )}
          <button type="submit" className={styles.button} disabled={send.isPending || !text.trim()}>
            {THREAD_TEXTS.send}
          </button>
        </form>
      ) : (
        <p role="status">{thread.closedMessage}</p>
      )}
    </section>
  );
}

/** The current proposal and its answer, and the form to propose (again) while the thread is open. */
function VisitSection({ matchReqId, thread }: { matchReqId: number; thread: ThreadAnswer }) {
  const propose = useProposeVisit(matchReqId);
  const [times, setTimes] = useState<string[]>(() => Array(SITE_VISIT_MAX_TIMES).fill(''));
  const [note, setNote] = useState('');
  const formId = useId();
  const visit = thread.visit;

  function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = times.filter((time) => time !== '').map(kstInstant);
    propose.mutate(
      { times: chosen, note },
      {
        onSuccess: () => {
          setTimes(Array(SITE_VISIT_MAX_TIMES).fill(''));
          setNote('');
        },
      },
    );
  }

  return (
    <>
      <h3 className={styles.subtitle}>{THREAD_TEXTS.visitTitle}</h3>
      {visit ? (
        <div aria-label="현장 방문 제안">
          <p>
            <span className={styles.badge}>{SITE_VISIT_STATUS_LABELS[visit.status]}</span>{' '}
            {visit.status === 'accepted' && visit.acceptedTime
              ? THREAD_TEXTS.visitAgreed(formatDeadline(visit.acceptedTime))
              : visit.status === 'declined'
                ? THREAD_TEXTS.visitDeclined
                : THREAD_TEXTS.visitWaiting}
          </p>
          {visit.status === 'proposed' && (
            <ul>
              {visit.proposedTimes.map((time) => (
                <li key={time}>{formatDeadline(time)}</li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      {thread.writable ? (
        <form onSubmit={submit} aria-label={THREAD_TEXTS.visitPropose}>
          {times.map((value, index) => (
            <div key={index} className={styles.field}>
              <label htmlFor={`${formId}-${index}`}>{THREAD_TEXTS.visitTimeLabel(index + 1)}</label>
              <input
                id={`${formId}-${index}`}
                type="datetime-local"
                className={styles.input}
                value={value}
                step={1800}
                onChange={(event) =>
                  setTimes((current) =>
                    current.map((time, at) => (at === index ? event.target.value : time)),
                  )
                }
              />
            </div>
          ))}
          <div className={styles.field}>
            <label htmlFor={`${formId}-note`}>{THREAD_TEXTS.visitNoteLabel}</label>
            <input
              id={`${formId}-note`}
              className={styles.input}
              maxLength={SITE_VISIT_NOTE_MAX_CHARS}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
          {propose.error && (
            <p className={styles.error} role="alert">
              {propose.error instanceof ApiError && propose.error.details[0]
                ? propose.error.details[0].message
                : propose.error.message}
            </p>
          )}
          <button
            type="submit"
            className={styles.buttonSecondary}
            disabled={propose.isPending || times.every((time) => time === '')}
          >
            {THREAD_TEXTS.visitPropose}
          </button>
        </form>
      ) : null}
    </>
  );
}
