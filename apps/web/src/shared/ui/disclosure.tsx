import { useId, useState, type ReactNode } from 'react';
import styles from './disclosure.module.css';

interface DisclosureProps {
  /** Shown folded: the first part of the text. */
  summary: ReactNode;
  children: ReactNode;
  moreLabel?: string;
  lessLabel?: string;
}

/** A folded text with a 'more' button (aria-expanded, aria-controls). */
export function Disclosure({
  summary,
  children,
  moreLabel = '더보기',
  lessLabel = '접기',
}: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={styles.disclosure}>
      {open ? null : <div className={styles.summary}>{summary}</div>}
      <div id={panelId} hidden={!open}>
        {children}
      </div>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {open ? lessLabel : moreLabel}
      </button>
    </div>
  );
}
