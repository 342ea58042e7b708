import { describe, expect, it } from 'vitest';
import { clearedParams, isFiltered, patchParams, readChoice, readPage, readSearch, type ListSpec } from './list-params';

const spec: ListSpec<{ status: '' | 'draft' | 'sent'; sort: 'new' | 'old' }, 'agent'> = {
  filters: { status: ['', 'draft', 'sent'], sort: ['new', 'old'] },
  text: ['agent'],
};

const url = (s: string) => new URLSearchParams(s);

describe('list state in the URL', () => {
  it('reads unknown or missing choices as the default', () => {
    expect(readChoice(spec.filters.status, null)).toBe('');
    expect(readChoice(spec.filters.status, 'bogus')).toBe('');
    expect(readChoice(spec.filters.status, 'sent')).toBe('sent');
    expect(readChoice(spec.filters.sort, 'old')).toBe('old');
  });

  it('reads a page as a whole number from 1, and a search trimmed and cut to 200', () => {
    expect(readPage(url('page=3'))).toBe(3);
    for (const bad of ['page=0', 'page=-2', 'page=1.5', 'page=abc', 'page=999999', ''])
      expect(readPage(url(bad))).toBe(1);
    expect(readSearch(url('q=%20Paris%20'))).toBe('Paris');
    expect(readSearch(url(`q=${'x'.repeat(300)}`))).toHaveLength(200);
  });

  it('writes a change with defaults left out and goes back to page 1', () => {
    const next = patchParams(spec, url('page=4&status=draft&sort=old'), { status: '' });
    expect(next.toString()).toBe('sort=old');
    expect(patchParams(spec, url('status=draft'), { sort: 'new', q: '  rome ' }).toString()).toBe(
      'status=draft&q=rome',
    );
  });

  it('keeps the filters when only the page changes, and leaves page 1 out', () => {
    expect(patchParams(spec, url('status=sent'), { page: 2 }).toString()).toBe('status=sent&page=2');
    expect(patchParams(spec, url('status=sent&page=2'), { page: 1 }).toString()).toBe('status=sent');
  });

  it('clears the search, filters and page but keeps the sort', () => {
    expect(clearedParams(spec, url('q=x&status=sent&agent=a1&page=3&sort=old')).toString()).toBe('sort=old');
  });

  it('counts a search, a free-text filter or a known non-default choice as filtered, never the sort', () => {
    expect(isFiltered(spec, url(''))).toBe(false);
    expect(isFiltered(spec, url('sort=old&page=2'))).toBe(false);
    expect(isFiltered(spec, url('status=bogus'))).toBe(false);
    expect(isFiltered(spec, url('status=draft'))).toBe(true);
    expect(isFiltered(spec, url('agent=a1'))).toBe(true);
    expect(isFiltered(spec, url('q=rome'))).toBe(true);
  });
});
