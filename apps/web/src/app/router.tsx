import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { AppFrame } from './app-frame';
import { queryClient } from './query-client';
import { RouteErrorBoundary } from './route-error';

/** The address the app was opened on, without a trailing slash. */
const openedPath = window.location.pathname.replace(/(.)\/$/, '$1');

/**
 * A screen loaded on first use. Navigations run in a transition (BrowserRouter), so the current
 * screen stays until the next one has loaded, as the data router's lazy routes did. The screen of
 * the address the app opens on (`path`) starts loading with the entry, beside the guard's session
 * call, instead of after it.
 */
function screen(load: () => Promise<ComponentType>, path?: string) {
  if (path !== undefined && path === openedPath) void load().catch(() => undefined);
  const Screen = lazy(async () => ({ default: await load() }));
  return <Screen />;
}

// Features do not import each other: the home gets the search layer from here. The layer is a
// full-screen layer opened by a button or `?bm=menu`, so it loads only when it opens.
const AddressSearchLayer = lazy(async () => ({
  default: (await import('../features/address-search/address-search-layer')).AddressSearchLayer,
}));
function SearchLayer(props: { onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <AddressSearchLayer {...props} />
    </Suspense>
  );
}

const landing = screen(async () => (await import('../features/landing/landing-page')).LandingPage);
const home = screen(async () => {
  const { HomePage } = await import('../features/home/home-page');
  return () => <HomePage SearchLayer={SearchLayer} />;
}, '/app');
const analysis = screen(async () => {
  const [{ AnalysisPage }, { RecruitLayer }] = await Promise.all([
    import('../features/analysis/analysis-page'),
    import('../features/recruit/recruit-layer'),
  ]);
  return () => <AnalysisPage RecruitLayer={RecruitLayer} />;
}, '/app/analysis');
const recruitSuccess = screen(
  async () => (await import('../features/recruit-success/recruit-success-page')).RecruitSuccessPage,
  '/app/analysis-recruit-success',
);
const alim = screen(async () => (await import('../features/alim/alim-page')).AlimPage, '/app/alim');
const myData = screen(
  async () => (await import('../features/my-data/my-data-page')).MyDataPage,
  '/app/my-data',
);
const matchingList = screen(
  async () => (await import('../features/matching-status/matching-list-page')).MatchingListPage,
  '/app/matching-status/list',
);
// The detail reuses the analysis screens' feasibility and prediction popups and the power chart;
// features do not import each other, so they are handed in from here.
const matchingDetail = screen(async () => {
  const [{ MatchingDetailPage }, { FeasibilityDialog }, { PredictionTechDialog }] =
    await Promise.all([
      import('../features/matching-status/matching-detail-page'),
      import('../features/analysis/components/feasibility-dialog'),
      import('../features/analysis/components/prediction-tech-dialog'),
    ]);
  const analysisViews = {
    FeasibilityDialog,
    PredictionTechDialog,
    PowerChart: lazy(() =>
      import('../features/analysis/components/charts').then((m) => ({ default: m.PowerChart })),
    ),
  };
  return () => <MatchingDetailPage analysisViews={analysisViews} />;
}, '/app/matching-status/detail');
// The FAQ is public content: its questions are asked for as its code loads, beside the session call.
const faq = screen(async () => {
  const [{ FaqPage }, { faqQuery, faqCategoriesQuery }] = await Promise.all([
    import('../features/faq/faq-page'),
    import('../features/faq/api/get-faq'),
  ]);
  void queryClient.prefetchQuery(faqQuery);
  void queryClient.prefetchQuery(faqCategoriesQuery);
  return FaqPage;
}, '/app/faq');
const notice = screen(
  async () => (await import('../features/notice/notice-page')).NoticePage,
  '/app/notice',
);
const useTerms = screen(
  async () => (await import('../features/agreement/agreement-page')).UseTermsPage,
  '/app/agreement/use-terms',
);
const pipp = screen(
  async () => (await import('../features/agreement/agreement-page')).PippPage,
  '/app/agreement/pipp',
);
// The same terms on the web, public (the landing page's footer links them).
const webUseTerms = screen(
  async () => (await import('../features/agreement/agreement-page')).WebUseTermsPage,
  '/terms',
);
const webPipp = screen(
  async () => (await import('../features/agreement/agreement-page')).WebPippPage,
  '/privacy',
);
const recovery = screen(
  async () => (await import('../features/recovery/recovery-page')).RecoveryPage,
  '/app/recovery',
);
const notFound = screen(
  async () => (await import('../features/placeholder/not-found-page')).NotFoundPage,
);
// The consoles: desktop-first, their own cookie sessions; loaded only when opened.
const partner = screen(async () => (await import('../features/partner/partner-app')).PartnerApp);
const admin = screen(async () => (await import('../features/admin/admin-app')).AdminApp);

/**
 * Every route of spec section 2, in React Router's declarative mode (decision 008): the data
 * router's loader became the guard inside AppFrame, its lazy routes React.lazy screens.
 */
export function AppRoutes() {
  const location = useLocation();
  return (
    <RouteErrorBoundary locationKey={location.key}>
      <Suspense fallback={null}>
        <Routes>
          <Route path="/" element={landing} />
          <Route path="/app" element={<AppFrame />}>
            <Route index element={home} />
            <Route path="analysis" element={analysis} />
            <Route path="analysis-recruit-success" element={recruitSuccess} />
            <Route path="alim" element={alim} />
            <Route path="my-data" element={myData} />
            <Route path="matching-status/list" element={matchingList} />
            <Route path="matching-status/detail" element={matchingDetail} />
            <Route path="faq" element={faq} />
            <Route path="notice" element={notice} />
            <Route path="agreement/use-terms" element={useTerms} />
            <Route path="agreement/pipp" element={pipp} />
            <Route path="recovery" element={recovery} />
            <Route path="*" element={notFound} />
          </Route>
          <Route path="/terms" element={webUseTerms} />
          <Route path="/privacy" element={webPipp} />
          <Route path="/partner/*" element={partner} />
          <Route path="/admin/*" element={admin} />
          <Route path="*" element={notFound} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
