import { Construction } from 'lucide-react';
import { Link } from 'wouter';
import { findPageRoute } from '../../contract/routes';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { usePageMeta } from '@/lib/page-meta';

/** A route the spec names whose feature has not been built yet. */
export default function UpcomingPage({ path }: { path: string }) {
  usePageMeta(path);
  const name = (findPageRoute(path)?.title ?? 'This page').split(' | ')[0];
  return (
    <Card className="mx-auto mt-8 max-w-xl">
      <CardContent className="flex flex-col gap-4 pt-6">
        <div className="flex items-center gap-2">
          <Construction className="size-7 text-warning" aria-hidden="true" />
          <h1 className="text-2xl font-bold">{name}</h1>
        </div>
        <p className="text-muted-foreground">This part of MedPrep is being built and is not available yet.</p>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link href="/practice">Practice questions</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/">Back to Home</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
