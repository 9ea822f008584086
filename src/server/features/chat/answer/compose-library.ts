// The offline answer from library passages: the parts of the best topic note the question
// asks for, a practice-question teaching point when one matches, or the FAQ answer. Every
// sentence comes from our authored content; nothing is generated.
import type { SearchHit } from '../retrieval/bm25';
import type { LibraryEntry } from '../retrieval/corpus';
import type { NoteSection } from '../retrieval/intent';
import type { Retrieval } from '../retrieval/retriever';
import { terms } from '../retrieval/tokenize';
import { escapeMarkdown as md, firstSentences, termOverlap, withDisclaimer } from './text';
import { CitationList, type ComposedAnswer, toPassages } from './types';

type NoteEntry = Extract<LibraryEntry, { kind: 'note' }>;
type QuestionEntry = Extract<LibraryEntry, { kind: 'question' }>;

export const CLOSEST_SOURCE = "MedPrep has no note on exactly that, but it comes up in this source:";
const SECOND_NOTE_RATIO = 0.75;
/** In a comparison the second subject usually scores lower: its name is half the question. */
const COMPARE_NOTE_RATIO = 0.4;
const RELATED_RATIO = 0.5;
const MAX_PASSAGES = 4;

export function composeFromLibrary(retrieval: Retrieval, question: string): ComposedAnswer {
  const [top, ...rest] = retrieval.hits;
  if (!top) throw new Error('composeFromLibrary needs at least one relevant hit');
  const citations = new CitationList();
  const queryTerms = new Set(terms(`${question} ${retrieval.usedContext ? retrieval.intent.topicWords.join(' ') : ''}`));
  // Found only in the body of a source about something else: say so before quoting it.
  const parts: string[] = top.titleMatch ? [] : [CLOSEST_SOURCE];
  const entry = top.doc.payload;

  if (entry.kind === 'faq') {
    parts.push(`${entry.faq.answer} [${citations.citeEntry(entry)}]`);
    return finish(parts, citations, retrieval, false);
  }

  if (entry.kind === 'note') {
    const compare = retrieval.intent.compare;
    parts.push(noteAnswer(entry, retrieval.intent.sections, queryTerms, citations.citeEntry(entry), compare));
    const secondRatio = compare ? COMPARE_NOTE_RATIO : SECOND_NOTE_RATIO;
    const second = rest.find((h) => h.doc.payload.kind === 'note' && h.score >= top.score * secondRatio && (compare || h.coverage >= 0.99));
    if (second && second.doc.payload.kind === 'note') {
      parts.push(noteAnswer(second.doc.payload, retrieval.intent.sections, queryTerms, citations.citeEntry(second.doc.payload), true));
    }
    const practice = compare ? undefined : related(rest, 'question', top.score, 0.99);
    if (practice && practice.kind === 'question') parts.push(practicePoint(practice, citations.citeEntry(practice)));
  } else if (entry.kind === 'question') {
    parts.push(questionAnswer(entry, citations.citeEntry(entry)));
    const note = related(rest, 'note', top.score);
    if (note) parts.push(`For an overview, see the topic note **${md(note.title)}** [${citations.citeEntry(note)}].`);
  }
  return finish(parts, citations, retrieval, true);
}

function finish(parts: string[], citations: CitationList, retrieval: Retrieval, medical: boolean): ComposedAnswer {
  const cited = citations.all;
  const text = parts.join('\n\n');
  const hits = retrieval.hits.map((hit) => hit.doc.payload);
  const byKey = new Map(hits.map((entry) => [`${entry.kind}:${entry.id}`, entry]));
  // The model sees the cited sources first, numbered as the offline answer numbers them.
  const citedEntries = cited.flatMap((c) => byKey.get(`${c.kind}:${c.id}`) ?? []);
  return {
    outcome: 'answered',
    text: medical ? withDisclaimer(text) : text,
    citations: cited,
    medical,
    passages: toPassages([...citedEntries, ...hits]).slice(0, Math.max(MAX_PASSAGES, citedEntries.length)),
  };
}

function related(hits: SearchHit<LibraryEntry>[], kind: 'note' | 'question', topScore: number, minCoverage = 0): LibraryEntry | undefined {
  return hits.find((h) => h.doc.payload.kind === kind && h.score >= topScore * RELATED_RATIO && h.coverage >= minCoverage)?.doc.payload;
}

const SECTION_LABEL: Record<Exclude<NoteSection, 'definition' | 'findings'>, string> = {
  diagnosis: 'Diagnosis',
  management: 'First-line management',
  pharmacology: 'Pharmacology',
  dontMiss: "Don't miss",
};

function noteAnswer(entry: NoteEntry, asked: readonly NoteSection[], queryTerms: ReadonlySet<string>, ref: number, brief: boolean): string {
  const { note } = entry;
  const defaults: NoteSection[] = brief ? ['findings'] : ['findings', 'diagnosis', 'management'];
  const sections = new Set<NoteSection>(asked.length ? asked : defaults);
  const definitionSentences = sections.has('definition') || (brief && !asked.length) ? 2 : 1;
  const lines = [`**${md(note.title)}** [${ref}]: ${md(firstSentences(note.definition, definitionSentences))}`];

  if (sections.has('findings')) {
    const findings = pickFindings(note.keyFindings, queryTerms, 3);
    lines.push(`**Key findings**\n${findings.map((f) => `- ${md(f)}`).join('\n')}`);
  } else if (!brief) {
    // A finding the question names (e.g. "Beck triad") is worth showing whatever was asked.
    const named = note.keyFindings.filter((f) => termOverlap(f, queryTerms) >= 2).slice(0, 2);
    if (named.length) lines.push(`**Key findings**\n${named.map((f) => `- ${md(f)}`).join('\n')}`);
  }
  const text: Record<keyof typeof SECTION_LABEL, string | undefined> = {
    diagnosis: note.diagnosis,
    management: note.management,
    pharmacology: note.pharmacology,
    dontMiss: note.dontMiss,
  };
  for (const section of ['diagnosis', 'management', 'pharmacology', 'dontMiss'] as const) {
    const body = text[section];
    if (!sections.has(section) || !body) continue;
    const sentenceCount = brief ? 2 : asked.length ? 4 : 2;
    lines.push(`**${SECTION_LABEL[section]}:** ${md(firstSentences(body, sentenceCount))}`);
  }
  if (sections.has('pharmacology') && !note.pharmacology) {
    lines.push(`**First-line management:** ${md(firstSentences(note.management, 3))}`);
  }
  return lines.join('\n\n');
}

/** Findings that mention the question's words first, then the note's order. */
function pickFindings(findings: readonly string[], queryTerms: ReadonlySet<string>, count: number): string[] {
  const ranked = findings
    .map((finding, index) => ({ finding, index, overlap: termOverlap(finding, queryTerms) }))
    .sort((a, b) => b.overlap - a.overlap || a.index - b.index)
    .slice(0, count)
    .sort((a, b) => a.index - b.index);
  return ranked.map((r) => r.finding);
}

function questionAnswer(entry: QuestionEntry, ref: number): string {
  const { item } = entry;
  const key = item.options[item.answerIndex];
  return [
    `**${md(item.topic)}**, from a practice question explanation [${ref}]: ${md(firstSentences(item.rationale, 3))}`,
    key ? `**Best answer in that question:** ${md(key.text)}. ${md(key.why)}` : '',
    `**Learning objective:** ${md(item.objective)}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

function practicePoint(entry: QuestionEntry, ref: number): string {
  const key = entry.item.options[entry.item.answerIndex];
  const answer = key ? ` The best answer there is **${md(key.text)}**: ${md(firstSentences(key.why, 2))}` : '';
  return `**Practice point** (${md(entry.item.topic)}) [${ref}]:${answer}`;
}
