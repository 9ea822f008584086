// Query and mutation hooks for the practice endpoints (spec §7).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RECENT_QUESTIONS_SHOWN } from '../../../contract/constants';
import {
  type AnswerRequest,
  answerResponseSchema,
  type GenerateQuestionRequest,
  type PracticeQuestion,
  practiceQuestionSchema,
  progressSchema,
  questionListSchema,
} from '../../../contract/practice';
import { apiGet, apiPost, apiRequest } from '@/lib/api-client';

export const practiceKeys = {
  progress: (userId: number) => ['/api/progress', userId] as const,
  questions: (userId: number) => ['/api/questions', userId] as const,
};

/** The browser's time zone, so a streak day is the student's own day. */
function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

export function useProgress(userId: number) {
  return useQuery({
    queryKey: practiceKeys.progress(userId),
    queryFn: ({ signal }) => {
      const tz = browserTimeZone();
      return apiGet(progressSchema, `/api/progress/${userId}${tz ? `?tz=${encodeURIComponent(tz)}` : ''}`, { signal });
    },
  });
}

/** The newest questions, for the sidebar's recent list. */
export function useRecentQuestions(userId: number) {
  return useQuery({
    queryKey: practiceKeys.questions(userId),
    queryFn: ({ signal }) => apiGet(questionListSchema, `/api/questions/${userId}?limit=${RECENT_QUESTIONS_SHOWN}`, { signal }),
  });
}

/** The response arrived but is not a question (spec §5: valid only if it contains one). */
export class InvalidQuestionError extends Error {
  constructor() {
    super('Invalid question data received');
    this.name = 'InvalidQuestionError';
  }
}

export function useGenerateQuestion(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: Omit<GenerateQuestionRequest, 'userId'>): Promise<PracticeQuestion> => {
      const response = await apiRequest('POST', '/api/questions/generate', { userId, ...request });
      const body: unknown = await response.json().catch(() => null);
      const parsed = practiceQuestionSchema.safeParse(body);
      if (!parsed.success) throw new InvalidQuestionError();
      return parsed.data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: practiceKeys.questions(userId) }),
  });
}

export function useSubmitAnswer(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, ...body }: Omit<AnswerRequest, 'userId'> & { questionId: number }) =>
      apiPost(answerResponseSchema, `/api/questions/${questionId}/answer`, { userId, ...body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: practiceKeys.progress(userId) }),
        queryClient.invalidateQueries({ queryKey: practiceKeys.questions(userId) }),
      ]),
  });
}
