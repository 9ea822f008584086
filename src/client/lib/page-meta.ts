import { useEffect } from 'react';
import { findPageRoute, NOT_FOUND_META, type PageRoute } from '../../contract/routes';

/** Sets the browser title and meta description for the page at `path` (spec §1). */
export function usePageMeta(path: string, override?: Partial<Pick<PageRoute, 'title' | 'description'>>) {
  const meta = { ...(findPageRoute(path) ?? NOT_FOUND_META), ...override };
  useEffect(() => {
    document.title = meta.title;
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = meta.description;
  }, [meta.title, meta.description]);
}
