// Loan Calculator (spec §2): presets, inputs, the server's results, saved plans, tips, resources.
import { Calculator, RotateCw } from 'lucide-react';
import { useRef, useState } from 'react';
import type { LoanCalculateRequest, LoanCalculation, SavedLoanPlan } from '../../contract/loans';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useCalculateLoan, useSaveLoanPlan } from '@/features/loans/api';
import { LoanResources, LoanTips } from '@/features/loans/components/loan-guidance';
import { LoanInputsCard } from '@/features/loans/components/loan-inputs-card';
import { LoanResults } from '@/features/loans/components/loan-results';
import { WithCurrentUser } from '@/features/me/with-current-user';
import { SavedPlansCard } from '@/features/loans/components/saved-plans-card';
import {
  DEFAULT_FORM_VALUES,
  fieldErrorsFromDetails,
  type LoanField,
  type LoanFieldErrors,
  type LoanFormValues,
  parseLoanForm,
  sameRequest,
  toFormValues,
} from '@/features/loans/form-values';
import { ApiError } from '@/lib/api-client';
import { usePageMeta } from '@/lib/page-meta';

interface Result {
  request: LoanCalculateRequest;
  calculation: LoanCalculation;
}

/** The validation details of a 400. */
const detailsOf = (error: unknown) => (error instanceof ApiError && error.status === 400 ? error.details : []);

export default function LoanCalculatorPage() {
  usePageMeta('/loan-calculator');
  return <WithCurrentUser>{(user) => <LoanCalculator userId={user.id} />}</WithCurrentUser>;
}

function LoanCalculator({ userId }: { userId: number }) {
  const [values, setValues] = useState<LoanFormValues>(DEFAULT_FORM_VALUES);
  const [errors, setErrors] = useState<LoanFieldErrors>({});
  const [result, setResult] = useState<Result | null>(null);
  const [planName, setPlanName] = useState('');
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const calculate = useCalculateLoan();
  const save = useSaveLoanPlan(userId);

  const runCalculation = (request: LoanCalculateRequest) =>
    calculate.mutate(request, {
      onSuccess: (calculation) => setResult({ request, calculation }),
      onError: (error) => {
        setErrors(fieldErrorsFromDetails(detailsOf(error)));
        toast({ title: 'Calculation Error', description: 'Failed to calculate loan details. Please check your inputs.', variant: 'destructive' });
      },
    });

  const submit = () => {
    const parsed = parseLoanForm(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      toast({ title: 'Invalid Input', description: 'Please enter valid numbers for all fields.', variant: 'destructive' });
      return;
    }
    setErrors({});
    runCalculation(parsed.request);
  };

  const change = (field: LoanField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const savePlan = () => {
    const name = planName.trim();
    if (!result || !name) {
      toast({ title: 'Missing Information', description: 'Please calculate a loan and enter a plan name.', variant: 'destructive' });
      return;
    }
    const { request, calculation } = result;
    save.mutate(
      // The server recomputes the payment; this is the figure the user saw.
      { userId, planName: name, ...request, monthlyPayment: calculation.residency?.monthlyPayment ?? calculation.monthlyPayment },
      {
        onSuccess: () => {
          setPlanName('');
          toast({ title: 'Plan Saved', description: 'Your loan plan has been saved successfully.', variant: 'success' });
        },
        onError: (error) =>
          toast({
            title: 'Save Error',
            description:
              error instanceof ApiError && error.code === 'CONFLICT' && error.serverMessage
                ? error.serverMessage
                : 'Failed to save loan plan. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };

  const loadPlan = (plan: SavedLoanPlan) => {
    const request: LoanCalculateRequest = {
      loanAmount: plan.loanAmount,
      interestRate: plan.interestRate,
      termYears: plan.termYears,
      ...(plan.extraMonthlyPayment ? { extraMonthlyPayment: plan.extraMonthlyPayment } : {}),
      ...(plan.residencyYears ? { residencyYears: plan.residencyYears } : {}),
    };
    setValues(toFormValues(request));
    setErrors({});
    runCalculation(request);
    resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const current = parseLoanForm(values);
  const stale = result !== null && !sameRequest(result.request, current.ok ? current.request : null);

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Medical Student Loan Calculator</h1>
        <p className="max-w-3xl text-muted-foreground">
          Estimate your monthly payment, total interest and payoff for medical school loans, and see what a residency without payments
          or an extra monthly payment does to them.
        </p>
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <LoanInputsCard values={values} errors={errors} pending={calculate.isPending} onChange={change} onSubmit={submit} />

          <Card>
            <CardHeader>
              <h2 ref={resultsRef} className="scroll-mt-20 text-lg font-semibold leading-tight">
                Results
              </h2>
            </CardHeader>
            <CardContent aria-live="polite" aria-busy={calculate.isPending}>
              {result ? (
                <LoanResults key={JSON.stringify(result.request)} calculation={result.calculation} stale={stale} />
              ) : calculate.isPending ? (
                <div className="flex flex-col gap-3" role="status" aria-label="Calculating">
                  <div className="grid gap-3 sm:grid-cols-3">
                    {[0, 1, 2].map((i) => (
                      <Skeleton key={i} className="h-20" />
                    ))}
                  </div>
                  <Skeleton className="h-[280px] w-full" />
                </div>
              ) : calculate.isError ? (
                <Alert variant="destructive">
                  <AlertTitle>Calculation Error</AlertTitle>
                  <AlertDescription className="flex flex-col items-start gap-2">
                    <span>Failed to calculate loan details. Please check your inputs.</span>
                    <Button variant="outline" className="text-foreground" onClick={submit}>
                      <RotateCw aria-hidden="true" /> Try again
                    </Button>
                  </AlertDescription>
                </Alert>
              ) : (
                <div className="flex flex-col items-center gap-2 rounded-md bg-muted px-4 py-10 text-center">
                  <Calculator className="size-8 text-muted-foreground" aria-hidden="true" />
                  <p className="font-medium">No results yet</p>
                  <p className="max-w-sm text-sm text-muted-foreground">
                    Press Calculate to see your monthly payment, total interest, a chart and the yearly schedule.
                  </p>
                </div>
              )}
            </CardContent>
          </Card>
        </div>

        <aside className="flex min-w-0 flex-col gap-6" aria-label="Saved plans, tips and resources">
          <SavedPlansCard
            userId={userId}
            planName={planName}
            onPlanNameChange={setPlanName}
            onSave={savePlan}
            saving={save.isPending}
            onLoad={loadPlan}
          />
          <LoanTips />
          <LoanResources />
        </aside>
      </div>
    </div>
  );
}
