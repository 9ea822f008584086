import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Router } from 'wouter';
import { parseRoutePattern } from '../../contract/routes';
import { UserCacheGuard } from '@/features/me/user-cache';
import { createQueryClient } from '@/lib/query-client';
import { Layout } from './layout';
import { AppRoutes } from './routes';
import { ScrollToTop } from './scroll-to-top';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {/* The contract's parser: the server decides which paths are pages the same way. */}
      <Router parser={parseRoutePattern}>
        <ScrollToTop />
        <UserCacheGuard />
        <Layout>
          <AppRoutes />
        </Layout>
      </Router>
    </QueryClientProvider>
  );
}
