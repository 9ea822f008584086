import { parse } from 'regexparam';
import { describe, expect, it } from 'vitest';
import { findPageRoute, matchRoutePattern, NAV_LINKS, PAGE_ROUTES, parseRoutePattern } from './routes';

describe('the page table', () => {
  it('derives the top navigation of spec §2', () => {
    expect(NAV_LINKS).toEqual([
      { label: 'Home', path: '/' },
      { label: 'Practice', path: '/practice' },
      { label: 'Collaboration', path: '/collaboration' },
      { label: 'ICD Lookup', path: '/icd-lookup' },
      { label: 'Loan Calculator', path: '/loan-calculator' },
      { label: 'Scrubs', path: '/scrubs' },
      { label: 'AI Chat', path: '/ai-chat' },
      { label: 'Pricing', path: '/pricing' },
    ]);
  });

  it('has one entry per id and per path', () => {
    expect(new Set(PAGE_ROUTES.map((r) => r.id)).size).toBe(PAGE_ROUTES.length);
    expect(new Set(PAGE_ROUTES.map((r) => r.path)).size).toBe(PAGE_ROUTES.length);
  });

  it('finds pages by path, and nothing for unknown paths', () => {
    expect(findPageRoute('/practice')?.id).toBe('practice');
    expect(findPageRoute('/')?.id).toBe('home');
    expect(findPageRoute('/nope')).toBeUndefined();
    expect(findPageRoute('/practice/extra')).toBeUndefined();
  });
});

describe('route patterns', () => {
  it('match parameters, optional parameters and the rest of a path', () => {
    expect(matchRoutePattern('/study-groups/:id', '/study-groups/7')).toEqual({ id: '7' });
    expect(matchRoutePattern('/study-groups/:id', '/study-groups')).toBeNull();
    expect(matchRoutePattern('/study-groups/:id', '/study-groups/7/members')).toBeNull();
    expect(matchRoutePattern('/cases/:id?', '/cases')).toEqual({ id: '' });
    expect(matchRoutePattern('/files/*', '/files/a/b.pdf')).toEqual({ '*': 'a/b.pdf' });
    expect(matchRoutePattern('/a.b', '/aXb')).toBeNull();
  });

  it("read paths as wouter's own parser does, so the server's page list and the router agree", () => {
    const patterns = ['/', '/practice', '/study-groups/:id', '/cases/:id?', '/files/*'];
    const paths = ['/', '', '/practice', '/practice/', '/Practice', '/practice/x', '/study-groups/7', '/study-groups/7/', '/study-groups', '/cases', '/cases/3', '/files/a/b', '/other'];
    for (const pattern of patterns) {
      for (const path of paths) {
        expect(parseRoutePattern(pattern).pattern.test(path), `${pattern} ~ ${path}`).toBe(parse(pattern).pattern.test(path));
        expect(parseRoutePattern(pattern, true).pattern.test(path), `${pattern} ~ ${path} (loose)`).toBe(parse(pattern, true).pattern.test(path));
      }
    }
  });
});
