import { type ReactNode, Suspense } from 'react';
import { PageSkeleton } from '@/components/ui/skeleton';
import { Toaster } from '@/components/ui/toast';
import { CookieBanner } from '@/features/cookie-consent/cookie-banner';
import { SupportWidget } from '@/features/support/support-widget';
import { Footer } from './footer';
import { Header } from './header';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-card focus:p-2">
        Skip to content
      </a>
      <Header />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:py-8">
        <Suspense fallback={<PageSkeleton label="Loading page" />}>{children}</Suspense>
      </main>
      <Footer />
      <CookieBanner />
      <SupportWidget />
      <Toaster />
    </div>
  );
}
