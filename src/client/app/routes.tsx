// One lazily loaded chunk per page (spec: every route its own title and description).
import { lazy } from 'react';
import { Route, Switch } from 'wouter';

const HomePage = lazy(() => import('@/pages/home-page'));
const PracticePage = lazy(() => import('@/pages/practice-page'));
const IcdLookupPage = lazy(() => import('@/pages/icd-lookup-page'));
const EnhancedIcdPage = lazy(() => import('@/pages/enhanced-icd-page'));
const LoanCalculatorPage = lazy(() => import('@/pages/loan-calculator-page'));
const ScrubsPage = lazy(() => import('@/pages/scrubs-page'));
const AiChatPage = lazy(() => import('@/pages/ai-chat-page'));
const PrivacyPolicyPage = lazy(() => import('@/pages/privacy-policy-page'));
const UpcomingPage = lazy(() => import('@/pages/upcoming-page'));
const NotFoundPage = lazy(() => import('@/pages/not-found-page'));

/** Routes whose feature is not built yet: an honest page that says so. */
const UPCOMING = ['/pricing', '/subscribe', '/admin', '/adsense-setup', '/apply-adsense', '/collaboration', '/analytics'];

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/practice" component={PracticePage} />
      <Route path="/icd-lookup" component={IcdLookupPage} />
      <Route path="/enhanced-icd" component={EnhancedIcdPage} />
      <Route path="/loan-calculator" component={LoanCalculatorPage} />
      <Route path="/scrubs" component={ScrubsPage} />
      <Route path="/ai-chat" component={AiChatPage} />
      <Route path="/privacy-policy" component={PrivacyPolicyPage} />
      {UPCOMING.map((path) => (
        <Route key={path} path={path}>
          <UpcomingPage path={path} />
        </Route>
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}
