import { lazy, Suspense, useState, type ComponentType } from 'react';
import { CONSENT_REFUSAL } from '@haetbit/contracts';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../shared/format/date';
import { BrandMark } from '../../shared/ui/brand-mark';
import buttons from '../../shared/ui/button.module.css';
import { Popup } from '../../shared/ui/popup';
import { useAppSettings } from '../../shared/settings/app-settings';
import { useBlogBanners, useInstallReviews } from './api/get-home-content';
import { BannerSlider } from './banner-slider';
import { MyMatchingStatus } from './my-matching-status';
import { ReviewSlider } from './review-slider';
import { Splash } from './splash';
import { useAccessFlow } from './use-access-flow';
import styles from './home-page.module.css';

// The side menu opens from a button; its code is not part of the home's first load (decision 008).
const SideMenu = lazy(() => import('./side-menu').then((m) => ({ default: m.SideMenu })));
// Shown once per device: loaded only at that stage, outside the home's first load (decision 008).
// Shown only when searches are closed: its texts load with it, not with the home.
const ServiceReadyPopup = lazy(() =>
  import('../../shared/ui/service-ready-popup').then((m) => ({ default: m.ServiceReadyPopup })),
);
const Walkthrough = lazy(() => import('./walkthrough').then((m) => ({ default: m.Walkthrough })));

interface HomePageProps {
  /**
   * The address search layer, composed in app/router (features do not import each other). While an
   * operator keeps new searches closed (app settings), the search entry shows the 'service in
   * preparation' popup instead.
   */
  SearchLayer: ComponentType<{ onClose: () => void }>;
}

/** App home (spec section 2): search entry, my matching status, reviews and blog sliders, menu. */
export function HomePage({ SearchLayer }: HomePageProps) {
  const access = useAccessFlow();
  const [searchParams, setSearchParams] = useSearchParams();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const banners = useBlogBanners();
  const reviews = useInstallReviews();
  // While an operator keeps new searches closed, the search entry says the service is being
  // prepared (spec section 2 popups) instead of opening the search.
  const searchClosed = useAppSettings().data?.serviceOpen === false;
  const [readyOpen, setReadyOpen] = useState(false);
  // `/app?bm=menu` opens the search directly (spec section 2); the parameter stays until closed.
  const wantsSearch = searchOpen || searchParams.get('bm') === 'menu';

  const openSearch = () => (searchClosed ? setReadyOpen(true) : setSearchOpen(true));
  const closeSearch = () => {
    setSearchOpen(false);
    setReadyOpen(false);
    if (searchParams.has('bm')) setSearchParams({}, { replace: true });
  };

  if (access.stage === 'splash') return <Splash />;

  return (
    <>
      <header className={styles.header}>
        <span className={styles.brand}>
          <BrandMark className={styles.brandMark} />
          햇빛 매칭
        </span>
        <button
          type="button"
          className={styles.menuButton}
          aria-label="메뉴 열기"
          onClick={() => setMenuOpen(true)}
        >
          <span aria-hidden="true" />
        </button>
      </header>
      <main className={styles.main}>
        <section className={styles.hero} aria-labelledby="home-hero-title">
          <h1 id="home-hero-title" className={styles.heroTitle}>
            우리 집 지붕, 우리 땅에
            <br />
            태양광을 설치하면 얼마나 벌까요?
          </h1>
          <p className={styles.heroText}>
            주소만 입력하면 설치 용량과 20년 예상 수익을 무료로 알려드려요.
          </p>
          <button type="button" className={styles.searchEntry} onClick={openSearch}>
            <span className={styles.searchIcon} aria-hidden="true" />
            지번 주소를 입력해 주세요
          </button>
        </section>

        <MyMatchingStatus />

        <section className={styles.section} aria-labelledby="home-reviews-title">
          <h2 id="home-reviews-title" className={styles.sectionTitle}>
            고객 후기
          </h2>
          <ReviewSlider read={reviews} />
        </section>

        <section className={styles.section} aria-labelledby="home-blog-title">
          <h2 id="home-blog-title" className={styles.sectionTitle}>
            햇빛 블로그
          </h2>
          <BannerSlider read={banners} />
        </section>
      </main>

      {menuOpen ? (
        <Suspense fallback={null}>
          <SideMenu
            banners={banners}
            onClose={() => setMenuOpen(false)}
            onRecruit={() => {
              setMenuOpen(false);
              openSearch();
            }}
          />
        </Suspense>
      ) : null}

      {wantsSearch && !searchClosed && access.stage !== 'walkthrough' ? (
        <SearchLayer onClose={closeSearch} />
      ) : null}
      {(readyOpen || (wantsSearch && searchClosed)) && access.stage !== 'walkthrough' ? (
        <Suspense fallback={null}>
          <ServiceReadyPopup onClose={closeSearch} />
        </Suspense>
      ) : null}

      {access.stage === 'walkthrough' ? (
        <Suspense fallback={null}>
          <Walkthrough needsAgreement={!access.user?.agreePiPpYn} onDone={access.agreeTerms} />
        </Suspense>
      ) : null}

      {access.stage === 'adv-consent' ? (
        <Popup
          title="혜택 알림 받기"
          onClose={access.close}
          actions={
            <>
              <button type="button" className={buttons.secondary} onClick={access.close}>
                다음에
              </button>
              <button
                type="button"
                className={buttons.primary}
                onClick={() => void access.consentAdvertising()}
              >
                동의하기
              </button>
            </>
          }
        >
          태양광 지원 사업, 이벤트와 혜택 소식을 알림으로 받아보시겠어요?{'\n'}광고성 정보 수신에
          동의하시면 알림을 보내드립니다.{'\n'}
          {CONSENT_REFUSAL.advertising}
        </Popup>
      ) : null}

      {access.stage === 'adv-done' ? (
        <Popup
          title="광고성 정보 수신 동의 완료"
          onClose={access.close}
          actions={
            <button type="button" className={buttons.primary} onClick={access.close}>
              확인
            </button>
          }
        >
          {access.user?.advAlimChangeDate
            ? `${formatDateTime(access.user.advAlimChangeDate)}에 광고성 정보 수신에 동의하셨습니다.`
            : '광고성 정보 수신에 동의하셨습니다.'}
          {'\n'}알림 설정에서 언제든 바꿀 수 있습니다.
        </Popup>
      ) : null}
    </>
  );
}
