import { doublePrecision, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { userRef } from './users';

export const loanPlans = pgTable(
  'loan_plans',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    planName: text('plan_name').notNull(),
    loanAmountCents: integer('loan_amount_cents').notNull(),
    interestRate: doublePrecision('interest_rate').notNull(),
    termYears: integer('term_years').notNull(),
    monthlyPaymentCents: integer('monthly_payment_cents').notNull(),
    extraMonthlyCents: integer('extra_monthly_cents').notNull().default(0),
    residencyYears: integer('residency_years').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('loan_plans_user_created_idx').on(t.userId, t.createdAt)],
);
