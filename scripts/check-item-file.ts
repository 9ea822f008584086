// Checks one file of written practice items while it is being written, without loading the
// rest of the bank: `npx tsx scripts/check-item-file.ts content/practice/<category>/<file>.ts`.
// Runs the bank's validators plus the rules for the second bank (task, steps, take-home,
// explanation length, osteopathic items COMLEX-only) and reports items that repeat what the
// category already tests (same topic, key and task). Exits 1 on problems.

import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PRACTICE_CONTENT } from '../content/practice/index';
import type { WrittenItem } from '../content/practice/types';
import { distinctKey, isItemTask, itemTask } from '../src/server/features/practice/engine/item-task';
import { renderWrittenItem } from '../src/server/features/practice/engine/render';
import { validateRendered, validateWrittenItem } from '../src/server/features/practice/engine/validate';

const EXPLANATION_WORDS = [150, 400] as const;
const file = process.argv[2];
if (!file) {
  console.error('usage: npx tsx scripts/check-item-file.ts <file.ts>');
  process.exit(2);
}

const loaded = (await import(pathToFileURL(resolve(file)).href)) as Record<string, unknown>;
const items = Object.values(loaded)
  .filter(Array.isArray)
  .flat()
  .filter((value): value is WrittenItem => typeof value === 'object' && value !== null && 'options' in value && 'answerIndex' in value);
if (items.length === 0) {
  console.error(`${file} exports no written items`);
  process.exit(2);
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const problems: string[] = [];
const ownKeys = new Map<string, string>();
const bankKeys = new Map<string, string>();
for (const content of PRACTICE_CONTENT) {
  for (const item of content.items) {
    if (items.some((own) => own.id === item.id)) continue;
    const key = item.options[item.answerIndex]?.text ?? '';
    bankKeys.set(distinctKey(item.topic, key, itemTask(item.task, item.leadIn)), item.id);
  }
}

for (const item of items) {
  const say = (problem: string) => problems.push(`${item.id}: ${problem}`);
  const rendered = renderWrittenItem(item);
  for (const problem of [...validateWrittenItem(item), ...validateRendered(rendered)]) say(problem);
  if (!item.task || !isItemTask(item.task)) say('task is missing or not one of ITEM_TASKS');
  if (!item.steps) say('steps is missing');
  if (!item.takeHome || item.takeHome.length < 10 || item.takeHome.length > 220) say('takeHome is missing or not 10-220 characters');
  const explanationWords = words(`${rendered.explanation} ${item.takeHome ?? ''}`);
  if (explanationWords < EXPLANATION_WORDS[0] || explanationWords > EXPLANATION_WORDS[1]) {
    say(`explanation has ${explanationWords} words (${EXPLANATION_WORDS.join('-')} wanted)`);
  }
  if (item.table) {
    const width = item.table.header.length;
    if (width < 2 || item.table.rows.length < 2 || item.table.rows.some((row) => row.length !== width)) say('table needs 2+ columns, 2+ rows, equal widths');
  }
  if (item.osteopathic && (item.examTypes.length !== 1 || item.examTypes[0] !== 'comlex')) say('osteopathic items are COMLEX only');
  const key = distinctKey(item.topic, item.options[item.answerIndex]?.text ?? '', itemTask(item.task, item.leadIn));
  const twin = ownKeys.get(key) ?? bankKeys.get(key);
  if (twin) say(`tests the same (topic, key, task) as ${twin}`);
  ownKeys.set(key, item.id);
}

const multiStep = items.filter((item) => (item.steps ?? 1) >= 2).length;
const osteopathic = items.filter((item) => item.osteopathic).length;
const tasks = new Map<string, number>();
for (const item of items) tasks.set(item.task ?? '?', (tasks.get(item.task ?? '?') ?? 0) + 1);
for (const problem of problems) console.log(`PROBLEM ${problem}`);
console.log(
  `${items.length} items, ${ownKeys.size} distinct (topic, key, task); ${multiStep} with 2+ steps (${Math.round((multiStep / items.length) * 100)}%), ` +
    `${osteopathic} osteopathic; tasks: ${[...tasks].map(([task, n]) => `${task} ${n}`).join(', ')}`,
);
console.log(problems.length ? `${problems.length} problems` : 'no problems');
process.exit(problems.length ? 1 : 0);
