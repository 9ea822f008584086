// Answers to ICD-10-CM code questions, from the code set itself: the best matches for the
// words asked about, or the description of a code the user typed. Each code links to the lookup.
import { icdCodeUrl } from '../../../../contract/chat';
import type { IcdCodeHit } from '../retrieval/icd-source';
import { escapeMarkdown as md } from './text';
import { CitationList, type ComposedAnswer } from './types';

const CODING_NOTE =
  'Choose the final code from the full clinical record and the official ICD-10-CM coding guidelines.';

function codeLine(hit: IcdCodeHit, ref: number): string {
  const kind = hit.billable ? 'billable' : 'category header, not billable: choose a more specific code';
  return `**${hit.code}**: ${md(hit.description)} (${kind}) [${ref}]`;
}

function answer(text: string, citations: CitationList, hits: readonly IcdCodeHit[]): ComposedAnswer {
  const cited = citations.all;
  return {
    outcome: 'answered',
    text,
    citations: cited,
    medical: false,
    passages: cited.map((citation, index) => {
      const hit = hits[index];
      return { citation, text: hit ? `ICD-10-CM ${hit.code}: ${hit.description} (${hit.billable ? 'billable' : 'not billable'})` : citation.title };
    }),
  };
}

/** The user asked for the code of a condition ("essential hypertension"). */
export function composeCodeSearch(topic: string, hits: readonly IcdCodeHit[]): ComposedAnswer {
  const citations = new CitationList();
  const [best, ...others] = hits;
  if (!best) throw new Error('composeCodeSearch needs at least one code');
  const lines = [`The ICD-10-CM code that best matches "${md(topic)}" is ${codeLine(best, citations.citeCode(best.code, best.description))}.`];
  if (others.length) {
    lines.push(`Other codes that match:\n${others.map((hit) => `- ${codeLine(hit, citations.citeCode(hit.code, hit.description))}`).join('\n')}`);
  }
  lines.push(`Open it in the [ICD-10 Lookup](${icdCodeUrl(best.code)}) to copy it or see related codes. ${CODING_NOTE}`);
  return answer(lines.join('\n\n'), citations, [best, ...others]);
}

/** The user typed codes ("what is E11.9?"). */
export function composeCodeLookup(found: readonly IcdCodeHit[]): ComposedAnswer {
  const citations = new CitationList();
  const lines = found.map((hit) => `${codeLine(hit, citations.citeCode(hit.code, hit.description))}.`);
  const first = found[0];
  if (first) lines.push(`Open it in the [ICD-10 Lookup](${icdCodeUrl(first.code)}) to copy it or see related codes.`);
  return answer(lines.join('\n\n'), citations, found);
}

export function composeNoCode(topic: string, available: boolean): ComposedAnswer {
  const text = available
    ? `I couldn't find an ICD-10-CM code matching "${md(topic)}". Try other words (for example the condition's full name) ` +
      `or search the [ICD-10 Lookup](${icdCodeUrl(topic)}).`
    : `I can't search the ICD-10-CM code set right now. You can look "${md(topic)}" up in the [ICD-10 Lookup](${icdCodeUrl(topic)}).`;
  return { outcome: 'not-found', text, citations: [], medical: false, passages: [] };
}
