import { useRef, useState } from 'react';
import { Link } from '../../shared/ui/link';
import {
  LAYOUT_PX,
  LIMITS,
  MATCH_STATUS_LABELS,
  PRIVACY_TEXTS,
  type Banner,
} from '@haetbit/contracts';
import { countdownLabel } from '../../shared/format/d-day';
import buttons from '../../shared/ui/button.module.css';
import { INQUIRY_CHAT_URL } from '../../shared/links';
import { Popup } from '../../shared/ui/popup';
import { useModal } from '../../shared/ui/use-modal';
import { useMyMatches } from './api/get-my-matches';
import { BannerSlider } from './banner-slider';
import type { HomeRead } from './home-read';
import styles from './side-menu.module.css';

interface SideMenuProps {
  banners: HomeRead<Banner[]>;
  onClose: () => void;
  onRecruit: () => void;
}

/**
 * Side menu (spec section 2): matching status, recruit, blog, FAQ, inquiry, terms, notifications;
 * recovery and 내 정보 관리 (the privacy policy's 제7조).
 */
export function SideMenu({ banners, onClose, onRecruit }: SideMenuProps) {
  const [termsOpen, setTermsOpen] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  // Escape closes the menu only when the terms popup is not open above it.
  useModal(drawerRef, { onEscape: onClose, initialFocusRef: closeRef });

  return (
    <div className={styles.backdrop} onClick={onClose}>
      <div
        ref={drawerRef}
        role="dialog"
        aria-modal="true"
        aria-label="메뉴"
        tabIndex={-1}
        className={styles.drawer}
        onClick={(event) => event.stopPropagation()}
      >
        <div className={styles.top}>
          <span className={styles.brand}>햇빛 매칭</span>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            aria-label="메뉴 닫기"
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <nav aria-label="주 메뉴" className={styles.nav}>
          <Link to="/app/matching-status/list" className={styles.item}>
            나의 매칭 현황
          </Link>
          <MenuMatches />
          <button
            type="button"
            className={`${buttons.primary} ${styles.recruit}`}
            onClick={onRecruit}
          >
            시공사 모집하기
          </button>
          <div className={styles.blog}>
            <BannerSlider read={banners} />
          </div>
          <Link to="/app/faq" className={styles.item}>
            자주 묻는 질문
          </Link>
          <a href={INQUIRY_CHAT_URL} target="_blank" rel="noreferrer" className={styles.item}>
            1:1 채팅 문의
          </a>
          <button type="button" className={styles.item} onClick={() => setTermsOpen(true)}>
            약관 및 정책
          </button>
          <Link to="/app/alim" className={styles.item}>
            알림 설정
          </Link>
          <Link to="/app/recovery" className={styles.item}>
            기존 휴대폰의 신청 내역 불러오기
          </Link>
          <Link to="/app/my-data" className={styles.item}>
            {PRIVACY_TEXTS.title}
          </Link>
        </nav>
      </div>
      {termsOpen ? (
        <Popup
          title="약관 및 정책"
          widthPx={LAYOUT_PX.termsPopup}
          onClose={() => setTermsOpen(false)}
          actions={
            <button type="button" className={buttons.primary} onClick={() => setTermsOpen(false)}>
              닫기
            </button>
          }
        >
          <span className={styles.termsLinks}>
            <Link to="/app/agreement/use-terms">이용약관</Link>
            <Link to="/app/agreement/pipp">개인정보처리방침</Link>
          </span>
        </Popup>
      ) : null}
    </div>
  );
}

/** The current matches under 나의 매칭 현황: at most 2, as on the home (spec sections 2 and 9). */
function MenuMatches() {
  const matches = useMyMatches();
  const shown = (matches.data ?? []).slice(0, LIMITS.homeMatchCount);
  if (shown.length === 0) return null;
  return (
    <ul className={styles.matches} aria-label="진행 중인 매칭">
      {shown.map((match) => {
        const dDay = countdownLabel(match);
        return (
          <li key={match.id}>
            <Link to={`/app/matching-status/detail?id=${match.id}`} className={styles.match}>
              <span className={styles.matchStatus}>
                {MATCH_STATUS_LABELS[match.status]}
                {dDay ? ` · ${dDay}` : ''}
              </span>
              <span className={styles.matchAddress}>{match.address}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
