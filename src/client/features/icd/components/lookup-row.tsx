// A result of the ICD-10 Lookup page: code, category badge, description, copy (spec §2).
import type { IcdCode } from '../../../../contract/icd';
import { Badge } from '@/components/ui/badge';
import { CopyCodeButton } from './copy-code-button';

export function LookupRow({ code, onOpen }: { code: IcdCode; onOpen: (code: IcdCode) => void }) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-border bg-card p-3 shadow-sm">
      <button
        type="button"
        onClick={() => onOpen(code)}
        className="flex min-h-10 min-w-0 flex-1 cursor-pointer flex-col gap-1 rounded-md text-left hover:text-primary"
        aria-label={`${code.code}: ${code.description}. Show details`}
      >
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-base font-semibold">{code.code}</span>
          <Badge variant="secondary" title={code.category}>
            {code.categoryLabel}
          </Badge>
          {!code.billable && <Badge variant="outline">Header</Badge>}
        </span>
        <span className="text-sm text-foreground">{code.description}</span>
      </button>
      <CopyCodeButton code={code.code} message="named" />
    </div>
  );
}
