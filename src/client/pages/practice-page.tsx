// Practice (spec §2, §4, §8): pick an exam type and category, generate a question, answer
// it (mouse or keyboard, timed), read the explanation, and watch progress and the recent list.
import { BookOpen } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { type ExamType, PRACTICE_CATEGORIES, type PracticeCategory } from '../../contract/constants';
import { type AnswerResponse, isCorrectChoice, type PracticeQuestion } from '../../contract/practice';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { AdSlot } from '@/features/ads/ad-slot';
import { WithCurrentUser } from '@/features/me/with-current-user';
import { InvalidQuestionError, useGenerateQuestion, useProgress, useRecentQuestions, useSubmitAnswer } from '@/features/practice/api';
import { PracticeControls } from '@/features/practice/components/practice-controls';
import { ProgressPanel } from '@/features/practice/components/progress-panel';
import { QuestionCard } from '@/features/practice/components/question-card';
import { RecentQuestions } from '@/features/practice/components/recent-questions';
import { useAnswerKeys } from '@/features/practice/use-answer-keys';
import { useQuestionTimer } from '@/features/practice/use-question-timer';
import { usePageMeta } from '@/lib/page-meta';

const FIRST_CATEGORY = PRACTICE_CATEGORIES[0];

export default function PracticePage() {
  usePageMeta('/practice');
  return <WithCurrentUser>{(user) => <Practice userId={user.id} />}</WithCurrentUser>;
}

function Practice({ userId }: { userId: number }) {
  const [examType, setExamType] = useState<ExamType>('usmle');
  const [category, setCategory] = useState<PracticeCategory>(FIRST_CATEGORY);
  const [question, setQuestion] = useState<PracticeQuestion | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [result, setResult] = useState<AnswerResponse | null>(null);
  const cardRef = useRef<HTMLDivElement>(null);

  const progress = useProgress(userId);
  const recent = useRecentQuestions(userId);
  const generate = useGenerateQuestion(userId);
  const submit = useSubmitAnswer(userId);
  const seconds = useQuestionTimer(question?.id ?? null, question !== null && result === null);

  // A new question: bring it into view and give it focus, so keyboard and screen-reader users start there.
  useEffect(() => {
    if (question) cardRef.current?.focus();
  }, [question]);

  // Spec §2: picking a type resets the category to the first; picking a category sets the type to usmle.
  const pickExamType = (value: ExamType) => {
    setExamType(value);
    setCategory(FIRST_CATEGORY);
  };
  const pickCategory = (value: PracticeCategory) => {
    setCategory(value);
    setExamType('usmle');
  };

  const runGenerate = () => {
    if (generate.isPending) return;
    generate.mutate(
      { questionType: examType, category },
      {
        onSuccess: (next) => {
          setQuestion(next);
          setSelected(null);
          setResult(null);
          toast({ title: 'Question Ready', description: `New ${next.questionType.toUpperCase()} question in ${next.category}`, variant: 'success' });
        },
        onError: (error) => {
          if (error instanceof InvalidQuestionError) {
            toast({ title: 'Error', description: 'Invalid question data received', variant: 'destructive' });
            return;
          }
          console.error('Question generation failed:', error);
          toast({ title: 'Generation Failed', description: 'Unable to create question. Please try again.', variant: 'destructive' });
        },
      },
    );
  };

  const runSubmit = () => {
    // Spec §4: needs a question and a chosen answer, else a silent no-op.
    if (!question || !selected || result || submit.isPending) return;
    submit.mutate(
      {
        questionId: question.id,
        correct: isCorrectChoice(selected, question.correctAnswer),
        selectedAnswer: selected,
        timeSpentSeconds: seconds,
      },
      {
        onSuccess: (answer) => setResult(answer),
        onError: (error) => {
          console.error('Answer was not recorded:', error);
          toast({ title: 'Answer Not Saved', description: 'Unable to record your answer. Please try again.', variant: 'destructive' });
        },
      },
    );
  };

  useAnswerKeys({
    choose: (index) => {
      const option = question?.options[index];
      if (option && !result && !submit.isPending) setSelected(option);
    },
    submit: runSubmit,
    next: () => {
      if (!question || result) runGenerate();
    },
  });

  const hasHistory = (recent.data?.length ?? 0) > 0;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">Practice Questions</h1>
        <p className="text-base text-muted-foreground">USMLE and COMLEX vignettes with explanations. Your progress and streak update as you answer.</p>
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="flex min-w-0 flex-col gap-6">
          <PracticeControls
            examType={examType}
            category={category}
            onExamTypeChange={pickExamType}
            onCategoryChange={pickCategory}
            onGenerate={runGenerate}
            generating={generate.isPending}
          />

          {generate.isPending && !question ? (
            <QuestionSkeleton />
          ) : question ? (
            <QuestionCard
              ref={cardRef}
              question={question}
              selected={selected}
              onSelect={setSelected}
              onSubmit={runSubmit}
              submitting={submit.isPending}
              result={result}
              seconds={seconds}
              onNext={runGenerate}
              generating={generate.isPending}
            />
          ) : (
            <Card>
              <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
                <BookOpen className="size-10 text-primary" aria-hidden="true" />
                <p className="text-base font-medium">
                  {recent.isSuccess && !hasHistory ? 'No questions yet. Generate your first question!' : 'Choose an exam type and a category, then generate a question.'}
                </p>
                <p className="hidden text-sm text-muted-foreground sm:block">
                  Keys: A–E or 1–5 choose an option, Enter submits, N brings the next question.
                </p>
              </CardContent>
            </Card>
          )}

          {result && <AdSlot kind="horizontal" slot="questions" />}
        </div>

        <aside className="flex flex-col gap-6 lg:sticky lg:top-20" aria-label="Progress and recent questions">
          <ProgressPanel progress={progress.data} loading={progress.isPending} error={progress.isError} onRetry={() => void progress.refetch()} />
          <RecentQuestions questions={recent.data} loading={recent.isPending} error={recent.isError} onRetry={() => void recent.refetch()} />
        </aside>
      </div>
    </div>
  );
}

function QuestionSkeleton() {
  return (
    <Card aria-busy="true" aria-label="Generating a question">
      <CardContent className="flex flex-col gap-4 pt-5">
        <div className="flex gap-2">
          <Skeleton className="h-6 w-16" />
          <Skeleton className="h-6 w-28" />
        </div>
        <Skeleton className="h-24 w-full" />
        {[0, 1, 2, 3, 4].map((n) => (
          <Skeleton key={n} className="h-11 w-full" />
        ))}
      </CardContent>
    </Card>
  );
}
