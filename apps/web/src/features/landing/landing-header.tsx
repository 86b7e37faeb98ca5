import { LogoMark } from './illustrations';
import styles from './landing-header.module.css';
import layout from './landing-page.module.css';
import { LANDING_SECTIONS, sectionHref } from './sections';

/** Sticky header: brand plus in-page links to every anchored section. */
export function LandingHeader() {
  return (
    <header className={styles.header}>
      <div className={`${layout.container} ${styles.headerInner}`}>
        <a className={styles.brand} href="#top" aria-label="햇빛 매칭 맨 위로">
          <LogoMark className={layout.brandMark} />
          <span>햇빛 매칭</span>
        </a>
        <nav aria-label="페이지 섹션">
          <ul className={styles.navList}>
            {LANDING_SECTIONS.map((section) => (
              <li key={section.id}>
                <a
                  className={
                    section.id === 'download'
                      ? `${styles.navLink} ${styles.navCta}`
                      : styles.navLink
                  }
                  href={sectionHref(section.id)}
                >
                  {section.nav}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
