import type { ScrubSort } from '../../../contract/scrubs';

export interface SortOption {
  value: string;
  label: string;
  sort: ScrubSort;
  order?: 'asc' | 'desc';
}

/** What the sort control offers; each maps to the API's sort and order. */
export const SORT_OPTIONS: readonly SortOption[] = [
  { value: 'featured', label: 'Featured', sort: 'featured' },
  { value: 'price-asc', label: 'Price: low to high', sort: 'price', order: 'asc' },
  { value: 'price-desc', label: 'Price: high to low', sort: 'price', order: 'desc' },
  { value: 'discount', label: 'Biggest discount', sort: 'discount' },
  { value: 'name', label: 'Name: A to Z', sort: 'name' },
];

export const DEFAULT_SORT_OPTION = SORT_OPTIONS[0] as SortOption;

export function sortOptionFor(value: string): SortOption {
  return SORT_OPTIONS.find((option) => option.value === value) ?? DEFAULT_SORT_OPTION;
}
