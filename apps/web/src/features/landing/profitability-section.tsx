import layout from './landing-page.module.css';
import { LandingSection } from './landing-section';
import styles from './profitability-section.module.css';
import { LANDING_EXAMPLE_CASE } from '@haetbit/solar/landing-case';
import { LANDING_LOAN } from './engine-examples';
import {
  AVERAGE_YIELD_PERCENT,
  HORIZON_YEARS,
  INITIAL_INVESTMENT_PERCENT,
  POLICY_LOAN,
  REFERENCE_CAPACITY_KW,
  REFERENCE_YEARLY_MANWON,
  REVENUE_EXAMPLES,
  formatManwon,
} from './revenue';

const NOTE_ID = 'profitability-note';
const LOAN_NOTE_ID = 'policy-loan-note';
const LARGEST_YEARLY = Math.max(...REVENUE_EXAMPLES.map((example) => example.yearlyManwon));

export function ProfitabilitySection() {
  return (
    <LandingSection
      id="profitability"
      tone="alt"
      head={{
        eyebrow: '수익성',
        title: '태양광 수익성, 얼마나 벌 수 있을까요?',
        lead: (
          <>
            {REFERENCE_CAPACITY_KW}kW를 설치하면 연 약 {formatManwon(REFERENCE_YEARLY_MANWON)}의
            수익을 기대할 수 있어요. 설치 용량별 예상 수익을 확인해 보세요.
          </>
        ),
      }}
    >
      <ul className={styles.highlights} aria-describedby={NOTE_ID}>
        <li className={styles.highlight}>
          <span className={styles.highlightLabel}>{REFERENCE_CAPACITY_KW}kW 기준 연 수익</span>
          <strong className={styles.highlightValue}>
            약 {formatManwon(REFERENCE_YEARLY_MANWON)}
            <sup className={styles.mark}>*</sup>
          </strong>
        </li>
        <li className={styles.highlight}>
          <span className={styles.highlightLabel}>평균 수익률</span>
          <strong className={styles.highlightValue}>
            {AVERAGE_YIELD_PERCENT}%<sup className={styles.mark}>*</sup>
          </strong>
        </li>
        <li className={styles.highlight} aria-describedby={LOAN_NOTE_ID}>
          <span className={styles.highlightLabel}>정부 정책자금 융자 시 초기 투자</span>
          <strong className={styles.highlightValue}>
            {INITIAL_INVESTMENT_PERCENT}%부터<sup className={styles.mark}>**</sup>
          </strong>
        </li>
      </ul>

      <h3 className={styles.subTitle}>설치 용량별 예상 수익</h3>
      <ul className={styles.cards} aria-describedby={NOTE_ID}>
        {REVENUE_EXAMPLES.map((example) => (
          <li key={example.capacityKw} className={layout.card}>
            <div className={styles.cardHead}>
              <h4 className={styles.capacity}>
                {example.capacityKw}
                <span className={styles.unit}>kW</span>
                <span className="visually-hidden"> 설치 시</span>
              </h4>
              <span className={styles.badge}>예상</span>
            </div>
            <dl className={styles.figures}>
              <div className={styles.row}>
                <dt>월 예상 수익</dt>
                <dd>약 {formatManwon(example.monthlyManwon)}</dd>
              </div>
              <div className={`${styles.row} ${styles.rowMain}`}>
                <dt>연 예상 수익</dt>
                <dd>약 {formatManwon(example.yearlyManwon)}</dd>
              </div>
              <div className={styles.row}>
                <dt>{HORIZON_YEARS}년 뒤 남는 돈</dt>
                <dd>약 {formatManwon(example.totalManwon)}</dd>
              </div>
            </dl>
            <div className={styles.bar} aria-hidden="true">
              <span
                className={styles.barFill}
                style={{ width: `${(example.yearlyManwon / LARGEST_YEARLY) * 100}%` }}
              />
            </div>
          </li>
        ))}
      </ul>

      <p id={NOTE_ID} className={styles.note}>
        * 모든 수익은 예상치입니다. {LANDING_EXAMPLE_CASE.siteKo}에 남향으로 설치해 20년
        고정가격계약으로 파는 경우를 햇빛 매칭의 발전량·수익 계산으로 구했습니다: 운영비(유지관리,
        전기안전관리, 보험 등), 사업비의 {LANDING_LOAN.sharePct}% 대출(
        {LANDING_LOAN.termYears}년, 연 {LANDING_LOAN.interestPct}%) 상환과 법인세를 빼고 남는 돈의
        연평균이며, 월 수익은 그 1/12, {HORIZON_YEARS}년 뒤 남는 돈은 {HORIZON_YEARS}년 동안 남는
        돈에서 처음 들이는 내 돈(사업비의 {100 - LANDING_LOAN.sharePct}%)을 뺀 값(앱의 수익 그래프
        마지막 값)이고, 평균 수익률은 사업 전체의 수익률(IRR)입니다. 실제 수익은 설치 장소,
        전력(SMP)·REC 가격, 날씨와 일사량 등에 따라 달라질 수 있습니다.
      </p>
      <p id={LOAN_NOTE_ID} className={styles.note}>
        ** 정부 정책자금인 신재생에너지 금융지원사업은 지원 대상에 따라 사업비의{' '}
        {POLICY_LOAN.minSharePct}~{POLICY_LOAN.maxSharePct}%를 장기 저리로 빌려줍니다(최장{' '}
        {POLICY_LOAN.graceYears}년 거치 {POLICY_LOAN.repayYears}년 분할상환).{' '}
        {POLICY_LOAN.maxSharePct}%를 빌릴 수 있는 대상이면 초기 투자는 사업비의{' '}
        {INITIAL_INVESTMENT_PERCENT}%입니다. 위 예상 수익(*)은 이 융자가 아니라 사업비의{' '}
        {LANDING_LOAN.sharePct}% 대출을 가정했습니다. 대상·한도·금리는 해마다 공고로 정해지므로 올해
        조건은 신청 전에 한국에너지공단 신재생에너지센터 공고에서 확인해 주세요. 출처:{' '}
        {POLICY_LOAN.source}.
      </p>
    </LandingSection>
  );
}
