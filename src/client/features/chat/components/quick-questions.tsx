// One-tap example questions: a clinical fact, a code and the product.
import { Button } from '@/components/ui/button';

export const QUICK_QUESTIONS = [
  'What is the first-line treatment for acute pericarditis?',
  'How do you diagnose a pulmonary embolism?',
  'What is the ICD-10 code for essential hypertension?',
  'What are the key findings of Kawasaki disease?',
  'What is the antidote for acetaminophen overdose?',
  'How long is the free trial?',
] as const;

export function QuickQuestions({ onAsk, disabled }: { onAsk: (question: string) => void; disabled: boolean }) {
  return (
    <section aria-labelledby="quick-questions-heading" className="flex flex-col gap-2">
      <h2 id="quick-questions-heading" className="text-sm font-semibold text-muted-foreground">
        Quick questions
      </h2>
      <div className="flex flex-wrap gap-2">
        {QUICK_QUESTIONS.map((question) => (
          <Button
            key={question}
            variant="outline"
            size="sm"
            className="h-auto min-h-10 whitespace-normal py-2 text-left"
            disabled={disabled}
            onClick={() => onAsk(question)}
          >
            {question}
          </Button>
        ))}
      </div>
    </section>
  );
}
