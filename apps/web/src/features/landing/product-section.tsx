import { SearchIcon } from './illustrations';
import layout from './landing-page.module.css';
import { LandingSection } from './landing-section';
import styles from './product-section.module.css';
import {
  HORIZON_YEARS,
  REFERENCE_CAPACITY_KW,
  REFERENCE_TOTAL_MANWON,
  formatManwon,
} from './revenue';

/** Selection limits quoted in the app's own introduction (spec section 9). */
const FIRST_SELECTION_MAX = 5;
const APPLICANT_LIST_AFTER_DAYS = 3;
const ANALYSIS_ITEMS = ['지목', '규제구역', '선로용량', '이격거리 조례'] as const;

interface Step {
  title: string;
  body: string;
  chips?: readonly string[];
}

const STEPS: readonly Step[] = [
  { title: '주소 입력', body: '분석하고 싶은 지붕이나 땅의 주소를 입력해요.' },
  {
    title: '토지·건물 분석',
    body: '설치할 수 있는 곳인지 토지·건물 정보를 한 번에 확인해요.',
    chips: ANALYSIS_ITEMS,
  },
  {
    title: `설치 용량과 ${HORIZON_YEARS}년 수익 예측`,
    body: `설치 가능한 용량, 월·연 발전량과 ${HORIZON_YEARS}년 예상 수익을 그래프로 보여 드려요.`,
  },
  {
    title: '시공사 모집',
    body: '이름, 휴대폰 번호(문자 인증), 이메일만 남기면 시공사 모집이 시작돼요.',
  },
  {
    title: '1차 선택',
    body: `${APPLICANT_LIST_AFTER_DAYS}일 뒤 지원한 시공사 목록을 보고 최대 ${FIRST_SELECTION_MAX}곳까지 골라요.`,
  },
  { title: '제안서', body: '1차로 고른 시공사의 제안서를 받아 꼼꼼히 비교해요.' },
  { title: '최종 확정', body: '가장 마음에 드는 시공사를 최종 확정하면 매칭이 완료돼요.' },
];

const MOCK_CHECKS: readonly { label: string; result: string; ok: boolean }[] = [
  { label: '지목', result: '가능', ok: true },
  { label: '규제구역', result: '가능', ok: true },
  { label: '선로용량', result: '가능', ok: true },
  { label: '이격거리 조례', result: '확인 필요', ok: false },
];

/** Twenty bars of a rising cumulative-profit chart for the phone mock-up. */
const MOCK_BARS = Array.from({ length: HORIZON_YEARS }, (_, index) => (index + 1) / HORIZON_YEARS);

function PhoneMock() {
  return (
    <div className={styles.phone} role="img" aria-label="햇빛 매칭 앱의 주소 분석 화면 예시">
      <div className={styles.screen}>
        <div className={styles.notch} />
        <div className={styles.search}>
          <SearchIcon className={styles.searchIcon} />
          <span>경기도 ○○시 ○○읍 123-4</span>
        </div>
        <div className={styles.bubble}>
          <p className={styles.bubbleTitle}>토지·건물 분석 결과</p>
          <ul className={styles.checks}>
            {MOCK_CHECKS.map((check) => (
              <li key={check.label} className={styles.check}>
                <span>{check.label}</span>
                <span className={check.ok ? styles.ok : styles.warn}>{check.result}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.bubble}>
          <p className={styles.bubbleTitle}>예상 설치 용량 {REFERENCE_CAPACITY_KW}kW</p>
          <p className={styles.bubbleFigure}>
            {HORIZON_YEARS}년 예상 수익 약 {formatManwon(REFERENCE_TOTAL_MANWON)}
          </p>
          <div className={styles.chart}>
            {MOCK_BARS.map((ratio) => (
              <span key={ratio} className={styles.chartBar} style={{ height: `${ratio * 100}%` }} />
            ))}
          </div>
        </div>
        <div className={styles.mockButton}>시공사 모집하기</div>
      </div>
    </div>
  );
}

export function ProductSection() {
  return (
    <LandingSection
      id="product"
      head={{
        eyebrow: '서비스 소개',
        title: '햇빛 매칭 서비스 소개, 주소 하나로 시공사 확정까지',
        lead: '분석부터 시공사 모집, 제안서 비교, 최종 확정까지 앱에서 한 번에 진행해요. 소유주는 모든 과정을 무료로 이용할 수 있어요.',
      }}
    >
      <div className={styles.layout}>
        <div className={styles.mockWrap}>
          <PhoneMock />
        </div>
        <ol className={styles.steps}>
          {STEPS.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <div className={styles.stepText}>
                <h3 className={layout.itemTitle}>{step.title}</h3>
                <p className={styles.stepBody}>{step.body}</p>
                {step.chips ? (
                  <ul className={styles.chips} aria-label="분석 항목">
                    {step.chips.map((chip) => (
                      <li key={chip} className={styles.chip}>
                        {chip}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      </div>
    </LandingSection>
  );
}
