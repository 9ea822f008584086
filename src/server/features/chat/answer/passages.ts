// The full text of a library source: plain text for the model's prompt, Markdown for the
// source dialog a citation opens.
import type { LibraryEntry } from '../retrieval/corpus';
import { escapeMarkdown as md } from './text';

/** Plain text of a source, as the model sees it. */
export function passageText(entry: LibraryEntry): string {
  switch (entry.kind) {
    case 'note': {
      const { note } = entry;
      return [
        `Topic note: ${note.title} (${note.category})`,
        `Definition: ${note.definition}`,
        `Key findings: ${note.keyFindings.join(' ')}`,
        `Diagnosis: ${note.diagnosis}`,
        `Management: ${note.management}`,
        note.pharmacology ? `Pharmacology: ${note.pharmacology}` : '',
        note.dontMiss ? `Don't miss: ${note.dontMiss}` : '',
      ]
        .filter(Boolean)
        .join('\n');
    }
    case 'question': {
      const { item, rendered } = entry;
      return [
        `Practice question explanation: ${item.topic} (${item.category})`,
        `Correct answer: ${rendered.correctAnswer}`,
        `Explanation: ${item.rationale} ${item.options[item.answerIndex]?.why ?? ''}`,
        `Learning objective: ${item.objective}`,
      ].join('\n');
    }
    case 'faq':
      return `MedPrep FAQ: ${entry.faq.question}\n${entry.faq.answer.replace(/\[([^\]]+)\]\(([^)]+)\)/g, '$1 ($2)')}`;
  }
}

/** A source as safe Markdown for the source dialog. */
export function sourceMarkdown(entry: LibraryEntry): { subtitle: string; markdown: string } {
  switch (entry.kind) {
    case 'note': {
      const { note } = entry;
      const sections = [
        md(note.definition),
        `**Key findings**\n\n${note.keyFindings.map((f) => `- ${md(f)}`).join('\n')}`,
        `**Diagnosis:** ${md(note.diagnosis)}`,
        `**First-line management:** ${md(note.management)}`,
        note.pharmacology ? `**Pharmacology:** ${md(note.pharmacology)}` : '',
        note.dontMiss ? `**Don't miss:** ${md(note.dontMiss)}` : '',
      ];
      return { subtitle: `Topic note · ${note.category}`, markdown: sections.filter(Boolean).join('\n\n') };
    }
    case 'question': {
      const { item, rendered } = entry;
      const stem = rendered.question.split('\n\n').map(md).join('\n\n');
      const options = rendered.options.map((o) => `- ${md(o)}`).join('\n');
      const explanation = rendered.explanation.split('\n\n').map(md).join('\n\n');
      return {
        subtitle: `Practice question explanation · ${item.category}`,
        markdown: [stem, options, `**Answer:** ${md(rendered.correctAnswer)}`, explanation, `**Learning objective:** ${md(item.objective)}`].join('\n\n'),
      };
    }
    case 'faq':
      return { subtitle: 'MedPrep FAQ', markdown: entry.faq.answer };
  }
}
