// Enhanced ICD-10 lookup (spec §2, §4): advanced search with chapter and billable filters,
// recent searches, tabs for results, chapters and bookmarks, and the usage sidebar.
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { ICD_BROWSING_QUERY, type IcdCategory, type IcdCode } from '../../contract/icd';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toast';
import {
  useIcdBookmarks,
  useIcdCategories,
  useIcdHistory,
  useIcdSearch,
  useIcdStats,
  useIcdStatus,
  useRecordAccess,
  useToggleBookmark,
} from '@/features/icd/api';
import { ALL_CATEGORIES, AdvancedSearch } from '@/features/icd/components/advanced-search';
import { BookmarksList } from '@/features/icd/components/bookmarks-list';
import { CategoriesGrid } from '@/features/icd/components/categories-grid';
import { CodeDetailDialog } from '@/features/icd/components/code-detail-dialog';
import { CodeResults } from '@/features/icd/components/code-results';
import { CodeSetStatus } from '@/features/icd/components/code-set-notice';
import { EnhancedResultRow } from '@/features/icd/components/enhanced-result-row';
import { UsageSidebar } from '@/features/icd/components/usage-sidebar';
import { isCategoryCode, recentSearches } from '@/features/icd/recent-searches';
import { formatCount } from '@/lib/format';
import { WithCurrentUser } from '@/features/me/with-current-user';
import { usePageMeta } from '@/lib/page-meta';

type Tab = 'results' | 'categories' | 'bookmarks';
const TABS: [Tab, string][] = [
  ['results', 'Search Results'],
  ['categories', 'Browse Categories'],
  ['bookmarks', 'My Bookmarks'],
];

export default function EnhancedIcdPage() {
  usePageMeta('/enhanced-icd');
  return <WithCurrentUser>{(user) => <EnhancedIcd userId={user.id} />}</WithCurrentUser>;
}

function EnhancedIcd({ userId }: { userId: number }) {
  const status = useIcdStatus();
  const ready = status.data?.status === 'ready';
  const [tab, setTab] = useState<Tab>('results');
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [billable, setBillable] = useState(false);
  const [openCode, setOpenCode] = useState<string | null>(null);

  const chosenCategory = category === ALL_CATEGORIES ? undefined : category;
  // Spec §4: the search runs only with text or a category.
  const active = q !== '' || chosenCategory !== undefined;
  const search = useIcdSearch(userId, { q, category: chosenCategory, billable }, ready && active);
  const categories = useIcdCategories(ready);
  const bookmarks = useIcdBookmarks(userId);
  const history = useIcdHistory(userId);
  const stats = useIcdStats(userId);
  const toggle = useToggleBookmark(userId);
  const access = useRecordAccess(userId);

  const runSearch = (term: string) => {
    setQ(term.trim());
    setTab('results');
  };
  const chooseCategory = (code: string) => {
    setCategory(code);
    setTab('results');
  };
  const onRecent = (term: string) => {
    if (isCategoryCode(term)) {
      setText('');
      setQ('');
      chooseCategory(term);
    } else {
      setText(term);
      runSearch(term);
    }
  };
  const changeBookmark = (code: string, action: 'add' | 'remove', notes?: string) =>
    toggle.mutateAsync({ icdCode: code, action, ...(notes === undefined ? {} : { notes }) }).then(
      () => toast({ title: 'Bookmark updated', variant: 'success' }),
      (error: unknown) => {
        toast({ title: 'Bookmark not updated', description: 'Please try again.', variant: 'destructive' });
        throw error;
      },
    );
  const open = (code: IcdCode) => {
    setOpenCode(code.code);
    access.mutate({ icdCode: code.code, searchQuery: q || chosenCategory || ICD_BROWSING_QUERY });
  };

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Enhanced ICD-10-CM Lookup</h1>
        <p className="text-muted-foreground">
          Filter by chapter and billable status, browse the chapters, and keep the codes you use as bookmarks.
        </p>
        <Link href="/icd-lookup" className="inline-flex min-h-10 items-center gap-1 self-start text-sm font-medium text-primary hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" /> Simple ICD-10 lookup
        </Link>
      </header>

      <CodeSetStatus query={status} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <AdvancedSearch
            text={text}
            onTextChange={setText}
            onSubmit={() => runSearch(text)}
            category={category}
            onCategoryChange={chooseCategory}
            billable={billable}
            onBillableChange={setBillable}
            categories={categories.data}
            recent={recentSearches(history.data ?? [])}
            onRecent={onRecent}
            disabled={!ready}
          />

          <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
            <TabsList className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:h-10 sm:w-auto">
              {TABS.map(([value, label]) => (
                <TabsTrigger key={value} value={value} className="min-h-10 whitespace-normal px-2 leading-tight sm:min-h-8 sm:whitespace-nowrap sm:px-3">
                  {label}
                </TabsTrigger>
              ))}
            </TabsList>

            <TabsContent value="results">
              {!active ? (
                <Card>
                  <CardContent className="flex flex-col items-center gap-1 pt-6 text-center">
                    <p className="font-semibold">Start searching</p>
                    <p className="text-sm text-muted-foreground">Type a code or words, or choose a category, to see matching codes.</p>
                  </CardContent>
                </Card>
              ) : (
                ready && (
                  <div className="flex flex-col gap-3">
                    {search.data?.pages[0]?.closeMatches && (
                      <Alert variant="info">
                        <AlertDescription>No exact matches for “{q}”. Showing close matches.</AlertDescription>
                      </Alert>
                    )}
                    <CodeResults
                      query={search}
                      placeholders={5}
                      errorTitle="The search failed."
                      countLine={(shown, total) => `Showing ${formatCount(shown)} of ${formatCount(total)} results`}
                      empty={
                        <Card>
                          <CardContent className="flex flex-col items-center gap-1 pt-6 text-center">
                            <p className="font-semibold">No results found</p>
                            <p className="text-sm text-muted-foreground">Try other words, a code prefix such as E11, or another category.</p>
                          </CardContent>
                        </Card>
                      }
                      renderRow={(code) => (
                        <EnhancedResultRow
                          code={code}
                          onOpen={open}
                          bookmarkPending={toggle.isPending}
                          onToggleBookmark={(c) => changeBookmark(c.code, c.isBookmarked ? 'remove' : 'add').catch(() => {})}
                        />
                      )}
                    />
                  </div>
                )
              )}
            </TabsContent>

            <TabsContent value="categories">
              <CategoriesGrid
                categories={ready ? categories.data : undefined}
                isError={categories.isError}
                onRetry={() => categories.refetch()}
                onSelect={(c: IcdCategory) => chooseCategory(c.categoryCode)}
              />
            </TabsContent>

            <TabsContent value="bookmarks">
              <BookmarksList
                bookmarks={bookmarks.data}
                isError={bookmarks.isError}
                onRetry={() => bookmarks.refetch()}
                pending={toggle.isPending}
                onRemove={(code) => changeBookmark(code, 'remove').catch(() => {})}
                onSaveNotes={(code, notes) => changeBookmark(code, 'add', notes)}
              />
            </TabsContent>
          </Tabs>
        </div>

        <aside className="flex flex-col gap-4" aria-label="Usage and links">
          <UsageSidebar stats={stats.data} isError={stats.isError} onRetry={() => stats.refetch()} onCategoryTree={() => setTab('categories')} />
        </aside>
      </div>

      <CodeDetailDialog userId={userId} code={openCode} onOpenCode={setOpenCode} onClose={() => setOpenCode(null)} copyMessage="short" />
    </div>
  );
}
