import { Flame, RotateCw, Trophy } from 'lucide-react';
import { accuracyPercent, type Progress as ProgressData } from '../../../../contract/practice';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '@/lib/format';

interface Props {
  progress: ProgressData | undefined;
  loading: boolean;
  error: boolean;
  onRetry(): void;
}

/** Sidebar progress (spec §2): accuracy percent, questions, correct, streak in days, total score in pts. */
export function ProgressPanel({ progress, loading, error, onRetry }: Props) {
  return (
    <Card aria-labelledby="progress-heading">
      <CardHeader>
        <CardTitle id="progress-heading" className="text-base">
          Your Progress
        </CardTitle>
      </CardHeader>
      <CardContent>
        {loading ? (
          <div className="flex flex-col gap-3" role="status" aria-busy="true" aria-label="Loading progress">
            <Skeleton className="h-8 w-24" />
            <Skeleton className="h-2 w-full" />
            <div className="grid grid-cols-2 gap-3">
              {[0, 1, 2, 3].map((n) => (
                <Skeleton key={n} className="h-12" />
              ))}
            </div>
          </div>
        ) : error || !progress ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-sm text-muted-foreground">Could not load your progress.</p>
            <Button variant="outline" size="sm" onClick={onRetry}>
              <RotateCw aria-hidden="true" /> Retry
            </Button>
          </div>
        ) : (
          <Stats progress={progress} />
        )}
      </CardContent>
    </Card>
  );
}

function Stats({ progress }: { progress: ProgressData }) {
  const accuracy = accuracyPercent(progress.correctAnswers, progress.questionsAnswered);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between">
          <span className="text-sm text-muted-foreground">Accuracy</span>
          <span className="text-2xl font-bold" data-testid="progress-accuracy">
            {accuracy}%
          </span>
        </div>
        <Progress value={accuracy} aria-label={`Accuracy ${accuracy}%`} />
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <Stat label="Questions" value={formatCount(progress.questionsAnswered)} testId="progress-questions" />
        <Stat label="Correct" value={formatCount(progress.correctAnswers)} testId="progress-correct" />
        <Stat
          label="Streak"
          value={`${formatCount(progress.streak)} ${progress.streak === 1 ? 'day' : 'days'}`}
          icon={<Flame className="size-4 text-warning" aria-hidden="true" />}
          testId="progress-streak"
        />
        <Stat
          label="Total score"
          value={`${formatCount(progress.totalScore)} pts`}
          icon={<Trophy className="size-4 text-primary" aria-hidden="true" />}
          testId="progress-score"
        />
      </dl>
      <p className="text-sm text-muted-foreground">10 pts for every correct answer.</p>
    </div>
  );
}

function Stat({ label, value, icon, testId }: { label: string; value: string; icon?: React.ReactNode; testId: string }) {
  return (
    <div className="rounded-md bg-muted px-3 py-2">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="flex items-center gap-1 text-base font-semibold" data-testid={testId}>
        {icon}
        {value}
      </dd>
    </div>
  );
}
