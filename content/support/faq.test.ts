import { describe, expect, it } from 'vitest';
import { FAQ } from './faq';
import type { FaqEntry } from './types';
import { validateFaq } from './validate';

describe('product FAQ', () => {
  it('passes the validator', () => {
    expect(validateFaq(FAQ)).toEqual([]);
  });

  it('covers every topic the support assistant must answer', () => {
    const ids = FAQ.map((e) => e.id);
    for (const id of ['plans-and-prices', 'free-trial', 'usage-limits', 'cancel-subscription', 'money-back-guarantee', 'student-discount', 'privacy-data', 'cookies', 'contact-support']) {
      expect(ids).toContain(id);
    }
    for (const page of ['/practice', '/icd-lookup', '/enhanced-icd', '/loan-calculator', '/scrubs', '/ai-chat', '/collaboration', '/pricing']) {
      expect(FAQ.some((e) => e.answer.includes(`](${page})`)), page).toBe(true);
    }
  });

  it('catches a wrong price, an outside link, raw HTML and a duplicate id', () => {
    const base = FAQ.find((e) => e.id === 'plans-and-prices') as FaqEntry;
    const broken: FaqEntry[] = [
      { ...base, answer: base.answer.replace('$39/month', '$29/month') },
      { ...base, id: 'plans-and-prices', answer: 'See [this](https://example.com) <b>now</b>.' },
    ];
    const problems = validateFaq(broken).join('\n');
    expect(problems).toContain('$39/month');
    expect(problems).toContain('https://example.com');
    expect(problems).toContain('HTML');
    expect(problems).toContain('duplicate id');
  });
});
