// HTTP wiring for /api/loans/* (spec §7); rules live in calculate.ts and loans.ts.
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

export const loansRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { services: { loans } }) => {
  app.post(
    '/loans/calculate',
    { config: { access: 'public' }, schema: { body: loanCalculateRequestSchema, response: { 200: loanCalculationSchema } } },
    async (request) => loans.calculate(request.body),
  );

  app.post('/loans/save', { config: { access: 'user' }, schema: { body: loanSaveRequestSchema, response: { 201: savedLoanPlanSchema } } }, async (request, reply) => {
    const plan = await loans.savePlan(request.user.id, request.body);
    return reply.code(201).send(plan);
  });

  app.get('/loans/:userId', { config: { access: 'user' }, schema: { params: userIdParamsSchema, response: { 200: savedLoanPlanListSchema } } }, async (request) =>
    loans.listPlans(request.user.id),
  );

  app.delete('/loans/:id', { config: { access: 'user' }, schema: { params: loanPlanIdParamsSchema } }, async (request, reply) => {
    await loans.deletePlan(request.user.id, request.params.id);
    return reply.code(204).send();
  });
};
