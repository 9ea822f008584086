// HTTP wiring for /api/loans/* (spec §7); rules live in calculate.ts and service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdParamsSchema } from '../../../contract/common';
import {
  loanCalculateRequestSchema,
  loanCalculationSchema,
  loanPlanIdParamsSchema,
  loanSaveRequestSchema,
  savedLoanPlanListSchema,
  savedLoanPlanSchema,
} from '../../../contract/loans';
import type { FeatureOptions } from '../feature';
import { calculateLoan } from './calculate';
import { createLoansService } from './service';

export const loansRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  const service = createLoansService(deps);

  app.post(
    '/loans/calculate',
    { config: { access: 'public' }, schema: { body: loanCalculateRequestSchema, response: { 200: loanCalculationSchema } } },
    async (request) => calculateLoan(request.body),
  );

  app.post('/loans/save', { config: { access: 'user' }, schema: { body: loanSaveRequestSchema, response: { 201: savedLoanPlanSchema } } }, async (request, reply) => {
    const plan = await service.savePlan(request.user.id, request.body);
    return reply.code(201).send(plan);
  });

  app.get('/loans/:userId', { config: { access: 'user' }, schema: { params: userIdParamsSchema, response: { 200: savedLoanPlanListSchema } } }, async (request) =>
    service.listPlans(request.user.id),
  );

  app.delete('/loans/:id', { config: { access: 'user' }, schema: { params: loanPlanIdParamsSchema } }, async (request, reply) => {
    await service.deletePlan(request.user.id, request.params.id);
    return reply.code(204).send();
  });
};
