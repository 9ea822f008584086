// Domain events: services announce what happened, so analytics, usage and admin can listen
// without the features knowing them. In process and synchronous; a listener that throws (or
// whose promise rejects) is logged and never breaks the request that emitted the event.
import type { FastifyBaseLogger } from 'fastify';
import type { AnswerSource } from '../../contract/chat';
import type { ExamType, PracticeCategory } from '../../contract/constants';

/** Every event and its payload: the one map emitters and listeners share. */
export interface DomainEvents {
  'practice.generated': { userId: number; questionId: number; category: PracticeCategory; examType: ExamType; source: 'model' | 'item' | 'llm'; at: Date };
  'practice.answered': {
    userId: number;
    questionId: number;
    category: PracticeCategory;
    examType: ExamType;
    correct: boolean;
    timeSpentSeconds: number | null;
    at: Date;
  };
  'chat.asked': { userId: number; conversationId: number; source: AnswerSource; streamed: boolean; at: Date };
  'support.asked': { userId: number; source: AnswerSource; at: Date };
  'icd.searched': { userId: number; query: string; category: string | null; billableOnly: boolean; offset: number; total: number; at: Date };
  'icd.accessed': { userId: number; code: string; searchQuery: string; at: Date };
  'icd.bookmarked': { userId: number; code: string; action: 'add' | 'remove'; at: Date };
  'loans.saved': { userId: number; planId: number; at: Date };
  'loans.deleted': { userId: number; planId: number; at: Date };
}

export type DomainEventName = keyof DomainEvents;
export type Listener<K extends DomainEventName> = (payload: DomainEvents[K]) => void | Promise<void>;

export interface EventBus {
  emit<K extends DomainEventName>(name: K, payload: DomainEvents[K]): void;
  /** Returns a function that removes the listener. */
  on<K extends DomainEventName>(name: K, listener: Listener<K>): () => void;
}

export function createEventBus(logger: FastifyBaseLogger): EventBus {
  const listeners = new Map<DomainEventName, Set<Listener<DomainEventName>>>();
  const failed = (name: DomainEventName, error: unknown) => logger.error({ err: error, event: name }, 'event listener failed');
  return {
    emit(name, payload) {
      for (const listener of listeners.get(name) ?? []) {
        try {
          const result = (listener as Listener<typeof name>)(payload);
          if (result instanceof Promise) result.catch((error: unknown) => failed(name, error));
        } catch (error) {
          failed(name, error);
        }
      }
    },
    on(name, listener) {
      let set = listeners.get(name);
      if (!set) {
        set = new Set();
        listeners.set(name, set);
      }
      const added = listener as Listener<DomainEventName>;
      set.add(added);
      return () => set.delete(added);
    },
  };
}
