import { AlertCircle } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { usePageMeta } from '@/lib/page-meta';

export default function NotFoundPage() {
  const [location] = useLocation();
  usePageMeta('*');
  return (
    <Card className="mx-auto mt-8 max-w-lg">
      <CardContent className="flex flex-col gap-4 pt-6">
        <div className="flex items-center gap-2">
          <AlertCircle className="size-7 text-destructive" aria-hidden="true" />
          <h1 className="text-2xl font-bold">Page Not Found</h1>
        </div>
        <p className="text-muted-foreground">
          There is no page at <code className="rounded bg-muted px-1.5 py-0.5 text-foreground">{location}</code>.
        </p>
        <p className="text-sm text-muted-foreground">
          Developer hint: did you forget to add the page to the router? Pages live in{' '}
          <code className="rounded bg-muted px-1 text-foreground">src/contract/routes.ts</code>, and their components in{' '}
          <code className="rounded bg-muted px-1 text-foreground">src/client/app/routes.tsx</code>.
        </p>
        <Button asChild className="self-start">
          <Link href="/">Back to Home</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
