import { ArrowRight, CheckCircle2, Loader2, Target, XCircle } from 'lucide-react';
import type { AnswerResponse } from '../../../../contract/practice';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDuration } from '../use-question-timer';

interface Props {
  result: AnswerResponse;
  /** The question's options, so each explanation paragraph can show which one it is about. */
  options: string[];
  explanation: string;
  objective: string;
  seconds: number;
  onNext(): void;
  generating: boolean;
}

/** After submitting (spec §2): Correct! or Incorrect, the correct answer, the explanation, and the next question. */
export function AnswerResult({ result, options, explanation, objective, seconds, onNext, generating }: Props) {
  const paragraphs = explanation.split(/\n\s*\n/).map((text) => splitLead(text, options));
  return (
    <section aria-label="Result" className="flex flex-col gap-4 border-t border-border pt-5">
      <div
        role="status"
        className={cn(
          'flex flex-col gap-1 rounded-md border p-4',
          result.correct ? 'border-green-200 bg-success-soft text-green-900' : 'border-red-200 bg-destructive-soft text-red-900',
        )}
      >
        <p className="flex items-center gap-2 text-base font-semibold">
          {result.correct ? <CheckCircle2 className="size-5" aria-hidden="true" /> : <XCircle className="size-5" aria-hidden="true" />}
          {result.correct ? 'Correct!' : 'Incorrect'}
        </p>
        <p className="text-sm">
          Correct answer: <span className="font-semibold">{result.correctAnswer}</span>
        </p>
        <p className="text-sm">Time: {formatDuration(seconds)}</p>
      </div>

      <div className="flex flex-col gap-3">
        <h3 className="text-base font-semibold">Explanation</h3>
        {paragraphs.map(({ lead, rest }) => (
          <p key={lead + rest} className="text-base leading-relaxed">
            {lead && <span className="font-semibold">{lead}</span>}
            {rest}
          </p>
        ))}
      </div>

      <div className="flex items-start gap-2 rounded-md bg-accent p-3 text-sm text-accent-foreground">
        <Target className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>
          <span className="font-semibold">Learning objective:</span> {objective}
        </p>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button onClick={onNext} disabled={generating} className="w-full sm:w-auto">
          {generating ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ArrowRight aria-hidden="true" />}
          {generating ? 'Generating...' : 'Generate New Question'}
        </Button>
        <p className="hidden text-sm text-muted-foreground sm:block">
          Press <kbd className="rounded border border-border bg-muted px-1">N</kbd> for the next question
        </p>
      </div>
    </section>
  );
}

/** "C. Digoxin: acts too slowly..." -> lead "C. Digoxin", rest ": acts too slowly...". */
function splitLead(text: string, options: readonly string[]): { lead: string; rest: string } {
  const option = options.find((o) => text.startsWith(o));
  return option ? { lead: option, rest: text.slice(option.length) } : { lead: '', rest: text };
}
