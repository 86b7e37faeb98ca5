import { lazy as lazyComponent } from 'react';
import { createBrowserRouter } from 'react-router';
import { AppFrame } from './app-frame';
import { appGuardLoader } from './guard';
import { RouteError } from './route-error';

/** Every route of spec section 2. Screens load lazily so the landing page stays small. */
export const router = createBrowserRouter([
  {
    path: '/',
    errorElement: <RouteError />,
    lazy: async () => ({
      Component: (await import('../features/landing/landing-page')).LandingPage,
    }),
  },
  {
    path: '/app',
    loader: appGuardLoader,
    element: <AppFrame />,
    errorElement: <RouteError />,
    children: [
      {
        index: true,
        // Features do not import each other: the home gets the search layer from here.
        lazy: async () => {
          const [{ HomePage }, { AddressSearchLayer }] = await Promise.all([
            import('../features/home/home-page'),
            import('../features/address-search/address-search-layer'),
          ]);
          return { Component: () => <HomePage SearchLayer={AddressSearchLayer} /> };
        },
      },
      {
        path: 'analysis',
        lazy: async () => {
          const [{ AnalysisPage }, { RecruitLayer }] = await Promise.all([
            import('../features/analysis/analysis-page'),
            import('../features/recruit/recruit-layer'),
          ]);
          return { Component: () => <AnalysisPage RecruitLayer={RecruitLayer} /> };
        },
      },
      {
        path: 'analysis-recruit-success',
        lazy: async () => ({
          Component: (await import('../features/recruit-success/recruit-success-page'))
            .RecruitSuccessPage,
        }),
      },
      {
        path: 'alim',
        lazy: async () => ({ Component: (await import('../features/alim/alim-page')).AlimPage }),
      },
      {
        path: 'matching-status/list',
        lazy: async () => ({
          Component: (await import('../features/matching-status/matching-list-page'))
            .MatchingListPage,
        }),
      },
      {
        path: 'matching-status/detail',
        // The detail reuses the analysis screens' feasibility and prediction popups and the power
        // chart; features do not import each other, so they are handed in from here.
        lazy: async () => {
          const [{ MatchingDetailPage }, { FeasibilityDialog }, { PredictionTechDialog }] =
            await Promise.all([
              import('../features/matching-status/matching-detail-page'),
              import('../features/analysis/components/feasibility-dialog'),
              import('../features/analysis/components/prediction-tech-dialog'),
            ]);
          const analysisViews = {
            FeasibilityDialog,
            PredictionTechDialog,
            PowerChart: lazyComponent(() =>
              import('../features/analysis/components/charts').then((m) => ({
                default: m.PowerChart,
              })),
            ),
          };
          return { Component: () => <MatchingDetailPage analysisViews={analysisViews} /> };
        },
      },
      {
        path: 'faq',
        lazy: async () => ({ Component: (await import('../features/faq/faq-page')).FaqPage }),
      },
      {
        path: 'notice',
        lazy: async () => ({
          Component: (await import('../features/notice/notice-page')).NoticePage,
        }),
      },
      {
        path: 'agreement/use-terms',
        lazy: async () => ({
          Component: (await import('../features/agreement/agreement-page')).UseTermsPage,
        }),
      },
      {
        path: 'agreement/pipp',
        lazy: async () => ({
          Component: (await import('../features/agreement/agreement-page')).PippPage,
        }),
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('../features/placeholder/not-found-page')).NotFoundPage,
        }),
      },
    ],
  },
  {
    // The contractor console: desktop-first, its own cookie session; loaded only when opened.
    path: '/partner/*',
    errorElement: <RouteError />,
    lazy: async () => ({
      Component: (await import('../features/partner/partner-app')).PartnerApp,
    }),
  },
  {
    // The operator console: desktop-first, its own cookie session; loaded only when opened.
    path: '/admin/*',
    errorElement: <RouteError />,
    lazy: async () => ({ Component: (await import('../features/admin/admin-app')).AdminApp }),
  },
  {
    path: '*',
    lazy: async () => ({
      Component: (await import('../features/placeholder/not-found-page')).NotFoundPage,
    }),
  },
]);
