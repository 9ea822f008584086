import { Loader2, Sparkles } from 'lucide-react';
import { EXAM_TYPES, type ExamType, PRACTICE_CATEGORIES, type PracticeCategory } from '../../../../contract/constants';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/cn';

interface Props {
  examType: ExamType;
  category: PracticeCategory;
  onExamTypeChange(value: ExamType): void;
  onCategoryChange(value: PracticeCategory): void;
  onGenerate(): void;
  generating: boolean;
}

/** Exam type and category pickers (spec §2 coupling is applied by the page) and the generate button. */
export function PracticeControls({ examType, category, onExamTypeChange, onCategoryChange, onGenerate, generating }: Props) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-5 sm:flex-row sm:items-end">
        <div className="flex flex-col gap-2">
          <span id="exam-type-label" className="text-sm font-medium">
            Exam type
          </span>
          <div role="group" aria-labelledby="exam-type-label" className="inline-flex rounded-md border border-input bg-muted p-1">
            {EXAM_TYPES.map((type) => (
              <button
                key={type}
                type="button"
                aria-pressed={examType === type}
                onClick={() => type !== examType && onExamTypeChange(type)}
                className={cn(
                  'h-10 min-w-24 flex-1 cursor-pointer rounded-sm px-4 text-sm font-semibold transition-colors',
                  examType === type ? 'bg-primary text-primary-foreground shadow-sm' : 'text-muted-foreground hover:bg-card',
                )}
              >
                {type.toUpperCase()}
              </button>
            ))}
          </div>
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <Label htmlFor="practice-category">Category</Label>
          <Select value={category} onValueChange={(value) => onCategoryChange(value as PracticeCategory)}>
            <SelectTrigger id="practice-category" aria-label="Category">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PRACTICE_CATEGORIES.map((name) => (
                <SelectItem key={name} value={name}>
                  {name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <Button onClick={onGenerate} disabled={generating} className="sm:w-auto">
          {generating ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
          {generating ? 'Generating...' : 'Generate Question'}
        </Button>
      </CardContent>
    </Card>
  );
}
