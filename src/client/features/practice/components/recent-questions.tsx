import { CheckCircle2, CircleDashed, RotateCw, XCircle } from 'lucide-react';
import type { PracticeQuestion } from '../../../../contract/practice';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { RECENT_QUESTIONS_SHOWN } from '../../../../contract/constants';

interface Props {
  questions: PracticeQuestion[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry(): void;
}

/** The last 5 questions, newest first, with a tick or cross for answered ones (spec §2). */
export function RecentQuestions({ questions, loading, error, onRetry }: Props) {
  const recent = questions?.slice(0, RECENT_QUESTIONS_SHOWN) ?? [];
  return (
    <Card aria-labelledby="recent-heading">
      <CardHeader>
        <CardTitle id="recent-heading" className="text-base">
          Recent Questions
        </CardTitle>
      </CardHeader>
      <CardContent>
        {loading ? (
          <ul className="flex flex-col gap-3" aria-busy="true" aria-label="Loading recent questions">
            {['r1', 'r2', 'r3', 'r4', 'r5'].slice(0, RECENT_QUESTIONS_SHOWN).map((key) => (
              <li key={key}>
                <Skeleton className="h-10" />
              </li>
            ))}
          </ul>
        ) : error ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-sm text-muted-foreground">Could not load your recent questions.</p>
            <Button variant="outline" size="sm" onClick={onRetry}>
              <RotateCw aria-hidden="true" /> Retry
            </Button>
          </div>
        ) : recent.length === 0 ? (
          <p className="text-sm text-muted-foreground">Your last {RECENT_QUESTIONS_SHOWN} questions will appear here.</p>
        ) : (
          <ol className="flex flex-col divide-y divide-border" aria-label="Last 5 questions, newest first">
            {recent.map((question) => (
              <li key={question.id} className="flex items-start gap-2 py-2.5 first:pt-0 last:pb-0" data-testid="recent-question">
                <StatusIcon question={question} />
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium">
                    {question.questionType.toUpperCase()} · {question.category}
                  </p>
                  <p className="line-clamp-2 text-sm text-muted-foreground">{question.question.split(/\n\s*\n/)[0]}</p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

function StatusIcon({ question }: { question: PracticeQuestion }) {
  if (!question.answered) return <CircleDashed className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-label="Not answered" role="img" />;
  return question.correct ? (
    <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-label="Answered correctly" role="img" />
  ) : (
    <XCircle className="mt-0.5 size-5 shrink-0 text-destructive" aria-label="Answered incorrectly" role="img" />
  );
}
