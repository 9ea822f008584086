import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { meKey, parseMe } from './api';
import { forgetOtherUsersData } from './user-cache';

describe('the cache when the user changes', () => {
  const filled = () => {
    const client = new QueryClient();
    client.setQueryData(meKey, { id: 2 });
    client.setQueryData(['/api/progress', 1], { streak: 3 });
    client.setQueryData(['/api/scrubs', {}], { products: [] });
    return client;
  };
  const keys = (client: QueryClient) =>
    client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.data !== undefined)
      .map((query) => query.queryKey[0]);

  it('keeps everything for the same user or the first one seen', async () => {
    const client = filled();
    await forgetOtherUsersData(client, null, 1);
    await forgetOtherUsersData(client, 1, 1);
    expect(keys(client)).toEqual(['/api/me', '/api/progress', '/api/scrubs']);
  });

  it('drops every answer but /api/me for another user', async () => {
    const client = filled();
    await forgetOtherUsersData(client, 1, 2);
    expect(keys(client)).toEqual(['/api/me']);
  });
});

describe('parseMe', () => {
  it('reads the user and refuses an answer without an id', () => {
    expect(parseMe({ id: 4, isGuest: true, email: null, name: null, role: 'admin' })).toEqual({ id: 4, isGuest: true, email: null, name: null, role: 'admin' });
    expect(parseMe({ id: 5, role: 'superuser' })).toMatchObject({ id: 5, isGuest: false, role: 'user' });
    expect(() => parseMe({ message: 'Please sign in' })).toThrow('without a user id');
  });
});
