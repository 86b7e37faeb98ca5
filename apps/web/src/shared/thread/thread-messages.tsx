import { THREAD_TEXTS, type ThreadMessage, type ThreadSender } from '@haetbit/contracts';
import { formatDeadline } from '../format/date';
import styles from './thread.module.css';

interface ThreadMessagesProps {
  messages: ThreadMessage[];
  /** Who reads: their own messages on the right. */
  self: ThreadSender;
  /** How the other side is named (the contractor's company, or '고객'). */
  otherName: string;
}

/**
 * The messages of a conversation before the choice (issue 33), oldest first, in both the owner
 * app and the contractor console: who wrote, when, the text as delivered, and a note when a link
 * or a phone number did not pass.
 */
export function ThreadMessages({ messages, self, otherName }: ThreadMessagesProps) {
  if (messages.length === 0) return <p className={styles.empty}>{THREAD_TEXTS.empty}</p>;
  return (
    <ol className={styles.messages} aria-label="메시지 목록">
      {messages.map((message) => {
        const mine = message.sender === self;
        return (
          <li key={message.id} className={mine ? styles.mine : styles.theirs}>
            <p className={styles.meta}>
              <span>{mine ? THREAD_TEXTS.me : otherName}</span>{' '}
              <time dateTime={message.createdAt}>{formatDeadline(message.createdAt)}</time>
            </p>
            {message.body ? <p className={styles.body}>{message.body}</p> : null}
            {message.linkRemoved ? <p className={styles.note}>{THREAD_TEXTS.linkRemoved}</p> : null}
            {message.contactHidden ? (
              <p className={styles.note}>{THREAD_TEXTS.contactHidden}</p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
