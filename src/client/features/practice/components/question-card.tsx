import { CheckCircle2, Clock, Loader2, XCircle } from 'lucide-react';
import { forwardRef } from 'react';
import type { AnswerResponse, PracticeQuestion } from '../../../../contract/practice';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { cn } from '@/lib/cn';
import { formatDuration } from '../use-question-timer';
import { AnswerResult } from './answer-result';

interface Props {
  question: PracticeQuestion;
  selected: string | null;
  onSelect(option: string): void;
  onSubmit(): void;
  submitting: boolean;
  /** Set once the answer is recorded: options lock and the result shows. */
  result: AnswerResponse | null;
  seconds: number;
  onNext(): void;
  generating: boolean;
}

export const QuestionCard = forwardRef<HTMLDivElement, Props>(function QuestionCard(
  { question, selected, onSelect, onSubmit, submitting, result, seconds, onNext, generating },
  ref,
) {
  const paragraphs = question.question.split(/\n\s*\n/);
  const leadIn = paragraphs.pop() ?? '';
  const revealed = result !== null;

  return (
    <Card ref={ref} tabIndex={-1} aria-labelledby="question-heading" data-question-id={question.id} className="scroll-mt-20 outline-none">
      <CardHeader className="flex-row flex-wrap items-center gap-2">
        <h2 id="question-heading" className="sr-only">
          {question.questionType.toUpperCase()} question in {question.category}
        </h2>
        <Badge>{question.questionType.toUpperCase()}</Badge>
        <Badge variant="secondary">{question.category}</Badge>
        {question.source === 'llm' && <Badge variant="outline">AI-written</Badge>}
        <span role="timer" aria-label={`Time on this question ${formatDuration(seconds)}`} className="ml-auto inline-flex items-center gap-1 text-sm tabular-nums text-muted-foreground">
          <Clock className="size-4" aria-hidden="true" />
          {formatDuration(seconds)}
        </span>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-col gap-3 text-base leading-relaxed">
          {paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <p className="font-semibold">{leadIn}</p>
        </div>

        <RadioGroup
          value={selected ?? ''}
          onValueChange={onSelect}
          disabled={revealed || submitting}
          aria-label="Answer options"
          className="gap-2"
        >
          {question.options.map((option) => {
            const isKey = revealed && option === result.correctAnswer;
            const isWrongChoice = revealed && option === selected && !result.correct;
            const id = `option-${question.id}-${option.charAt(0)}`;
            return (
              <label
                key={option}
                htmlFor={id}
                className={cn(
                  'flex min-h-11 cursor-pointer items-start gap-3 rounded-md border px-3 py-2.5 text-base transition-colors',
                  !revealed && option === selected && 'border-primary bg-accent',
                  !revealed && option !== selected && 'border-border hover:bg-muted',
                  isKey && 'border-success bg-success-soft',
                  isWrongChoice && 'border-destructive bg-destructive-soft',
                  revealed && !isKey && !isWrongChoice && 'border-border opacity-80',
                  revealed && 'cursor-default',
                )}
              >
                <RadioGroupItem id={id} value={option} className="mt-0.5" />
                <span className="min-w-0 flex-1 break-words">{option}</span>
                {/* The result box says which is right; the icons repeat it for the eye only. */}
                {isKey && <CheckCircle2 className="size-5 shrink-0 text-success" aria-hidden="true" />}
                {isWrongChoice && <XCircle className="size-5 shrink-0 text-destructive" aria-hidden="true" />}
              </label>
            );
          })}
        </RadioGroup>

        {!revealed && (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <Button onClick={onSubmit} disabled={!selected || submitting} className="w-full sm:w-auto">
              {submitting && <Loader2 className="animate-spin" aria-hidden="true" />}
              {submitting ? 'Submitting...' : 'Submit Answer'}
            </Button>
            <p className="hidden text-sm text-muted-foreground sm:block">
              Keys: <kbd className="rounded border border-border bg-muted px-1">A</kbd>–<kbd className="rounded border border-border bg-muted px-1">E</kbd> or{' '}
              <kbd className="rounded border border-border bg-muted px-1">1</kbd>–<kbd className="rounded border border-border bg-muted px-1">5</kbd> choose,{' '}
              <kbd className="rounded border border-border bg-muted px-1">Enter</kbd> submits
            </p>
          </div>
        )}

        {result && (
          <AnswerResult result={result} options={question.options} explanation={question.explanation} objective={question.learningObjective} seconds={seconds} onNext={onNext} generating={generating} />
        )}
      </CardContent>
    </Card>
  );
});
