import { describe, expect, it } from 'vitest';
import { listApiQuery, readListParams, writeListParams } from './list-params';

describe('quote list URL state', () => {
  it('reads defaults from an empty URL', () => {
    expect(readListParams(new URLSearchParams())).toEqual({ q: '', status: '', sort: 'updated_desc', page: 1 });
  });

  it('ignores unknown statuses, sorts and bad pages', () => {
    expect(readListParams(new URLSearchParams('status=lost&sort=random&page=-3'))).toEqual({
      q: '',
      status: '',
      sort: 'updated_desc',
      page: 1,
    });
  });

  it('round-trips a search, leaving defaults out of the URL', () => {
    const state = { q: ' Crete ', status: 'accepted' as const, sort: 'title_asc' as const, page: 2 };
    const url = writeListParams(state);
    expect(url.toString()).toBe('q=Crete&status=accepted&sort=title_asc&page=2');
    expect(readListParams(url)).toEqual({ ...state, q: 'Crete' });
    expect(writeListParams({ q: '', status: '', sort: 'updated_desc', page: 1 }).toString()).toBe('');
  });

  it('asks the API for one page of 20', () => {
    expect(listApiQuery({ q: 'Rome', status: 'draft', sort: 'price_desc', page: 3 })).toBe(
      'sort=price_desc&page=3&pageSize=20&q=Rome&status=draft',
    );
  });
});
