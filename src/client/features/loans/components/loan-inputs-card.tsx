// Presets, the three spec inputs and the two optional medicine-specific ones (spec §2).
import { Calculator } from 'lucide-react';
import type { FormEvent } from 'react';
import { LOAN_PRESETS } from '../../../../contract/constants';
import { LOAN_LIMITS } from '../../../../contract/loans';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { formatUsdWhole } from '@/lib/format';
import { type LoanField, type LoanFieldErrors, type LoanFormValues, parseNumber } from '../form-values';

interface FieldSpec {
  field: LoanField;
  label: string;
  hint: string;
  placeholder?: string;
}

const MAIN_FIELDS: FieldSpec[] = [
  { field: 'loanAmount', label: 'Loan amount ($)', hint: `More than $0, up to ${formatUsdWhole(LOAN_LIMITS.maxLoanAmount)}.` },
  { field: 'interestRate', label: 'Interest rate (%)', hint: `From 0% to ${LOAN_LIMITS.maxInterestRate}% a year.` },
  { field: 'termYears', label: 'Loan term (years)', hint: `Whole years, 1 to ${LOAN_LIMITS.maxTermYears}.` },
];

const OPTION_FIELDS: FieldSpec[] = [
  {
    field: 'extraMonthlyPayment',
    label: 'Extra monthly payment ($)',
    hint: `Optional, up to ${formatUsdWhole(LOAN_LIMITS.maxExtraMonthlyPayment)}. Paid on top of the required payment.`,
    placeholder: 'None',
  },
  {
    field: 'residencyYears',
    label: 'Residency years without payments',
    hint: `Optional, 0 to ${LOAN_LIMITS.maxResidencyYears}. Interest accrues and is added to the balance when residency ends.`,
    placeholder: 'None',
  },
];

interface Props {
  values: LoanFormValues;
  errors: LoanFieldErrors;
  pending: boolean;
  onChange: (field: LoanField, value: string) => void;
  onSubmit: () => void;
}

export function LoanInputsCard({ values, errors, pending, onChange, onSubmit }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const currentAmount = parseNumber(values.loanAmount);
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">Loan details</h2>
        <CardDescription>Start from a preset or enter your own figures.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label="Loan details">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">Presets</legend>
            <div className="grid grid-cols-2 gap-2 md:grid-cols-4">
              {LOAN_PRESETS.map((preset) => (
                <Button
                  key={preset.name}
                  variant="outline"
                  aria-pressed={currentAmount === preset.amount}
                  onClick={() => onChange('loanAmount', String(preset.amount))}
                  className={cn(
                    'h-auto min-h-12 flex-col items-start gap-0.5 whitespace-normal py-2 text-left',
                    currentAmount === preset.amount && 'border-primary bg-accent',
                  )}
                >
                  <span className="font-semibold">{preset.name}</span>
                  <span className="text-xs text-muted-foreground">{formatUsdWhole(preset.amount)}</span>
                </Button>
              ))}
            </div>
          </fieldset>

          <div className="grid gap-4 sm:grid-cols-3">
            {MAIN_FIELDS.map((spec) => (
              <NumberField key={spec.field} spec={spec} value={values[spec.field]} error={errors[spec.field]} onChange={onChange} />
            ))}
          </div>

          <fieldset className="flex flex-col gap-3 rounded-md border border-border p-4">
            <legend className="px-1 text-sm font-medium">Medicine-specific options</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {OPTION_FIELDS.map((spec) => (
                <NumberField key={spec.field} spec={spec} value={values[spec.field]} error={errors[spec.field]} onChange={onChange} />
              ))}
            </div>
          </fieldset>

          <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto sm:self-start">
            <Calculator aria-hidden="true" /> {pending ? 'Calculating...' : 'Calculate'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function NumberField({ spec, value, error, onChange }: { spec: FieldSpec; value: string; error: string | undefined; onChange: Props['onChange'] }) {
  const id = `loan-${spec.field}`;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{spec.label}</Label>
      <Input
        id={id}
        name={spec.field}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        placeholder={spec.placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(spec.field, event.target.value)}
      />
      <p id={`${id}-hint`} className={cn('text-xs', error ? 'font-medium text-destructive' : 'text-muted-foreground')}>
        {error ?? spec.hint}
      </p>
    </div>
  );
}
