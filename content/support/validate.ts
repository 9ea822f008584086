// Checks the FAQ: unique ids, safe Markdown (our own links only, no HTML), answers that stay
// short, and the plan facts the spec fixes (prices, trial, limits, offers) stated where asked.
import { MONEY_BACK_DAYS, PLANS, STUDENT_DISCOUNT_PERCENT, TRIAL_DAYS } from '../../src/contract/constants';
import { FAQ_TOPICS, type FaqEntry } from './types';

const MAX_ANSWER_CHARS = 800;
const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

export function validateFaq(entries: readonly FaqEntry[]): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const entry of entries) {
    const at = `faq ${entry.id}`;
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(entry.id)) problems.push(`${at}: id must be kebab-case`);
    if (ids.has(entry.id)) problems.push(`${at}: duplicate id`);
    ids.add(entry.id);
    if (!FAQ_TOPICS.includes(entry.topic)) problems.push(`${at}: unknown topic ${entry.topic}`);
    if (!entry.question.trim().endsWith('?')) problems.push(`${at}: the question must end with "?"`);
    if (entry.answer.length > MAX_ANSWER_CHARS) problems.push(`${at}: answer longer than ${MAX_ANSWER_CHARS} characters`);
    if (/<[a-z/!]/i.test(entry.answer)) problems.push(`${at}: answer contains HTML`);
    if (entry.keywords.length < 3) problems.push(`${at}: give at least 3 keywords`);
    for (const keyword of entry.keywords) {
      if (keyword.trim() !== keyword || keyword === '') problems.push(`${at}: keyword "${keyword}" has stray spaces`);
    }
    for (const match of entry.answer.matchAll(LINK)) {
      const target = match[2] ?? '';
      if (!target.startsWith('/') && !target.startsWith('mailto:')) problems.push(`${at}: link to ${target} is not one of our pages`);
      if (target.startsWith('//')) problems.push(`${at}: protocol-relative link ${target}`);
    }
  }
  problems.push(...checkFacts(entries));
  return problems;
}

/** The spec's business constants must appear in the entries that answer about them. */
function checkFacts(entries: readonly FaqEntry[]): string[] {
  const problems: string[] = [];
  const answer = (id: string) => entries.find((e) => e.id === id)?.answer ?? '';
  const expect = (id: string, text: string) => {
    if (!answer(id).includes(text)) problems.push(`faq ${id}: must state "${text}"`);
  };
  for (const plan of [PLANS.basic, PLANS.premium]) {
    expect('plans-and-prices', `$${plan.monthlyUsd}/month`);
    expect('plans-and-prices', `$${plan.yearlyUsd}/year`);
  }
  expect('plans-and-prices', `${TRIAL_DAYS} days`);
  expect('free-trial', `${TRIAL_DAYS} days`);
  for (const plan of [PLANS.free, PLANS.basic]) {
    expect('usage-limits', `${plan.limits.questions} practice questions`);
    expect('usage-limits', `${plan.limits.chat} AI chat messages`);
    expect('usage-limits', `${plan.limits.icdLookups} ICD-10 lookups`);
  }
  expect('money-back-guarantee', `${MONEY_BACK_DAYS}-day money-back guarantee`);
  expect('student-discount', `${STUDENT_DISCOUNT_PERCENT}% off`);
  expect('student-discount', 'student ID');
  expect('launch-offer', '50% off');
  return problems;
}
