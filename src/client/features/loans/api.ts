// Query and mutation hooks for /api/loans/* (spec §7). Every figure shown comes from the server.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type LoanCalculateRequest,
  type LoanSaveRequest,
  loanCalculationSchema,
  savedLoanPlanListSchema,
  savedLoanPlanSchema,
} from '../../../contract/loans';
import { apiGet, apiPost, apiRequest } from '@/lib/api-client';

export const loansKeys = {
  plans: (userId: number) => ['/api/loans', userId] as const,
};

export function useLoanPlans(userId: number) {
  return useQuery({
    queryKey: loansKeys.plans(userId),
    queryFn: ({ signal }) => apiGet(savedLoanPlanListSchema, `/api/loans/${userId}`, { signal }),
  });
}

export function useCalculateLoan() {
  return useMutation({
    mutationFn: (request: LoanCalculateRequest) => apiPost(loanCalculationSchema, '/api/loans/calculate', request),
  });
}

export function useSaveLoanPlan(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: LoanSaveRequest) => apiPost(savedLoanPlanSchema, '/api/loans/save', request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loansKeys.plans(userId) }),
  });
}

export function useDeleteLoanPlan(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `/api/loans/${id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loansKeys.plans(userId) }),
  });
}
