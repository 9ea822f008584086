// Checks authored practice content: `npx tsx scripts/check-content.ts [category-slug ...]`.
// Prints every problem and the distinct questions rendered per category; exits 1 on problems.

import { PRACTICE_CONTENT } from '../content/practice/index';
import { auditContent } from '../src/server/features/practice/engine/audit';
import { createRandom } from '../src/server/features/practice/engine/random';
import { renderModel, renderWrittenItem } from '../src/server/features/practice/engine/render';

const slugOf = (category: string) => category.toLowerCase().replace(/ & /g, '-').replace(/\s+/g, '-');
const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const show = process.argv.includes('--show');
const selected = args.length ? PRACTICE_CONTENT.filter((c) => args.includes(slugOf(c.category))) : PRACTICE_CONTENT;
if (selected.length === 0) {
  console.error(`No category matches ${args.join(', ')}. Slugs: ${PRACTICE_CONTENT.map((c) => slugOf(c.category)).join(', ')}`);
  process.exit(2);
}

const report = auditContent(selected, 300);
for (const problem of report.problems) console.log(`PROBLEM ${problem}`);
for (const content of selected) {
  console.log(
    `${content.category}: ${content.models.length} models, ${content.items.length} items, ` +
      `${report.distinctByCategory[content.category]} distinct questions in this run`,
  );
  if (show) {
    const random = createRandom(Date.now() % 100000);
    for (const model of content.models) printQuestion(renderModel(model, random));
    for (const item of content.items) printQuestion(renderWrittenItem(item));
  }
}
console.log(report.problems.length ? `${report.problems.length} problems` : 'no problems');
process.exit(report.problems.length ? 1 : 0);

function printQuestion(q: ReturnType<typeof renderWrittenItem>) {
  console.log(`\n--- ${q.sourceId} [${q.examTypes.join(', ')}]\n${q.question}\n${q.options.join('\n')}`);
  console.log(`Answer: ${q.correctAnswer}\n${q.explanation}\nObjective: ${q.learningObjective}`);
}
