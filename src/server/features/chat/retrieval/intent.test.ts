import { describe, expect, it } from 'vitest';
import { detectIntent, wordsBesideCodes } from './intent';

describe('detectIntent', () => {
  it('finds the note sections a question asks for and drops those words from the topic', () => {
    const intent = detectIntent('What is the first-line treatment and diagnosis of acute pericarditis?');
    expect(intent.sections.sort()).toEqual(['diagnosis', 'management']);
    expect(intent.topicWords.filter((w) => !['what', 'is', 'the', 'and', 'of'].includes(w))).toEqual(['acute', 'pericarditis']);
    expect(detectIntent('side effects of lithium').sections).toEqual(['pharmacology']);
    expect(detectIntent('tell me about sarcoidosis').sections).toEqual([]);
  });

  it('recognises code questions and the codes people type', () => {
    const intent = detectIntent('What is the ICD-10-CM code for essential hypertension?');
    expect(intent.wantsCode).toBe(true);
    expect(intent.codeQuery).toBe('essential hypertension');
    expect(detectIntent('what does e11.9 mean').codes).toEqual(['E119']);
    expect(detectIntent('What is I10?').codes).toEqual(['I10']);
    expect(detectIntent('treatment of asthma').wantsCode).toBe(false);
    expect(wordsBesideCodes('what is E11.9?')).toEqual([]);
    expect(wordsBesideCodes('vitamin B12 deficiency')).toEqual(['vitamin', 'deficiency']);
  });

  it('recognises comparisons', () => {
    expect(detectIntent('asthma vs COPD').compare).toBe(true);
    expect(detectIntent('difference between Crohn disease and ulcerative colitis').compare).toBe(true);
    expect(detectIntent('asthma treatment').compare).toBe(false);
  });
});
