import { describe, expect, it } from 'vitest';
import { patchParams, readChoice } from '~/components/list/list-params';
import { QUOTE_LIST } from './list-params';

describe('quote list URL state', () => {
  it('reads every status and the most recently updated first from an empty URL', () => {
    const empty = new URLSearchParams();
    expect(readChoice(QUOTE_LIST.filters.status, empty.get('status'))).toBe('');
    expect(readChoice(QUOTE_LIST.filters.sort, empty.get('sort'))).toBe('updated_desc');
  });

  it('ignores unknown statuses and sorts', () => {
    expect(readChoice(QUOTE_LIST.filters.status, 'lost')).toBe('');
    expect(readChoice(QUOTE_LIST.filters.sort, 'random')).toBe('updated_desc');
    expect(readChoice(QUOTE_LIST.filters.status, 'accepted')).toBe('accepted');
  });

  it('writes a search and filter with the defaults left out of the URL', () => {
    const url = patchParams(QUOTE_LIST, new URLSearchParams(), { q: ' Crete ', status: 'accepted', sort: 'title_asc' });
    expect(url.toString()).toBe('q=Crete&status=accepted&sort=title_asc');
    expect(patchParams(QUOTE_LIST, url, { q: '', status: '', sort: 'updated_desc' }).toString()).toBe('');
  });
});
