// Every page route with its browser title and meta description (spec §2). The client sets
// them on navigation; the server answers unknown paths with a 404 status.

export interface PageRoute {
  path: string;
  title: string;
  description: string;
}

export const PAGE_ROUTES = [
  {
    path: '/',
    title: 'MedPrep: AI medical education for USMLE and COMLEX',
    description:
      'AI medical education platform for USMLE and COMLEX: practice questions with explanations, ICD-10-CM lookup, an AI medical assistant and study tools.',
  },
  {
    path: '/practice',
    title: 'Practice Questions | MedPrep',
    description: 'USMLE and COMLEX practice questions in 11 categories, with explanations, progress and streaks.',
  },
  {
    path: '/icd-lookup',
    title: 'ICD-10-CM Code Lookup | MedPrep',
    description: 'Search the complete FY2026 ICD-10-CM code set by code, words or common abbreviations.',
  },
  {
    path: '/enhanced-icd',
    title: 'Enhanced ICD-10-CM Lookup | MedPrep',
    description: 'Advanced ICD-10-CM search with chapter browsing, billable filter, bookmarks and search history.',
  },
  {
    path: '/loan-calculator',
    title: 'Medical Student Loan Calculator | MedPrep',
    description: 'Estimate monthly payments, total interest and payoff for medical school loans, with residency scenarios.',
  },
  {
    path: '/scrubs',
    title: 'Scrubs and Equipment Deals | MedPrep',
    description: 'Deals on medical scrubs, shoes and equipment for students and clinicians.',
  },
  {
    path: '/ai-chat',
    title: 'AI Medical Assistant | MedPrep',
    description: 'Ask medical questions and get concise answers grounded in our study library, with citations.',
  },
  {
    path: '/pricing',
    title: 'Pricing | MedPrep',
    description: 'MedPrep plans: a 14-day free trial, Basic and Premium, monthly or yearly.',
  },
  {
    path: '/subscribe',
    title: 'Subscribe | MedPrep',
    description: 'Complete your MedPrep subscription.',
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy | MedPrep',
    description: 'How MedPrep collects, uses and protects your data, cookies and your rights.',
  },
  {
    path: '/admin',
    title: 'Admin Dashboard | MedPrep',
    description: 'Revenue, ad revenue and usage monitoring for MedPrep administrators.',
  },
  {
    path: '/adsense-setup',
    title: 'Google AdSense Application Setup | MedPrep',
    description: 'Step-by-step assistant for applying to the Google AdSense publisher programme and entering ad IDs.',
  },
  {
    path: '/apply-adsense',
    title: 'Apply for Google AdSense | MedPrep',
    description: 'Site readiness, expected revenue and the application steps for the ad network.',
  },
  {
    path: '/collaboration',
    title: 'Collaboration: Case Studies and Study Groups | MedPrep',
    description: 'Share anonymised case studies and join study groups with other medical students.',
  },
  {
    path: '/analytics',
    title: 'Study Analytics | MedPrep',
    description: 'Your study progress: accuracy, study time, streaks and performance by specialty.',
  },
] as const satisfies readonly PageRoute[];

export const NOT_FOUND_META: PageRoute = {
  path: '*',
  title: 'Page Not Found | MedPrep',
  description: 'The page you were looking for does not exist.',
};

export function findPageRoute(path: string): PageRoute | undefined {
  return PAGE_ROUTES.find((route) => route.path === path);
}
