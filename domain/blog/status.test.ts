import { describe, expect, it } from 'vitest';
import { articleSlug, ArticleTagsSchema, normaliseTag } from './schema';
import { isArticleLive, tagLabel } from './status';

describe('blog rules', () => {
  it('a scheduled article is live from its time; a draft never', () => {
    const now = new Date('2026-06-01T09:00:00Z');
    expect(isArticleLive('scheduled', '2026-06-01T09:00:00Z', now)).toBe(true);
    expect(isArticleLive('scheduled', '2026-06-01T09:00:01Z', now)).toBe(false);
    expect(isArticleLive('published', '2026-05-01T00:00:00Z', now)).toBe(true);
    expect(isArticleLive('draft', '2026-05-01T00:00:00Z', now)).toBe(false);
    expect(isArticleLive('published', null, now)).toBe(false);
  });

  it('writes tags for people: acronyms in capitals, sentence case or running text', () => {
    expect(tagLabel('atol')).toBe('ATOL');
    expect(tagLabel('getting-started')).toBe('Getting started');
    expect(tagLabel('getting-started', { start: 'lower' })).toBe('getting started');
    expect(tagLabel('uk-cruises')).toBe('UK cruises');
  });

  it('makes slugs and tags from what people type', () => {
    expect(articleSlug('What ATOL means for you!')).toBe('what-atol-means-for-you');
    expect(articleSlug('日本')).toBe('article');
    expect(normaliseTag('  First Month ')).toBe('first-month');
    expect(ArticleTagsSchema.parse(['ATOL', 'atol', ' ', 'City breaks'])).toEqual(['atol', 'city-breaks']);
  });
});
