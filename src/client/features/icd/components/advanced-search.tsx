// The enhanced page's search form: text, chapter dropdown, 'Billable codes only', and up to
// three recent search terms as quick buttons (spec §2).
import { History, Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ICD_QUERY_MAX_LENGTH, type IcdCategory } from '../../../../contract/icd';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export const ALL_CATEGORIES = 'all';

interface AdvancedSearchProps {
  text: string;
  onTextChange: (text: string) => void;
  onSubmit: () => void;
  category: string;
  onCategoryChange: (category: string) => void;
  billable: boolean;
  onBillableChange: (billable: boolean) => void;
  categories: IcdCategory[] | undefined;
  recent: string[];
  onRecent: (term: string) => void;
  disabled: boolean;
}

export function AdvancedSearch(props: AdvancedSearchProps) {
  const [touched, setTouched] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    props.onSubmit();
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Advanced Search</CardTitle>
      </CardHeader>
      <CardContent>
        <form role="search" onSubmit={submit} className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <Label htmlFor="enhanced-query">Code or description</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id="enhanced-query"
                type="search"
                value={props.text}
                maxLength={ICD_QUERY_MAX_LENGTH}
                onChange={(event) => props.onTextChange(event.target.value)}
                placeholder="e.g. E11.9, diab mell, heart attack"
                autoComplete="off"
              />
              <Button type="submit" disabled={props.disabled}>
                <Search aria-hidden="true" /> Search
              </Button>
            </div>
            {touched && !props.text.trim() && props.category === ALL_CATEGORIES && (
              <p className="text-sm text-muted-foreground">Type a code or words, or choose a category.</p>
            )}
          </div>
          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
            <div className="flex min-w-0 flex-col gap-2">
              <Label htmlFor="enhanced-category">Category</Label>
              <Select value={props.category} onValueChange={props.onCategoryChange} disabled={props.disabled}>
                <SelectTrigger id="enhanced-category" aria-label="Category">
                  <SelectValue placeholder="All categories" />
                </SelectTrigger>
                <SelectContent className="max-h-72 overflow-y-auto">
                  <SelectItem value={ALL_CATEGORIES}>All categories</SelectItem>
                  {props.categories?.map((c) => (
                    <SelectItem key={c.categoryCode} value={c.categoryCode}>
                      {c.categoryCode} {c.categoryName}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="flex min-h-10 items-center gap-2">
              <Checkbox
                id="enhanced-billable"
                checked={props.billable}
                onCheckedChange={(checked) => props.onBillableChange(checked === true)}
                disabled={props.disabled}
              />
              <Label htmlFor="enhanced-billable" className="cursor-pointer">
                Billable codes only
              </Label>
            </div>
          </div>
          {props.recent.length > 0 && (
            <div className="flex flex-wrap items-center gap-2">
              <span className="flex items-center gap-1 text-sm text-muted-foreground">
                <History className="size-4" aria-hidden="true" /> Recent:
              </span>
              {props.recent.map((term) => (
                <Button key={term} type="button" size="sm" variant="secondary" className="h-10" onClick={() => props.onRecent(term)}>
                  {term}
                </Button>
              ))}
            </div>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
