/** Top navigation, exact labels and paths of spec §2. */
export const NAV_LINKS = [
  { label: 'Home', path: '/' },
  { label: 'Practice', path: '/practice' },
  { label: 'Collaboration', path: '/collaboration' },
  { label: 'ICD Lookup', path: '/icd-lookup' },
  { label: 'Loan Calculator', path: '/loan-calculator' },
  { label: 'Scrubs', path: '/scrubs' },
  { label: 'AI Chat', path: '/ai-chat' },
  { label: 'Pricing', path: '/pricing' },
] as const;
