// Pages that act for a user render their content only once GET /api/me has answered, so every
// hook below gets a real user id; meanwhile a skeleton, and on failure a way to retry.
import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Me } from '../../../contract/me';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSkeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from './api';

export function WithCurrentUser({ children }: { children: (user: Me) => ReactNode }) {
  const me = useCurrentUser();
  if (me.data) return children(me.data);
  if (me.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>Could not load your account</AlertTitle>
        <AlertDescription className="flex flex-col items-start gap-2">
          <span>Check your connection and try again.</span>
          <Button variant="outline" className="text-foreground" onClick={() => void me.refetch()}>
            <RotateCw aria-hidden="true" /> Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  return <PageSkeleton label="Loading your account" />;
}
