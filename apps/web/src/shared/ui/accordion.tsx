import type { ReactNode } from 'react';
import styles from './accordion.module.css';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  body: ReactNode;
}

interface AccordionProps {
  items: AccordionItem[];
  openId: string | null;
  onToggle: (id: string | null) => void;
  /** Level of the item headings, one below the heading the list sits under. */
  headingLevel?: 2 | 3 | 4;
}

/** Only one item is open at a time: opening one closes the other (spec section 2, FAQ). */
export function Accordion({ items, openId, onToggle, headingLevel = 3 }: AccordionProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const isOpen = item.id === openId;
        const buttonId = `acc-button-${item.id}`;
        const panelId = `acc-panel-${item.id}`;
        return (
          <li key={item.id} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.trigger}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => onToggle(isOpen ? null : item.id)}
              >
                <span className={styles.q} aria-hidden="true">
                  Q
                </span>
                <span className={styles.title}>{item.title}</span>
                <span
                  className={isOpen ? `${styles.chevron} ${styles.open}` : styles.chevron}
                  aria-hidden="true"
                />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!isOpen}
              className={styles.panel}
            >
              {item.body}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
