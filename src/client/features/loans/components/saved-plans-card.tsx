// Save the calculated plan (spec §4, §5, §8) and the saved-plans list with load and delete.
import { RotateCw, Save, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { LOAN_LIMITS, type SavedLoanPlan } from '../../../../contract/loans';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { formatDate, formatUsd } from '@/lib/format';
import { useDeleteLoanPlan, useLoanPlans } from '../api';
import { formatRate } from '../format';

interface Props {
  userId: number;
  planName: string;
  onPlanNameChange: (name: string) => void;
  onSave: () => void;
  saving: boolean;
  onLoad: (plan: SavedLoanPlan) => void;
}

export function SavedPlansCard({ userId, planName, onPlanNameChange, onSave, saving, onLoad }: Props) {
  const plans = useLoanPlans(userId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">Saved plans</h2>
        <CardDescription>Save the calculated plan to compare it later.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <form noValidate onSubmit={submit} className="flex flex-col gap-2" aria-label="Save plan">
          <Label htmlFor="loan-plan-name">Plan name</Label>
          <div className="flex gap-2">
            <Input
              id="loan-plan-name"
              value={planName}
              maxLength={LOAN_LIMITS.planNameMaxLength}
              placeholder="e.g. MD loans"
              onChange={(event) => onPlanNameChange(event.target.value)}
              aria-describedby="loan-plan-name-hint"
            />
            <Button type="submit" disabled={saving} className="shrink-0">
              <Save aria-hidden="true" /> {saving ? 'Saving...' : 'Save Plan'}
            </Button>
          </div>
          <p id="loan-plan-name-hint" className="text-xs text-muted-foreground">
            Up to {LOAN_LIMITS.planNameMaxLength} characters. Saves the plan shown in the results, with its options.
          </p>
        </form>

        {plans.isPending ? (
          <div className="flex flex-col gap-3" role="status" aria-label="Loading saved plans">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-24 w-full" />
            ))}
          </div>
        ) : plans.isError ? (
          <Alert variant="destructive">
            <AlertTitle>Could not load your saved plans</AlertTitle>
            <AlertDescription className="flex flex-col items-start gap-2">
              <span>Check your connection and try again.</span>
              <Button variant="outline" onClick={() => plans.refetch()} className="text-foreground">
                <RotateCw aria-hidden="true" /> Retry
              </Button>
            </AlertDescription>
          </Alert>
        ) : plans.data.length === 0 ? (
          <p className="rounded-md bg-muted px-4 py-6 text-center text-sm text-muted-foreground">
            No saved plans yet. Calculate a loan, name it and press Save Plan.
          </p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Your saved plans">
            {plans.data.map((plan) => (
              <PlanItem key={plan.id} plan={plan} userId={userId} onLoad={onLoad} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function PlanItem({ plan, userId, onLoad }: { plan: SavedLoanPlan; userId: number; onLoad: Props['onLoad'] }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteLoanPlan(userId);
  const confirmDelete = () =>
    remove.mutate(plan.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: 'Plan Deleted', description: `“${plan.planName}” was removed.` });
      },
      onError: () => toast({ title: 'Delete Error', description: 'Failed to delete loan plan. Please try again.', variant: 'destructive' }),
    });
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border p-3" aria-label={plan.planName}>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="break-words font-semibold">{plan.planName}</p>
          <p className="text-xs text-muted-foreground">Saved {formatDate(plan.createdAt)}</p>
        </div>
        <p className="shrink-0 text-right font-semibold tabular-nums">
          {formatUsd(plan.monthlyPayment)}
          <span className="block text-xs font-normal text-muted-foreground">a month</span>
        </p>
      </div>
      <p className="text-sm">
        {formatUsd(plan.loanAmount)} at {formatRate(plan.interestRate)} for {plan.termYears} {plan.termYears === 1 ? 'year' : 'years'}
      </p>
      {(plan.residencyYears > 0 || plan.extraMonthlyPayment > 0) && (
        <div className="flex flex-wrap gap-1.5">
          {plan.residencyYears > 0 && <Badge variant="secondary">{plan.residencyYears}-year residency</Badge>}
          {plan.extraMonthlyPayment > 0 && <Badge variant="secondary">+{formatUsd(plan.extraMonthlyPayment)}/month extra</Badge>}
        </div>
      )}
      <p className="text-xs text-muted-foreground">
        Total interest {formatUsd(plan.totalInterest)} · total paid {formatUsd(plan.totalAmount)}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" className="h-10 flex-1" onClick={() => onLoad(plan)} aria-label={`Load plan ${plan.planName}`}>
          Load
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="h-10 flex-1 text-destructive hover:bg-destructive-soft"
          onClick={() => setConfirming(true)}
          aria-label={`Delete plan ${plan.planName}`}
        >
          <Trash2 aria-hidden="true" /> Delete
        </Button>
      </div>
      <Dialog open={confirming} onOpenChange={(open) => !remove.isPending && setConfirming(open)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete this plan?</DialogTitle>
            <DialogDescription>“{plan.planName}” will be removed from your saved plans. This cannot be undone.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={remove.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button variant="destructive" onClick={confirmDelete} disabled={remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Delete plan'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </li>
  );
}
