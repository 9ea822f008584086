// Every page: the one table the client router, the navigation, the browser title and meta
// description (spec §2) and the server's list of pages (unknown paths get a 404 status) are
// derived from. Adding a page is an entry here plus its component in the client's page map,
// which TypeScript requires.

export interface PageRoute {
  /** The key of the page's component in the client's page map. */
  id: string;
  /** A wouter pattern: '/practice', '/study-groups/:id', '/files/*'. */
  path: string;
  title: string;
  description: string;
  /** In the top navigation, in this order. */
  nav?: { label: string; order: number };
  /** An honest "being built" page for now. */
  upcoming?: true;
}

export const PAGE_ROUTES = [
  {
    id: 'home',
    path: '/',
    title: 'MedPrep: AI medical education for USMLE and COMLEX',
    description:
      'AI medical education platform for USMLE and COMLEX: practice questions with explanations, ICD-10-CM lookup, an AI medical assistant and study tools.',
    nav: { label: 'Home', order: 1 },
  },
  {
    id: 'practice',
    path: '/practice',
    title: 'Practice Questions | MedPrep',
    description: 'USMLE and COMLEX practice questions in 11 categories, with explanations, progress and streaks.',
    nav: { label: 'Practice', order: 2 },
  },
  {
    id: 'icdLookup',
    path: '/icd-lookup',
    title: 'ICD-10-CM Code Lookup | MedPrep',
    description: 'Search the complete FY2026 ICD-10-CM code set by code, words or common abbreviations.',
    nav: { label: 'ICD Lookup', order: 4 },
  },
  {
    id: 'enhancedIcd',
    path: '/enhanced-icd',
    title: 'Enhanced ICD-10-CM Lookup | MedPrep',
    description: 'Advanced ICD-10-CM search with chapter browsing, billable filter, bookmarks and search history.',
  },
  {
    id: 'loanCalculator',
    path: '/loan-calculator',
    title: 'Medical Student Loan Calculator | MedPrep',
    description: 'Estimate monthly payments, total interest and payoff for medical school loans, with residency scenarios.',
    nav: { label: 'Loan Calculator', order: 5 },
  },
  {
    id: 'scrubs',
    path: '/scrubs',
    title: 'Scrubs and Equipment Deals | MedPrep',
    description: 'Deals on medical scrubs, shoes and equipment for students and clinicians.',
    nav: { label: 'Scrubs', order: 6 },
  },
  {
    id: 'aiChat',
    path: '/ai-chat',
    title: 'AI Medical Assistant | MedPrep',
    description: 'Ask medical questions and get concise answers grounded in our study library, with citations.',
    nav: { label: 'AI Chat', order: 7 },
  },
  {
    id: 'pricing',
    path: '/pricing',
    title: 'Pricing | MedPrep',
    description: 'MedPrep plans: a 14-day free trial, Basic and Premium, monthly or yearly.',
    nav: { label: 'Pricing', order: 8 },
    upcoming: true,
  },
  {
    id: 'subscribe',
    path: '/subscribe',
    title: 'Subscribe | MedPrep',
    description: 'Complete your MedPrep subscription.',
    upcoming: true,
  },
  {
    id: 'privacyPolicy',
    path: '/privacy-policy',
    title: 'Privacy Policy | MedPrep',
    description: 'How MedPrep collects, uses and protects your data, cookies and your rights.',
  },
  {
    id: 'admin',
    path: '/admin',
    title: 'Admin Dashboard | MedPrep',
    description: 'Revenue, ad revenue and usage monitoring for MedPrep administrators.',
    upcoming: true,
  },
  {
    id: 'adsenseSetup',
    path: '/adsense-setup',
    title: 'Google AdSense Application Setup | MedPrep',
    description: 'Step-by-step assistant for applying to the Google AdSense publisher programme and entering ad IDs.',
    upcoming: true,
  },
  {
    id: 'applyAdsense',
    path: '/apply-adsense',
    title: 'Apply for Google AdSense | MedPrep',
    description: 'Site readiness, expected revenue and the application steps for the ad network.',
    upcoming: true,
  },
  {
    id: 'collaboration',
    path: '/collaboration',
    title: 'Collaboration: Case Studies and Study Groups | MedPrep',
    description: 'Share anonymised case studies and join study groups with other medical students.',
    nav: { label: 'Collaboration', order: 3 },
    upcoming: true,
  },
  {
    id: 'analytics',
    path: '/analytics',
    title: 'Study Analytics | MedPrep',
    description: 'Your study progress: accuracy, study time, streaks and performance by specialty.',
    upcoming: true,
  },
] as const satisfies readonly PageRoute[];

export type PageId = (typeof PAGE_ROUTES)[number]['id'];

/** Top navigation: labels and paths of spec §2. */
export const NAV_LINKS: readonly { label: string; path: string }[] = (PAGE_ROUTES as readonly PageRoute[])
  .flatMap((route) => (route.nav ? [{ ...route.nav, path: route.path }] : []))
  .sort((a, b) => a.order - b.order)
  .map(({ label, path }) => ({ label, path }));

export const NOT_FOUND_META: Omit<PageRoute, 'id'> = {
  path: '*',
  title: 'Page Not Found | MedPrep',
  description: 'The page you were looking for does not exist.',
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A route pattern as a regular expression, as wouter's own parser (regexparam) reads it:
 * `:name` one segment, `:name?` an optional one, `*` the rest; a trailing slash and letter case
 * do not matter. The client router is given this parser too, so both sides match alike.
 */
export function parseRoutePattern(pattern: string, loose = false): { pattern: RegExp; keys: string[] } {
  const keys: string[] = [];
  let source = '';
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (segment.startsWith('*')) {
      keys.push('*');
      source += segment === '*?' ? '(?:/(.*))?' : '/(.*)';
    } else if (segment.startsWith(':')) {
      const optional = segment.endsWith('?');
      keys.push(segment.slice(1, optional ? -1 : undefined));
      source += optional ? '(?:/([^/]+?))?' : '/([^/]+?)';
    } else {
      source += `/${escapeRegExp(segment)}`;
    }
  }
  return { keys, pattern: new RegExp(`^${source}${loose ? '(?=$|/)' : '/?$'}`, 'i') };
}

/** The parameters of `path` under `pattern` (as the path writes them), or null when it does not match. */
export function matchRoutePattern(pattern: string, path: string): Record<string, string> | null {
  const { keys, pattern: regex } = parseRoutePattern(pattern);
  const match = regex.exec(path);
  return match ? Object.fromEntries(keys.map((key, i) => [key, match[i + 1] ?? ''])) : null;
}

const COMPILED = (PAGE_ROUTES as readonly PageRoute[]).map((route) => ({ route, pattern: parseRoutePattern(route.path).pattern }));

/** The page at `path` (a concrete path such as '/study-groups/7', or a route's own pattern). */
export function findPageRoute(path: string): PageRoute | undefined {
  return COMPILED.find(({ route, pattern }) => route.path === path || pattern.test(path))?.route;
}
