// ICD-10 Lookup (spec §2): search by code or words, Clear, results with category badge and
// copy, the chapter list that runs a search, tips. With no search it lists all codes.
import { ArrowRight, Search, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { ICD_BROWSING_QUERY, ICD_QUERY_MAX_LENGTH, type IcdCategory, type IcdCode } from '../../contract/icd';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { useIcdAll, useIcdCategories, useIcdSearch, useIcdStatus, useRecordAccess } from '@/features/icd/api';
import { CodeDetailDialog } from '@/features/icd/components/code-detail-dialog';
import { CodeResults } from '@/features/icd/components/code-results';
import { CodeSetStatus } from '@/features/icd/components/code-set-notice';
import { LookupRow } from '@/features/icd/components/lookup-row';
import { CategoryList, LookupTips } from '@/features/icd/components/lookup-sidebar';
import { formatCount } from '@/lib/format';
import { WithCurrentUser } from '@/features/me/with-current-user';
import { usePageMeta } from '@/lib/page-meta';

interface Submitted {
  q: string;
  category: IcdCategory | null;
}

export default function IcdLookupPage() {
  usePageMeta('/icd-lookup');
  return <WithCurrentUser>{(user) => <IcdLookup userId={user.id} />}</WithCurrentUser>;
}

function IcdLookup({ userId }: { userId: number }) {
  const status = useIcdStatus();
  const ready = status.data?.status === 'ready';
  // A link such as /icd-lookup?q=I10 (chat citations) opens with that search run.
  const [initialQuery] = useState(() => (new URLSearchParams(window.location.search).get('q') ?? '').trim().slice(0, ICD_QUERY_MAX_LENGTH));
  const [text, setText] = useState(initialQuery);
  const [submitted, setSubmitted] = useState<Submitted>({ q: initialQuery, category: null });
  const [openCode, setOpenCode] = useState<string | null>(null);
  const searching = submitted.q !== '' || submitted.category !== null;

  const search = useIcdSearch(userId, { q: submitted.q, category: submitted.category?.categoryCode }, ready && searching);
  const all = useIcdAll(userId, ready && !searching);
  const categories = useIcdCategories(ready);
  const access = useRecordAccess(userId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q) setSubmitted((current) => ({ ...current, q }));
  };
  const clear = () => {
    setText('');
    setSubmitted({ q: '', category: null });
  };
  const open = (code: IcdCode) => {
    setOpenCode(code.code);
    access.mutate({ icdCode: code.code, searchQuery: submitted.q || submitted.category?.categoryCode || ICD_BROWSING_QUERY });
  };

  const release = status.data?.release;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">ICD-10-CM Code Lookup</h1>
        <p className="text-muted-foreground">
          {release
            ? `Search all ${formatCount(release.codeCount)} codes of the official ${release.version} code set by code, words or common abbreviations.`
            : 'Search the official ICD-10-CM code set by code, words or common abbreviations.'}
        </p>
        <Link href="/enhanced-icd" className="inline-flex min-h-10 items-center gap-1 self-start text-sm font-medium text-primary hover:underline">
          Enhanced lookup: filters, bookmarks and history <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </header>

      <CodeSetStatus query={status} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section className="flex min-w-0 flex-col gap-4" aria-label="Search">
          <Card>
            <CardContent className="pt-5">
              <form role="search" onSubmit={submit} className="flex flex-col gap-3">
                <label htmlFor="icd-query" className="text-sm font-medium">
                  Search codes
                </label>
                <div className="flex flex-col gap-2 sm:flex-row">
                  <Input
                    id="icd-query"
                    type="search"
                    value={text}
                    maxLength={ICD_QUERY_MAX_LENGTH}
                    onChange={(event) => setText(event.target.value)}
                    placeholder="Code or description, e.g. E11.9, diabetes, HTN"
                    aria-describedby="icd-query-hint"
                    autoComplete="off"
                  />
                  <div className="flex gap-2">
                    <Button type="submit" disabled={!text.trim() || !ready} className="flex-1 sm:flex-none">
                      <Search aria-hidden="true" /> Search
                    </Button>
                    <Button type="button" variant="outline" onClick={clear} className="flex-1 sm:flex-none">
                      Clear
                    </Button>
                  </div>
                </div>
                <p id="icd-query-hint" className="text-sm text-muted-foreground">
                  ICD-10-CM codes are 3-7 alphanumeric characters, starting with a letter (E11.9, S72.001A); the dot is optional.
                </p>
              </form>
            </CardContent>
          </Card>

          {submitted.category && (
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span>Category:</span>
              <Badge variant="secondary" className="gap-1 py-1">
                {submitted.category.categoryCode} {submitted.category.categoryLabel}
                <button
                  type="button"
                  className="-my-2 -mr-1 inline-flex size-8 cursor-pointer items-center justify-center rounded-full hover:bg-slate-300"
                  aria-label="Remove the category filter"
                  onClick={() => setSubmitted((current) => ({ ...current, category: null }))}
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </Badge>
            </div>
          )}

          {ready && (
            <CodeResults
              query={searching ? search : all}
              placeholders={5}
              errorTitle="The codes could not be loaded."
              countLine={(_, total) => `${formatCount(total)} codes found`}
              empty={
                <Card>
                  <CardContent className="pt-5 text-center text-muted-foreground">
                    {searching ? 'No codes found matching your search.' : 'No codes available.'}
                  </CardContent>
                </Card>
              }
              renderRow={(code) => <LookupRow code={code} onOpen={open} />}
            />
          )}
        </section>

        <aside className="flex flex-col gap-4" aria-label="Categories and tips">
          {ready && (
            <CategoryList
              categories={categories.data}
              isError={categories.isError}
              onRetry={() => categories.refetch()}
              active={submitted.category?.categoryCode}
              onSelect={(category) => {
                setText('');
                setSubmitted({ q: '', category });
              }}
            />
          )}
          <LookupTips />
        </aside>
      </div>

      <CodeDetailDialog userId={userId} code={openCode} onOpenCode={setOpenCode} onClose={() => setOpenCode(null)} copyMessage="named" />
    </div>
  );
}
