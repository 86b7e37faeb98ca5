import { useState } from 'react';
import type { MatchOption } from '@haetbit/contracts';
import buttons from '../../../shared/ui/button.module.css';
import styles from './intro-slider.module.css';

/** Spec section 9 claims: up to 5 contractors can be chosen; the list is available after 3 days. */
const FALLBACK = { propose1Days: 3, select1LimitCnt: 5, listAvailableAfterDays: 3 };

function slides(option: Partial<MatchOption>) {
  const days = option.propose1Days ?? FALLBACK.propose1Days;
  const listDays = option.listAvailableAfterDays ?? FALLBACK.listAvailableAfterDays;
  const limit = option.select1LimitCnt ?? FALLBACK.select1LimitCnt;
  return [
    { title: '주소 분석', text: '입력한 주소로 설치 용량과 20년 예상 수익을 분석했어요.' },
    {
      title: '모집 신청',
      text: '이름, 이메일, 휴대폰 번호를 입력하고 휴대폰 인증을 마치면 시공사 모집이 시작돼요.',
    },
    { title: '시공사 모집', text: `${days}일 동안 검증된 시공사들이 참여를 신청해요.` },
    {
      title: '참여 시공사 확인',
      text: `신청하고 ${listDays}일 후부터 참여한 시공사 목록을 볼 수 있어요.`,
    },
    { title: '1차 선택', text: `마음에 드는 시공사를 최대 ${limit}곳까지 고를 수 있어요.` },
    { title: '제안서 비교', text: '선택한 시공사들이 현장 조건을 검토해 제안서를 보내 드려요.' },
    { title: '최종 확정', text: '제안서를 비교한 뒤 최종 시공사를 확정하고 계약을 진행해요.' },
  ];
}

/** The 7-step introduction shown before the recruit form (spec section 2). */
export function IntroSlider({
  option,
  onDone,
}: {
  option: Partial<MatchOption>;
  onDone: () => void;
}) {
  const items = slides(option);
  const [index, setIndex] = useState(0);
  const slide = items[index]!;
  const isLast = index === items.length - 1;
  return (
    <section
      className={styles.slider}
      aria-roledescription="슬라이드"
      aria-label="시공사 매칭 진행 단계"
    >
      <p className={styles.counter} aria-live="polite">
        {items.length}단계 중 {index + 1}단계
      </p>
      <ol className={styles.dots} aria-hidden="true">
        {items.map((item, dot) => (
          <li key={item.title} className={dot === index ? styles.current : undefined} />
        ))}
      </ol>
      <div className={styles.slide}>
        <span className={styles.step} aria-hidden="true">
          {index + 1}단계
        </span>
        <h3 className={styles.title}>{slide.title}</h3>
        <p className={styles.text}>{slide.text}</p>
      </div>
      <div className={styles.nav}>
        <button
          type="button"
          className={buttons.secondary}
          disabled={index === 0}
          onClick={() => setIndex(index - 1)}
        >
          이전
        </button>
        {isLast ? (
          <button type="button" className={buttons.primary} onClick={onDone}>
            신청서 작성하기
          </button>
        ) : (
          <button type="button" className={buttons.primary} onClick={() => setIndex(index + 1)}>
            다음
          </button>
        )}
      </div>
      {isLast ? null : (
        <button type="button" className={styles.skip} onClick={onDone}>
          건너뛰고 신청서 작성하기
        </button>
      )}
    </section>
  );
}
