// Tips (spec §9 federal-rate tip included) and resource links to official public pages.
import { ExternalLink, Lightbulb } from 'lucide-react';
import { FEDERAL_RATE_TIP } from '../../../../contract/constants';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

const TIPS = [
  `${FEDERAL_RATE_TIP}. A federal loan keeps the fixed rate of the year it was first disbursed, so check the rate on every loan you hold.`,
  'Interest that goes unpaid during residency can be added to your balance (capitalised) and then earns interest itself. Paying even the interest during residency keeps the balance from growing.',
  'Whether and when unpaid interest is capitalised depends on the loan and the kind of relief (forbearance, deferment, income-driven plan). Ask your servicer; this calculator assumes the costlier case.',
  'Income-driven repayment plans base the monthly payment on your income and family size, which can keep payments low while your salary is a resident’s.',
  'Public Service Loan Forgiveness forgives the remaining balance of federal Direct Loans after 120 qualifying monthly payments under a qualifying repayment plan while working full time for a qualifying employer, such as a government or non-profit hospital.',
  'Extra payments reduce the principal sooner. Try the extra monthly payment field to see the months and interest it saves.',
];

const RESOURCES = [
  { title: 'Loan Simulator', source: 'Federal Student Aid (studentaid.gov)', href: 'https://studentaid.gov/loan-simulator/' },
  { title: 'Repayment plans', source: 'Federal Student Aid (studentaid.gov)', href: 'https://studentaid.gov/manage-loans/repayment/plans' },
  {
    title: 'Public Service Loan Forgiveness',
    source: 'Federal Student Aid (studentaid.gov)',
    href: 'https://studentaid.gov/manage-loans/forgiveness-cancellation/public-service',
  },
  { title: 'Interest rates and fees', source: 'Federal Student Aid (studentaid.gov)', href: 'https://studentaid.gov/understand-aid/types/loans/interest-rates' },
  { title: 'FIRST: financial aid resources for medical students', source: 'AAMC', href: 'https://students-residents.aamc.org/financial-aid' },
];

export function LoanTips() {
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold leading-tight">
          <Lightbulb className="size-5 text-warning" aria-hidden="true" /> Tips
        </h2>
      </CardHeader>
      <CardContent>
        <ul className="flex list-disc flex-col gap-2 pl-5 text-sm leading-relaxed">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

export function LoanResources() {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">Resources</h2>
        <CardDescription>Official public pages. Each link opens in a new tab.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-1">
          {RESOURCES.map((resource) => (
            <li key={resource.href}>
              <a
                href={resource.href}
                target="_blank"
                rel="noopener noreferrer"
                className="flex min-h-10 items-start justify-between gap-2 rounded-md px-2 py-2 text-sm hover:bg-muted"
              >
                <span>
                  <span className="font-medium text-primary underline-offset-4 hover:underline">{resource.title}</span>
                  <span className="block text-xs text-muted-foreground">{resource.source}</span>
                </span>
                <ExternalLink className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
