// GET /api/icd/search as bytes. A search of the kept first pages is a map lookup, but turning
// its 25 codes into JSON through the zod response serializer and then gzip took most of the
// request's CPU (gzip alone ~3/4 of it at 50 connections). The body of such a page depends
// only on the query, the page and which of its codes the user bookmarked, so the JSON (checked
// against the contract when it is built) and its gzip form are kept and sent as they are.
import { gzipSync } from 'node:zlib';
import { type IcdSearchResponse, icdSearchResponseSchema } from '../../../contract/icd';
import { toIcdCode } from './present';
import { type CodeSearch, perIndex, type SearchCodesOptions } from './search';

/** Bodies kept per index; the oldest is dropped first. */
const BODY_CACHE_SIZE = 2_000;
/** Smaller bodies go uncompressed (as @fastify/compress's threshold in app.ts). */
const GZIP_THRESHOLD = 1024;

interface Body {
  json: string;
  gzip: Buffer | null;
}

export interface SearchBody {
  /** JSON text, or its gzip form when `gzip` is true. */
  payload: string | Buffer;
  gzip: boolean;
  /** Matches across all pages. */
  total: number;
}

/** Keeps the bodies of one app's searches (a map per index: a new release starts empty). */
export function createSearchBodies(search: CodeSearch) {
  const bodiesOf = perIndex<Body>();

  /** The search response as JSON, gzipped when the client accepts it and it is worth it. */
  return async function searchBody(query: string, options: SearchCodesOptions, acceptsGzip: boolean): Promise<SearchBody> {
    const page = await search.findCodes(query, options);
    const bookmarked = await search.bookmarkedAmong(options.userId, page.codes);
    const build = (): Body => {
      const response: IcdSearchResponse = {
        codes: page.codes.map((code) => toIcdCode(page.index, code, bookmarked)),
        total: page.total,
        closeMatches: page.closeMatches,
      };
      return { json: JSON.stringify(icdSearchResponseSchema.parse(response)), gzip: null };
    };
    if (page.key === null) return { payload: build().json, gzip: false, total: page.total };

    const cache = bodiesOf(page.index);
    let marks = '';
    for (const code of page.codes) marks += bookmarked.has(code.code) ? '1' : '0';
    const key = `${page.key}\u0000${marks}`;
    let body = cache.get(key);
    if (body) cache.delete(key);
    else {
      body = build();
      if (cache.size >= BODY_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    }
    cache.set(key, body);
    if (!acceptsGzip || body.json.length < GZIP_THRESHOLD) return { payload: body.json, gzip: false, total: page.total };
    body.gzip ??= gzipSync(body.json);
    return { payload: body.gzip, gzip: true, total: page.total };
  };
}

/** Whether an Accept-Encoding header allows gzip (by name or *, with a q above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    if (name !== 'gzip' && name !== '*') continue;
    const q = params.find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) return true;
  }
  return false;
}
