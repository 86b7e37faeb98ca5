import type { ReactNode } from 'react';
import layout from './landing-page.module.css';
import type { LandingSectionId } from './sections';

interface LandingSectionProps {
  /** The anchor the header links to; the section's heading carries the id `${id}-title`. */
  id: LandingSectionId;
  /** The alternate background, or less space above (after a section of the same background). */
  tone?: 'alt' | 'tight';
  /** Eyebrow, heading and lead above the content; without it the content holds the heading. */
  head?: { eyebrow: string; title: ReactNode; lead: ReactNode };
  children: ReactNode;
}

/** One section of the landing page: its anchor, the page's width and its labelled heading. */
export function LandingSection({ id, tone, head, children }: LandingSectionProps) {
  const titleId = `${id}-title`;
  const toneClass =
    tone === 'alt' ? layout.sectionAlt : tone === 'tight' ? layout.sectionTight : '';
  return (
    <section
      id={id}
      className={toneClass ? `${layout.section} ${toneClass}` : layout.section}
      aria-labelledby={titleId}
    >
      <div className={layout.container}>
        {head ? (
          <div className={layout.sectionHead}>
            <p className={layout.eyebrow}>{head.eyebrow}</p>
            <h2 id={titleId} className={layout.title}>
              {head.title}
            </h2>
            <p className={layout.lead}>{head.lead}</p>
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
