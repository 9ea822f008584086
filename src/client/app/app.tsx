import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { UserCacheGuard } from '@/features/me/user-cache';
import { createQueryClient } from '@/lib/query-client';
import { Layout } from './layout';
import { AppRoutes } from './routes';
import { ScrollToTop } from './scroll-to-top';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ScrollToTop />
      <UserCacheGuard />
      <Layout>
        <AppRoutes />
      </Layout>
    </QueryClientProvider>
  );
}
