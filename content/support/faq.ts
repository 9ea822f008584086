// The MedPrep product FAQ: what the support assistant answers from (spec §2, §9). Prices,
// limits and offers come from the contract's constants so the FAQ cannot drift from them.
import {
  FEDERAL_RATE_TIP,
  LOAN_DEFAULTS,
  LOAN_PRESETS,
  MONEY_BACK_DAYS,
  PLANS,
  PRACTICE_CATEGORIES,
  PRIVACY_RESPONSE_DAYS,
  SCRUB_OFFERS,
  STUDENT_DISCOUNT_PERCENT,
  TRIAL_DAYS,
} from '../../src/contract/constants';
import { CHAT_LIMITS } from '../../src/contract/chat';
import type { FaqEntry } from './types';

export const SUPPORT_EMAIL = 'support@medprep.example';
export const PRIVACY_EMAIL = 'privacy@medprep.example';
const CHAT_MESSAGES_PER_MINUTE = CHAT_LIMITS.messagesPerMinute;

const { free, basic, premium } = PLANS;
const perMonth = (usd: number) => `$${(usd / 12).toFixed(2)}`;
const limitsText = (plan: typeof free | typeof basic) =>
  `${plan.limits.questions} practice questions, ${plan.limits.chat} AI chat messages and ${plan.limits.icdLookups} ICD-10 lookups a month`;
const presets = LOAN_PRESETS.map((p) => `${p.name} ($${p.amount.toLocaleString('en-US')})`).join(', ');

export const FAQ: readonly FaqEntry[] = [
  // Plans
  {
    id: 'plans-and-prices',
    topic: 'plans',
    question: 'What plans does MedPrep offer and how much do they cost?',
    answer:
      `MedPrep has three plans. **${free.name}**: $0 for ${TRIAL_DAYS} days, with ${limitsText(free)}. ` +
      `**${basic.name}**: $${basic.monthlyUsd}/month or $${basic.yearlyUsd}/year, with ${limitsText(basic)}. ` +
      `**${premium.name}**: $${premium.monthlyUsd}/month or $${premium.yearlyUsd}/year, with unlimited questions, chat messages and ICD-10 lookups. ` +
      'Compare them on the [Pricing](/pricing) page.',
    keywords: ['price', 'prices', 'pricing', 'cost', 'how much', 'plans', 'subscription', 'basic', 'premium', 'fee', 'tiers', 'expensive'],
  },
  {
    id: 'basic-vs-premium',
    topic: 'plans',
    question: 'What is the difference between Basic and Premium?',
    answer:
      `Both paid plans include every feature; they differ in monthly usage limits. **${basic.name}** ($${basic.monthlyUsd}/month) gives ${limitsText(basic)}. ` +
      `**${premium.name}** ($${premium.monthlyUsd}/month) has no limits at all, which suits daily question blocks in the months before your exam. ` +
      'You can move between plans from the [Pricing](/pricing) page.',
    keywords: ['difference', 'compare', 'basic', 'premium', 'which plan', 'upgrade', 'unlimited', 'better plan'],
  },
  {
    id: 'yearly-billing',
    topic: 'plans',
    question: 'Is yearly billing cheaper than monthly?',
    answer:
      `Yes. Yearly billing costs $${basic.yearlyUsd}/year for ${basic.name} (${perMonth(basic.yearlyUsd)} a month) and $${premium.yearlyUsd}/year for ${premium.name} ` +
      `(${perMonth(premium.yearlyUsd)} a month): the same as two months free compared with paying monthly. ` +
      'Switch between monthly and yearly prices with the toggle on the [Pricing](/pricing) page.',
    keywords: ['yearly', 'annual', 'annually', 'monthly', 'per year', 'save', 'saving', 'discount', 'billing period'],
  },
  {
    id: 'free-trial',
    topic: 'plans',
    question: 'How does the free trial work?',
    answer:
      `The ${free.name} lasts ${TRIAL_DAYS} days and costs $0. During the trial you get ${limitsText(free)}. ` +
      `When the ${TRIAL_DAYS} days end, your account moves automatically to the limited free plan; nothing is charged unless you choose ${basic.name} or ${premium.name}. ` +
      'Start it from the [Pricing](/pricing) page.',
    keywords: ['trial', 'free trial', 'try', 'free', '14 days', '14-day', 'trial period', 'after the trial', 'trial ends', 'expire'],
  },
  {
    id: 'usage-limits',
    topic: 'plans',
    question: 'What are the usage limits of each plan?',
    answer:
      `Limits are counted per calendar month. ${free.name}: ${limitsText(free)}. ${basic.name}: ${limitsText(basic)}. ` +
      `${premium.name}: unlimited. On the free plan you see an upgrade prompt as you use your allowance. ` +
      `Separately, each chat accepts at most ${CHAT_MESSAGES_PER_MINUTE} messages a minute to keep the service fast for everyone.`,
    keywords: ['limit', 'limits', 'usage', 'quota', 'how many', 'questions per month', 'chat messages', 'lookups', 'allowance', 'run out', 'used up', 'cap'],
  },
  {
    id: 'launch-offer',
    topic: 'plans',
    question: 'Is there a launch offer?',
    answer: `Yes: as a launch offer, your first month of a paid plan is 50% off. See the current prices on the [Pricing](/pricing) page.`,
    keywords: ['launch offer', 'promotion', 'promo', 'coupon', 'deal', 'first month', 'offer', 'half price'],
  },
  {
    id: 'student-discount',
    topic: 'plans',
    question: 'Do you have a student discount?',
    answer:
      `Yes. Students get ${STUDENT_DISCOUNT_PERCENT}% off a paid plan (${basic.name} or ${premium.name}) after we verify a current student ID. ` +
      `Send a photo of your student ID to [${SUPPORT_EMAIL}](mailto:${SUPPORT_EMAIL}) and we apply the discount once it is verified.`,
    keywords: ['student', 'student discount', 'discount', 'student id', 'verification', 'verify', 'medical student', 'cheaper', 'education discount'],
  },

  // Billing
  {
    id: 'payment-methods',
    topic: 'billing',
    question: 'How do I pay for a subscription?',
    answer:
      `Choose ${basic.name} or ${premium.name} on the [Pricing](/pricing) page. The Subscribe page shows an order summary and a card payment form; ` +
      'after the payment succeeds your plan is active and you return to the home page. Card details go straight to our payment processor and never reach our servers.',
    keywords: ['pay', 'payment', 'payment methods', 'accept', 'card', 'credit card', 'debit card', 'checkout', 'subscribe', 'buy', 'purchase', 'charge'],
  },
  {
    id: 'payment-problem',
    topic: 'billing',
    question: 'My payment failed or my plan is not active. What should I do?',
    answer:
      'If the card is declined, the Subscribe page shows the payment processor\'s message; check the card details or try another card. ' +
      'If the payment went through but the page says there was an issue activating your subscription, do not pay again: ' +
      `write to [${SUPPORT_EMAIL}](mailto:${SUPPORT_EMAIL}) and we activate the plan for you.`,
    keywords: ['payment failed', 'declined', 'card declined', 'error', 'not active', 'activation', 'charged twice', 'problem', 'billing issue'],
  },
  {
    id: 'cancel-subscription',
    topic: 'billing',
    question: 'How do I cancel my subscription?',
    answer:
      `You can cancel at any time: write to [${SUPPORT_EMAIL}](mailto:${SUPPORT_EMAIL}) or ask here in the support chat to be put in touch. ` +
      'Your paid plan stays active until the end of the period you have already paid for, and then your account moves to the limited free plan. Your study history is kept.',
    keywords: ['cancel', 'cancellation', 'stop', 'unsubscribe', 'end subscription', 'quit', 'terminate', 'downgrade', 'close account'],
  },
  {
    id: 'money-back-guarantee',
    topic: 'billing',
    question: 'Can I get a refund?',
    answer:
      `Yes. Paid plans come with a ${MONEY_BACK_DAYS}-day money-back guarantee: if MedPrep is not for you, ask within ${MONEY_BACK_DAYS} days of your payment ` +
      `at [${SUPPORT_EMAIL}](mailto:${SUPPORT_EMAIL}) and we refund it in full.`,
    keywords: ['refund', 'refund policy', 'money back', 'money-back', 'guarantee', 'return', 'reimburse', 'get my money', '30 days', '30-day'],
  },

  // Privacy
  {
    id: 'privacy-data',
    topic: 'privacy',
    question: 'What data does MedPrep collect and do you sell it?',
    answer:
      'We keep what the features need: your practice history, ICD-10 searches and bookmarks, saved loan plans, chat messages, account and subscription details, ' +
      'and technical request logs. We use it to run MedPrep, show your progress and improve answers. We do not sell your personal data. ' +
      'The full details are in the [Privacy Policy](/privacy-policy).',
    keywords: ['privacy', 'data', 'personal data', 'collect', 'sell', 'safe', 'secure', 'security', 'gdpr', 'ccpa', 'information', 'tracking', 'stored', 'privacy policy'],
  },
  {
    id: 'cookies',
    topic: 'privacy',
    question: 'What cookies does MedPrep use?',
    answer:
      'Three kinds: **Essential** cookies (always on) keep the site working and remember your choice; **Analytics** cookies (optional) tell us which features are used; ' +
      '**Marketing** cookies (optional) let our advertising partner personalise ads. Choose with the cookie banner (Accept All Cookies or Essential Only). ' +
      "To change your choice later, clear this site's data in your browser and the banner asks again.",
    keywords: ['cookie', 'cookies', 'consent', 'banner', 'essential only', 'accept all', 'analytics cookies', 'marketing cookies', 'tracking'],
  },
  {
    id: 'patient-information',
    topic: 'privacy',
    question: 'Can I enter patient information?',
    answer:
      'No. MedPrep is an education tool, not a medical record: never enter names, dates of birth, record numbers, images or any detail that could identify a patient, ' +
      'in the chats, case studies or anywhere else. Case studies shared in Collaboration must be fully anonymised.',
    keywords: ['patient', 'patient data', 'phi', 'hipaa', 'identifiable', 'anonymise', 'anonymize', 'medical record', 'confidential'],
  },
  {
    id: 'data-rights',
    topic: 'privacy',
    question: 'How do I get a copy of my data or have it deleted?',
    answer:
      `Write to [${PRIVACY_EMAIL}](mailto:${PRIVACY_EMAIL}). You can ask for a copy of your data, its correction or deletion, or restrict how we use it. ` +
      `We respond to every privacy request within ${PRIVACY_RESPONSE_DAYS} days, and we delete your study data within 30 days after you delete your account.`,
    keywords: ['delete', 'deletion', 'erase', 'my data', 'copy of my data', 'export', 'rights', 'remove data', 'delete account'],
  },

  // How the pages work
  {
    id: 'page-practice',
    topic: 'pages',
    question: 'How do practice questions work?',
    answer:
      `On [Practice](/practice), pick an exam type (USMLE or COMLEX) and one of ${PRACTICE_CATEGORIES.length} categories, then press Generate New Question. ` +
      'Choose an option and press Submit Answer to see Correct! or Incorrect, the correct answer and a full explanation. ' +
      'The sidebar shows your accuracy, questions answered, correct answers, streak in days, total score in points and your last 5 questions.',
    keywords: ['practice', 'questions', 'question bank', 'qbank', 'generate', 'submit answer', 'explanation', 'progress', 'streak', 'score', 'usmle', 'comlex', 'categories'],
  },
  {
    id: 'exams-covered',
    topic: 'pages',
    question: 'Which exams and subjects does MedPrep cover?',
    answer:
      `MedPrep prepares you for the USMLE and COMLEX with board-style questions in ${PRACTICE_CATEGORIES.length} categories: ${PRACTICE_CATEGORIES.join(', ')}. ` +
      'COMLEX questions add osteopathic principles and OMT where they belong.',
    keywords: ['exam', 'exams', 'usmle', 'comlex', 'step 1', 'step 2', 'level 1', 'subjects', 'topics', 'categories', 'specialties', 'osteopathic', 'omt'],
  },
  {
    id: 'page-icd-lookup',
    topic: 'pages',
    question: 'How do I look up an ICD-10 code?',
    answer:
      'Open [ICD Lookup](/icd-lookup) and type a code or words (for example "I10" or "essential hypertension"), then search; Clear starts over. ' +
      'Each result shows the code, its category and description, with a copy button. The category list at the side runs a search for that category. ' +
      'ICD-10-CM codes are 3 to 7 letters and digits.',
    keywords: ['icd', 'icd-10', 'icd10', 'code lookup', 'diagnosis code', 'search codes', 'copy code', 'billing code', 'lookup'],
  },
  {
    id: 'page-enhanced-icd',
    topic: 'pages',
    question: 'What does the Enhanced ICD-10 lookup add?',
    answer:
      '[Enhanced ICD-10 Lookup](/enhanced-icd) adds a category filter, a "Billable codes only" checkbox, your recent searches as quick buttons, ' +
      'a Browse Categories tab, and bookmarks: bookmark a code from the results and find it later under My Bookmarks.',
    keywords: ['enhanced', 'enhanced icd', 'bookmark', 'bookmarks', 'billable', 'browse categories', 'search history', 'recent searches', 'advanced search'],
  },
  {
    id: 'page-loan-calculator',
    topic: 'pages',
    question: 'How does the loan calculator work?',
    answer:
      `On [Loan Calculator](/loan-calculator), pick a preset (${presets}) or enter a loan amount, interest rate and term in years ` +
      `(the defaults are $${LOAN_DEFAULTS.loanAmount.toLocaleString('en-US')}, ${LOAN_DEFAULTS.interestRate}% and ${LOAN_DEFAULTS.termYears} years). ` +
      `You see the monthly payment, total interest and total amount. To keep a plan, type a plan name and save it; it appears in your saved plans. ${FEDERAL_RATE_TIP}.`,
    keywords: ['loan', 'loans', 'student loan', 'calculator', 'monthly payment', 'interest', 'save plan', 'saved plans', 'repayment', 'debt'],
  },
  {
    id: 'page-scrubs',
    topic: 'pages',
    question: 'What is the Scrubs Marketplace?',
    answer:
      `[Scrubs](/scrubs) lists deals on scrubs, shoes and equipment. Filter by category (tops, pants, sets, accessories, shoes); ` +
      `each product shows its discount percent. Current offers: ${SCRUB_OFFERS.join(', ')}.`,
    keywords: ['scrubs', 'marketplace', 'shop', 'store', 'uniform', 'shoes', 'stethoscope', 'equipment', 'deals', 'buy scrubs'],
  },
  {
    id: 'page-ai-chat',
    topic: 'pages',
    question: 'How does the AI medical assistant work?',
    answer:
      'On [AI Chat](/ai-chat), ask about a condition, its diagnosis or first-line treatment, or an ICD-10-CM code. The assistant answers from the MedPrep library ' +
      '(topic notes, practice question explanations and the ICD-10-CM code set) and lists the sources it used; open a source to read it. ' +
      'If the library has nothing on your question it says so instead of guessing. Your conversation is kept when you reload; New chat starts over. ' +
      'Answers are for education only, not medical advice.',
    keywords: ['ai chat', 'assistant', 'ai assistant', 'medical assistant', 'chatbot', 'ask a question', 'sources', 'citations', 'new chat', 'history', 'accurate'],
  },
  {
    id: 'page-collaboration',
    topic: 'pages',
    question: 'How do case studies and study groups work?',
    answer:
      '[Collaboration](/collaboration) has two tabs. **Case Studies**: search and filter by specialty and difficulty, open a case to read it, ' +
      'or press Share Case Study to post your own (it must be fully anonymised). **Study Groups**: browse groups or press Create Group ' +
      '(2 to 50 members, 20 by default).',
    keywords: ['collaboration', 'case study', 'case studies', 'share case', 'study group', 'study groups', 'create group', 'join group', 'community'],
  },
  {
    id: 'page-analytics',
    topic: 'pages',
    question: 'Where can I see my study statistics?',
    answer:
      'The Analytics page shows total questions, accuracy, study time and your current streak for the last 7 days, 30 days (the default), 3 months or year, ' +
      'with tabs for daily performance, results by specialty and your study plans. The Practice page sidebar also shows your progress.',
    keywords: ['analytics', 'statistics', 'stats', 'progress', 'performance', 'accuracy', 'study time', 'dashboard', 'streak', 'study plan'],
  },
  {
    id: 'page-pricing',
    topic: 'pages',
    question: 'How do I upgrade or change my plan?',
    answer:
      `Open [Pricing](/pricing), choose monthly or yearly with the toggle, and press the button on the ${basic.name} or ${premium.name} card. ` +
      'You go to the Subscribe page to pay; your new plan starts as soon as the payment succeeds.',
    keywords: ['upgrade', 'change plan', 'switch plan', 'subscribe', 'go premium', 'buy plan', 'downgrade', 'pricing page'],
  },
  {
    id: 'mobile-devices',
    topic: 'pages',
    question: 'Does MedPrep work on my phone?',
    answer: 'Yes. Every page works in a modern browser on phones, tablets and computers; there is nothing to install.',
    keywords: ['mobile', 'phone', 'iphone', 'android', 'tablet', 'app', 'download', 'install', 'browser'],
  },

  // Assistants
  {
    id: 'assistant-medical-advice',
    topic: 'assistant',
    question: 'Can I use MedPrep for medical advice?',
    answer:
      'No. MedPrep is for education only: it is not medical advice and does not replace the judgement of a qualified clinician. ' +
      'For a medical emergency, call your local emergency number.',
    keywords: ['medical advice', 'diagnose me', 'my symptoms', 'doctor', 'emergency', 'disclaimer', 'treatment advice', 'should i take'],
  },
  {
    id: 'chat-limits',
    topic: 'assistant',
    question: 'Why was my chat message refused?',
    answer:
      `Each chat accepts messages of up to ${CHAT_LIMITS.messageMaxChars.toLocaleString('en-US')} characters and at most ${CHAT_MESSAGES_PER_MINUTE} messages a minute per user; empty messages are ignored. ` +
      `If you see "too many messages", wait a moment and send again. Your plan's monthly chat allowance is described under usage limits.`,
    keywords: ['too many messages', 'rate limit', 'message refused', 'message too long', 'character limit', 'slow down', 'blocked', 'error sending'],
  },

  // Contact
  {
    id: 'contact-support',
    topic: 'contact',
    question: 'How do I contact support?',
    answer:
      `Ask here in the support chat any time, or write to [${SUPPORT_EMAIL}](mailto:${SUPPORT_EMAIL}). ` +
      `For privacy requests write to [${PRIVACY_EMAIL}](mailto:${PRIVACY_EMAIL}); we answer those within ${PRIVACY_RESPONSE_DAYS} days.`,
    keywords: ['contact', 'support', 'help', 'email', 'human', 'agent', 'talk to someone', 'customer service', 'reach you', 'complaint'],
  },
  {
    id: 'login-account',
    topic: 'contact',
    question: 'How do I sign in or create an account?',
    answer:
      'Sign-in is not available yet: the Login and Sign Up buttons do not do anything for now, and MedPrep keeps your progress, bookmarks, loan plans and chats ' +
      `on this site without an account. If you need help, write to [${SUPPORT_EMAIL}](mailto:${SUPPORT_EMAIL}).`,
    keywords: ['login', 'log in', 'sign in', 'sign up', 'register', 'account', 'password', 'create account', 'forgot password'],
  },
];
