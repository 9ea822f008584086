// The AI Chat's offline engine with a stand-in code set: code answers, an unavailable code set,
// small talk, follow-ups and "not found".
import { describe, expect, it } from 'vitest';
import { MEDICAL_DISCLAIMER } from '../../../../contract/constants';
import type { IcdCodeHit, IcdSource } from '../retrieval/icd-source';
import { getLibrary } from '../retrieval/library';
import { CLOSEST_SOURCE } from './compose-library';
import { answerMedicalQuestion, NOT_FOUND_TEXT } from './medical';

const CODES: IcdCodeHit[] = [
  { code: 'I10', description: 'Essential (primary) hypertension', billable: true },
  { code: 'E11', description: 'Type 2 diabetes mellitus', billable: false },
];
const icd: IcdSource = {
  search: async (query) => (query.includes('hypertension') ? [CODES[0] as IcdCodeHit] : query.includes('diabetes') ? [CODES[1] as IcdCodeHit] : []),
  findCode: async (code) => CODES.find((c) => c.code === code.replace(/^(\w{3})(\w)/, '$1.$2') || c.code === code) ?? null,
};
const broken: IcdSource = {
  search: async () => {
    throw new Error('code set loading');
  },
  findCode: async () => {
    throw new Error('code set loading');
  },
};
const ask = (question: string, source: IcdSource | null = icd, previousQuestion?: string) =>
  answerMedicalQuestion(question, { retriever: getLibrary().medical, icd: source, ...(previousQuestion ? { previousQuestion } : {}) });

describe('answerMedicalQuestion', () => {
  it('answers a code question with the code, linked to the lookup', async () => {
    const answer = await ask('What is the ICD-10 code for essential hypertension?');
    expect(answer.text).toContain('is **I10**: Essential (primary) hypertension (billable) [1]');
    expect(answer.citations).toEqual([{ ref: 1, kind: 'icd', id: 'I10', title: 'I10 Essential (primary) hypertension', url: '/icd-lookup?q=I10' }]);
    expect(answer.text).not.toContain(MEDICAL_DISCLAIMER);
  });

  it('says a header code is not billable', async () => {
    const answer = await ask('icd code for type 2 diabetes');
    expect(answer.text).toContain('not billable');
  });

  it('describes a code the user typed', async () => {
    expect((await ask('What is I10?')).citations[0]?.id).toBe('I10');
  });

  it('says when the code set cannot be searched, and when nothing matches', async () => {
    expect((await ask('ICD-10 code for essential hypertension', null)).text).toMatch(/can't search the ICD-10-CM code set right now/);
    expect((await ask('ICD-10 code for essential hypertension', broken)).text).toMatch(/can't search the ICD-10-CM code set right now/);
    const none = await ask('ICD-10 code for flibbertigibbet');
    expect(none.outcome).toBe('not-found');
    expect(none.text).toContain("couldn't find an ICD-10-CM code");
  });

  it('greets and thanks without looking anything up', async () => {
    expect((await ask('hello')).outcome).toBe('small-talk');
    expect((await ask('thanks!')).text).toMatch(/welcome/);
  });

  it('uses the previous question for a follow-up', async () => {
    const answer = await ask('and how is it treated?', icd, 'Tell me about Graves disease');
    expect(answer.citations[0]?.id).toBe('endo-graves-disease');
    expect(answer.text).toContain('**First-line management:**');
  });

  it('answers from a topic note with the parts asked for, the disclaimer and numbered sources', async () => {
    const answer = await ask('How is acute pericarditis diagnosed?');
    expect(answer.text).toContain('**Diagnosis:**');
    expect(answer.text).not.toContain('**First-line management:**');
    expect(answer.text.endsWith(`*${MEDICAL_DISCLAIMER}*`)).toBe(true);
    expect(answer.passages[0]?.citation).toEqual(answer.citations[0]);
    expect(answer.passages[0]?.text).toContain('Topic note: Acute pericarditis');
  });

  it('says when the words only come up inside a source about something else', async () => {
    const answer = await ask('What is the workup for syncope?');
    expect(answer.text.startsWith(CLOSEST_SOURCE)).toBe(true);
    expect((await ask('How is acute pericarditis diagnosed?')).text).not.toContain(CLOSEST_SOURCE);
  });

  it('does not take one matching word of two for an answer ("Cushing triad" is not Cushing syndrome)', async () => {
    expect((await ask('What is Cushing triad?')).outcome).toBe('not-found');
  });

  it('says plainly when nothing relevant is found', async () => {
    const answer = await ask('best pizza in Naples');
    expect(answer).toEqual({ outcome: 'not-found', text: NOT_FOUND_TEXT, citations: [], medical: false, passages: [] });
  });
});
