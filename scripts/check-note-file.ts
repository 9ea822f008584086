// Checks one file of structured library notes while it is being written:
// `npx tsx scripts/check-note-file.ts content/library/<subject>/<file>.ts [more files]`.
// Shape, ids, lengths and the rule that each typed field reads as a sentence of its own.
// Exits 1 on problems.

import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LIBRARY_SUBJECTS, type LibraryNote, NOTE_KINDS, SUBJECT_PREFIXES } from '../content/library/note-types';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: npx tsx scripts/check-note-file.ts <file.ts> [...]');
  process.exit(2);
}

const notes: LibraryNote[] = [];
for (const file of files) {
  const loaded = (await import(pathToFileURL(resolve(file)).href)) as Record<string, unknown>;
  notes.push(
    ...Object.values(loaded)
      .filter(Array.isArray)
      .flat()
      .filter((value): value is LibraryNote => typeof value === 'object' && value !== null && 'definition' in value && 'subject' in value),
  );
}

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const TEXT_FIELDS = ['definition', 'mostCommonCause', 'pathophysiology', 'diagnosis', 'bestInitialTest', 'testOfChoice', 'firstLine', 'management', 'mechanism', 'antidote', 'prognosis', 'prevention', 'dontMiss'] as const;
const LIST_FIELDS = ['causes', 'riskFactors', 'presentation', 'indications', 'adverseEffects', 'contraindications', 'interactions', 'complications', 'highYield'] as const;
/** Fields a note of each kind must have, beyond the definition. */
const REQUIRED: Record<(typeof NOTE_KINDS)[number], readonly (keyof LibraryNote)[]> = {
  condition: ['presentation', 'firstLine'],
  drug: ['mechanism', 'indications', 'adverseEffects'],
  toxin: ['mechanism', 'presentation', 'antidote'],
  organism: ['presentation', 'firstLine'],
  concept: ['highYield'],
  technique: ['indications', 'contraindications'],
  test: ['indications', 'highYield'],
};

const problems: string[] = [];
const ids = new Set<string>();
for (const note of notes) {
  const say = (problem: string) => problems.push(`${note.id}: ${problem}`);
  if (!KEBAB.test(note.id)) say('id is not kebab-case');
  if (ids.has(note.id)) say('duplicate id');
  ids.add(note.id);
  if (!LIBRARY_SUBJECTS.includes(note.subject)) say(`unknown subject "${note.subject}"`);
  else if (!note.id.startsWith(`${SUBJECT_PREFIXES[note.subject]}-`)) say(`id must start with "${SUBJECT_PREFIXES[note.subject]}-"`);
  if (!NOTE_KINDS.includes(note.kind)) say(`unknown kind "${note.kind}"`);
  if (!note.title || note.title.length > 90) say('title missing or over 90 characters');
  if (!Array.isArray(note.aliases) || note.aliases.length === 0) say('needs aliases');
  for (const alias of note.aliases ?? []) if (!alias.trim() || alias.length > 60) say(`bad alias "${alias}"`);
  for (const field of REQUIRED[note.kind] ?? []) if (note[field] === undefined) say(`a ${note.kind} note needs ${field}`);
  for (const field of TEXT_FIELDS) {
    const text = note[field];
    if (text === undefined) continue;
    checkSentence(say, field, text, field === 'management' || field === 'pathophysiology' ? 900 : 600);
  }
  for (const field of LIST_FIELDS) {
    const list = note[field];
    if (list === undefined) continue;
    if (!Array.isArray(list) || list.length === 0) say(`${field} must be a non-empty list`);
    for (const entry of list ?? []) checkSentence(say, field, entry, 400);
  }
  if (note.criteria) {
    if (!note.criteria.name || note.criteria.items.length < 2) say('criteria need a name and 2+ items');
  }
  for (const comparison of note.keyComparisons ?? []) {
    if (!KEBAB.test(comparison.with)) say(`keyComparisons.with "${comparison.with}" is not a note id`);
    checkSentence(say, 'keyComparisons', comparison.difference, 500);
  }
  for (const why of note.why ?? []) {
    if (!why.question.trim().endsWith('?')) say(`why question "${why.question}" must end with "?"`);
    checkSentence(say, 'why', why.answer, 600);
  }
  for (const code of note.icd10 ?? []) if (!/^[A-Z][0-9][0-9A-Z](\.[0-9A-Z]{1,4})?$/.test(code)) say(`icd10 "${code}" is not a code with a dot`);
  const sentences = TEXT_FIELDS.filter((f) => note[f] !== undefined).length + LIST_FIELDS.reduce((n, f) => n + (note[f]?.length ?? 0), 0);
  if (sentences < 6) say(`only ${sentences} statements: a note needs at least 6`);
}

function checkSentence(say: (p: string) => void, field: string, text: string, max: number) {
  if (typeof text !== 'string' || !text.trim()) return say(`${field} is empty`);
  if (text.length > max) say(`${field} is ${text.length} characters (max ${max})`);
  if (!/^[A-Z0-9"(]/.test(text.trim())) say(`${field} should start like a sentence: "${text.slice(0, 40)}"`);
  if (!/[.?!)"]$/.test(text.trim())) say(`${field} should end like a sentence: "${text.slice(-40)}"`);
}

for (const problem of problems) console.log(`PROBLEM ${problem}`);
const bySubject = new Map<string, number>();
for (const note of notes) bySubject.set(note.subject, (bySubject.get(note.subject) ?? 0) + 1);
console.log(`${notes.length} notes: ${[...bySubject].map(([s, n]) => `${s} ${n}`).join(', ')}`);
console.log(problems.length ? `${problems.length} problems` : 'no problems');
process.exit(problems.length ? 1 : 0);
