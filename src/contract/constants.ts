// Business constants from spec §9: the one place both sides read them from.

/** An account is a user or an administrator (a guest is a user who has not signed up). */
export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const EXAM_TYPES = ['usmle', 'comlex'] as const;
export type ExamType = (typeof EXAM_TYPES)[number];

export const PRACTICE_CATEGORIES = [
  'Cardiology',
  'Pulmonology',
  'Gastroenterology',
  'Neurology',
  'Endocrinology',
  'Infectious Disease',
  'Psychiatry',
  'Surgery',
  'Pediatrics',
  'Obstetrics & Gynecology',
  'Emergency Medicine',
] as const;
export type PracticeCategory = (typeof PRACTICE_CATEGORIES)[number];

export const RECENT_QUESTIONS_SHOWN = 5;

export const LOAN_DEFAULTS = { loanAmount: 200000, interestRate: 6.5, termYears: 20 } as const;
export const LOAN_PRESETS = [
  { name: 'Medical School', amount: 200000 },
  { name: 'Residency Support', amount: 50000 },
  { name: 'Fellowship', amount: 100000 },
  { name: 'Practice Setup', amount: 300000 },
] as const;
export const FEDERAL_RATE_TIP = 'Federal rates for 2024 range 5.50%-7.05%';

export const SCRUB_CATEGORIES = ['all', 'tops', 'pants', 'sets', 'accessories', 'shoes'] as const;
export type ScrubCategory = (typeof SCRUB_CATEGORIES)[number];
export const SCRUB_OFFERS = ['25% off', '20% off', '15% off for 5+'] as const;

export const PLAN_IDS = ['free', 'basic', 'premium'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const TRIAL_DAYS = 14;
/** Monthly usage limits; null = unlimited. */
export const PLANS = {
  free: { name: 'Free Trial', monthlyUsd: 0, yearlyUsd: 0, limits: { questions: 10, chat: 20, icdLookups: 50 } },
  basic: { name: 'Basic', monthlyUsd: 19, yearlyUsd: 190, limits: { questions: 100, chat: 200, icdLookups: 500 } },
  premium: { name: 'Premium', monthlyUsd: 39, yearlyUsd: 390, limits: { questions: null, chat: null, icdLookups: null } },
} as const;
/** What a plan's allowance counts: one use per call of a route that declares it (route config `meter`). */
export const METERED_FEATURES = ['questions', 'chat', 'icdLookups'] as const satisfies readonly (keyof (typeof PLANS)['free']['limits'])[];
export type MeteredFeature = (typeof METERED_FEATURES)[number];
export const YEARLY_SAVING_PERCENT = 20;
export const STUDENT_DISCOUNT_PERCENT = 50;
export const MONEY_BACK_DAYS = 30;

export const SPECIALTIES = [
  'Cardiology',
  'Neurology',
  'Psychiatry',
  'Surgery',
  'Pediatrics',
  'Internal Medicine',
  'Emergency Medicine',
  'Radiology',
  'Pathology',
  'Pharmacology',
] as const;
export const DIFFICULTY_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;

export const HOME_STATS = [
  { value: '10,000+', label: 'Practice Questions' },
  { value: '50,000+', label: 'Medical Students' },
  { value: '94%', label: 'Success Rate' },
  { value: '15%', label: 'Score Improvement' },
] as const;

export const PRIVACY_RESPONSE_DAYS = 30;
export const COPY_TICK_MS = 2000;
export const AD_SLOT_DELAY_MS = 100;
export const AD_NETWORK_SIGNUP_URL = 'https://www.google.com/adsense/start/';
export const PRODUCT_NAME = 'MedPrep';
export const MEDICAL_DISCLAIMER =
  'MedPrep is for education only. It is not medical advice and does not replace the judgement of a qualified clinician.';
