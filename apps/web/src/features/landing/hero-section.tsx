import { HeroIllustration } from './illustrations';
import layout from './landing-page.module.css';
import styles from './hero-section.module.css';
import {
  AVERAGE_YIELD_PERCENT,
  HORIZON_YEARS,
  REFERENCE_CAPACITY_KW,
  REFERENCE_YEARLY_MANWON,
  formatManwon,
} from './revenue';
import { sectionHref } from './sections';

export function HeroSection() {
  return (
    <section className={styles.hero} aria-labelledby="landing-hero-title">
      <div className={`${layout.container} ${styles.grid}`}>
        <div className={styles.copy}>
          <p className={styles.badge}>소유주는 무료 · 지붕·토지 태양광 수익 분석</p>
          <h1 id="landing-hero-title" className={styles.title}>
            비어 있는 지붕이
            <br />
            <em className={styles.highlight}>{HORIZON_YEARS}년 수익</em>을 만드는
            <br />
            햇빛 발전소가 됩니다
          </h1>
          <p className={styles.lead}>
            주소만 입력하면 토지·건물 분석부터 설치 용량, {HORIZON_YEARS}년 예상 수익까지 무료로
            확인하고, 우리 지붕에 맞는 시공사를 만날 수 있어요.
          </p>
          <div className={styles.actions}>
            <a className={layout.buttonPrimary} href={sectionHref('download')}>
              앱 다운로드하고 무료 분석받기
            </a>
            <a className={layout.buttonSecondary} href={sectionHref('profitability')}>
              예상 수익 보기
            </a>
          </div>
          <ul className={styles.stats}>
            <li className={styles.stat}>
              <strong className={styles.statValue}>{HORIZON_YEARS}년</strong>
              <span className={styles.statLabel}>안정적인 수익</span>
            </li>
            <li className={styles.stat}>
              <strong className={styles.statValue}>
                연 약 {formatManwon(REFERENCE_YEARLY_MANWON)}
              </strong>
              <span className={styles.statLabel}>{REFERENCE_CAPACITY_KW}kW 기준 예상</span>
            </li>
            <li className={styles.stat}>
              <strong className={styles.statValue}>{AVERAGE_YIELD_PERCENT}%</strong>
              <span className={styles.statLabel}>평균 수익률</span>
            </li>
          </ul>
        </div>
        <div className={styles.art}>
          <HeroIllustration className={styles.illustration} />
        </div>
      </div>
    </section>
  );
}
