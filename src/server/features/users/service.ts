// Who the browser is acting as (GET /api/me): the identity of the request with the user's
// name and email. Accounts (sign-up, sign-in, guests) will grow here.
import type { Me } from '../../../contract/me';
import type { CurrentUser } from '../../lib/identity';
import type { AppDeps } from '../feature';
import { findUser } from './repo';

export function createUsersService(deps: Pick<AppDeps, 'db'>) {
  return {
    async me(user: CurrentUser): Promise<Me> {
      const row = await findUser(deps.db, user.id);
      return { id: user.id, isGuest: user.isGuest, email: row?.email ?? null, name: row?.name ?? null, role: user.role };
    },
  };
}
