// One lazily loaded chunk per page (spec: every route its own title and description). The
// routes come from the contract's page table; every page id must have its component here.
import { type ComponentType, lazy } from 'react';
import { Route, Switch } from 'wouter';
import { PAGE_ROUTES, type PageId } from '../../contract/routes';

const UpcomingPage = lazy(() => import('@/pages/upcoming-page'));
const NotFoundPage = lazy(() => import('@/pages/not-found-page'));

/** Every page receives its route pattern; most ignore it. */
type PageComponent = ComponentType<{ path: string }>;

const PAGES: Record<PageId, PageComponent> = {
  home: lazy(() => import('@/pages/home-page')),
  practice: lazy(() => import('@/pages/practice-page')),
  icdLookup: lazy(() => import('@/pages/icd-lookup-page')),
  enhancedIcd: lazy(() => import('@/pages/enhanced-icd-page')),
  loanCalculator: lazy(() => import('@/pages/loan-calculator-page')),
  scrubs: lazy(() => import('@/pages/scrubs-page')),
  aiChat: lazy(() => import('@/pages/ai-chat-page')),
  privacyPolicy: lazy(() => import('@/pages/privacy-policy-page')),
  // Not built yet: an honest page that says so.
  pricing: UpcomingPage,
  subscribe: UpcomingPage,
  admin: UpcomingPage,
  adsenseSetup: UpcomingPage,
  applyAdsense: UpcomingPage,
  collaboration: UpcomingPage,
  analytics: UpcomingPage,
};

export function AppRoutes() {
  return (
    <Switch>
      {PAGE_ROUTES.map((route) => {
        const Page = PAGES[route.id];
        return (
          <Route key={route.id} path={route.path}>
            <Page path={route.path} />
          </Route>
        );
      })}
      <Route component={NotFoundPage} />
    </Switch>
  );
}
