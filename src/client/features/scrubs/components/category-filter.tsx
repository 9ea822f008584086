import { SCRUB_CATEGORIES, type ScrubCategory } from '../../../../contract/constants';
import { CATEGORY_LABELS } from '../../../../contract/scrubs';
import { cn } from '@/lib/cn';

/** Spec §9 categories as toggle buttons; 'All' clears the filter. */
export function CategoryFilter({ value, onChange }: { value: ScrubCategory; onChange: (category: ScrubCategory) => void }) {
  return (
    <div role="group" aria-label="Category" className="flex flex-wrap gap-2">
      {SCRUB_CATEGORIES.map((category) => {
        const active = category === value;
        return (
          <button
            key={category}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(category)}
            className={cn(
              'h-10 cursor-pointer rounded-full border px-4 text-sm font-medium transition-colors',
              active ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-card text-foreground hover:bg-muted',
            )}
          >
            {CATEGORY_LABELS[category]}
          </button>
        );
      })}
    </div>
  );
}
