// Drizzle queries for saved loan plans.
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loanPlans } from '../../db/schema';

export type LoanPlanRow = typeof loanPlans.$inferSelect;
export type NewLoanPlanRow = typeof loanPlans.$inferInsert;

export async function listPlans(db: Db, userId: number): Promise<LoanPlanRow[]> {
  return db.select().from(loanPlans).where(eq(loanPlans.userId, userId)).orderBy(desc(loanPlans.createdAt), desc(loanPlans.id));
}

export async function countPlans(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(loanPlans).where(eq(loanPlans.userId, userId));
  return row?.n ?? 0;
}

export async function insertPlan(db: Db, values: NewLoanPlanRow): Promise<LoanPlanRow> {
  const [row] = await db.insert(loanPlans).values(values).returning();
  if (!row) throw new Error('insert into loan_plans returned no row');
  return row;
}

/** Deletes the plan only if it belongs to the user; false when there was none. */
export async function deletePlan(db: Db, id: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(loanPlans)
    .where(and(eq(loanPlans.id, id), eq(loanPlans.userId, userId)))
    .returning({ id: loanPlans.id });
  return rows.length > 0;
}
