// Every feature's service, built once per app from its dependencies. A feature that needs
// another's rules gets them here, through a small interface of its own (the chat's IcdSource).
import type { AppDeps } from './feature';
import { createIcdSource } from './chat/retrieval/icd-adapter';
import { createChatService } from './chat/service';
import { createHealthService } from './health/service';
import { createIcdService } from './icd/service';
import { createLoansService } from './loans/service';
import { createPracticeService } from './practice/service';
import { createScrubsService } from './scrubs/service';
import { createUsersService } from './users/service';

export function createServices(deps: AppDeps) {
  const icd = createIcdService(deps);
  return {
    health: createHealthService(deps),
    users: createUsersService(deps),
    icd,
    practice: createPracticeService(deps),
    loans: createLoansService(deps),
    scrubs: createScrubsService(deps),
    chat: createChatService(deps, { icd: createIcdSource(icd) }),
  };
}

export type AppServices = ReturnType<typeof createServices>;
