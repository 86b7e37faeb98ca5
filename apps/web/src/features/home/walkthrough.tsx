import { useEffect, useRef, useState } from 'react';
import { CONSENT_REFUSAL } from '@haetbit/contracts';
import { readJson, STORAGE_KEYS, writeJson } from '../../shared/session/storage';
import { Link } from '../../shared/ui/link';
import buttons from '../../shared/ui/button.module.css';
import { modalProps, useModal } from '../../shared/ui/use-modal';
import styles from './walkthrough.module.css';
import { WalkthroughIllustration } from './walkthrough-illustrations';

const SLIDES = [
  {
    title: '주소만 입력하면\n태양광 수익을 알려드려요',
    text: '지붕이나 땅의 지번 주소로 설치 가능 용량과 20년 예상 수익을 무료로 분석합니다.',
  },
  {
    title: '토지·건물 정보를\n한 번에 확인해요',
    text: '지목, 규제 구역, 선로 용량, 지역별 이격거리 조례까지 사업성을 함께 살펴봅니다.',
  },
  {
    title: '검증된 시공사가\n직접 지원해요',
    text: '모집을 신청하면 시공사들이 지원하고, 마음에 드는 곳을 최대 5곳까지 고를 수 있어요.',
  },
  {
    title: '제안서를 비교하고\n최종 시공사를 확정해요',
    text: '선택한 시공사의 제안서를 비교한 뒤 나에게 맞는 시공사를 결정하세요.',
  },
] as const;

interface WalkthroughProps {
  needsAgreement: boolean;
  onDone: () => Promise<void>;
}

interface WalkthroughPlace {
  index: number;
  agreed: boolean;
}

/** Where the owner was, kept for the session: reading the terms and coming back keeps the place. */
function storedPlace(): WalkthroughPlace {
  const stored = readJson<Partial<WalkthroughPlace>>(STORAGE_KEYS.walkthrough);
  const index = stored?.index;
  return {
    index:
      typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < SLIDES.length
        ? index
        : 0,
    agreed: stored?.agreed === true,
  };
}

/**
 * Four slides with 'next', a terms link and the privacy agreement (spec sections 2 and 4). The
 * slide and the tick survive a visit to the terms (walk minor 1).
 */
export function Walkthrough({ needsAgreement, onDone }: WalkthroughProps) {
  const [index, setIndex] = useState(() => storedPlace().index);
  const [agreed, setAgreed] = useState(() => storedPlace().agreed);
  useEffect(() => {
    writeJson(STORAGE_KEYS.walkthrough, { index, agreed } satisfies WalkthroughPlace);
  }, [index, agreed]);
  const [busy, setBusy] = useState(false);
  const slide = SLIDES[index]!;
  const isLast = index === SLIDES.length - 1;
  const dialogRef = useRef<HTMLDivElement>(null);
  // The agreement has to be given, so Escape does not close it; focus and Tab stay inside.
  useModal(dialogRef);

  return (
    <div {...modalProps(dialogRef, 'walkthrough-title')} className={styles.overlay}>
      <div className={styles.progress}>
        <span className="visually-hidden" aria-live="polite">
          {SLIDES.length}단계 중 {index + 1}단계
        </span>
        {SLIDES.map((_, dot) => (
          <span
            key={dot}
            aria-hidden="true"
            className={dot === index ? `${styles.dot} ${styles.current}` : styles.dot}
          />
        ))}
      </div>
      <WalkthroughIllustration index={index} className={styles.illustration} />
      <h2 id="walkthrough-title" className={styles.title}>
        {slide.title}
      </h2>
      <p className={styles.text}>{slide.text}</p>
      <div className={styles.bottom}>
        {isLast && needsAgreement ? (
          <label className={styles.agree}>
            <input
              type="checkbox"
              checked={agreed}
              onChange={(event) => setAgreed(event.target.checked)}
            />
            <span>
              <Link to="/app/agreement/use-terms">이용약관</Link> 및{' '}
              <Link to="/app/agreement/pipp">개인정보처리방침</Link>에 동의합니다.
              <span className={styles.refusal}>{CONSENT_REFUSAL.terms}</span>
            </span>
          </label>
        ) : (
          <Link to="/app/agreement/use-terms" className={styles.terms}>
            이용약관 보기
          </Link>
        )}
        <button
          type="button"
          className={`${buttons.primary} ${buttons.block}`}
          disabled={busy || (isLast && needsAgreement && !agreed)}
          onClick={() => {
            if (!isLast) return setIndex(index + 1);
            setBusy(true);
            onDone().finally(() => setBusy(false));
          }}
        >
          {isLast ? (needsAgreement ? '동의하고 시작하기' : '시작하기') : '다음'}
        </button>
      </div>
    </div>
  );
}
