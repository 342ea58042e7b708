import { describe, expect, it } from 'vitest';
import { findUnstorableText, isUnstorableText, jsonDepthExceeds } from './input-checks';

describe('jsonDepthExceeds', () => {
  it('counts objects and arrays, not brackets inside strings', () => {
    expect(jsonDepthExceeds('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(jsonDepthExceeds('{"a":[{"b":1}]}', 2)).toBe(true);
    expect(jsonDepthExceeds('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(jsonDepthExceeds('{"a":"\\"[[[[","b":1}', 1)).toBe(false);
    expect(jsonDepthExceeds('[[],[],[]]', 2)).toBe(false);
    expect(jsonDepthExceeds('1', 0)).toBe(false);
  });

  it('measures 100,000 levels without recursion', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(jsonDepthExceeds(deep, 32)).toBe(true);
    expect(jsonDepthExceeds(deep, 100_000)).toBe(false);
  });
});

describe('isUnstorableText', () => {
  it('is true for NUL and lone surrogates, false for ordinary text and emoji pairs', () => {
    expect(isUnstorableText('a\u0000b')).toBe(true);
    expect(isUnstorableText('\ud800')).toBe(true);
    expect(isUnstorableText('x\udc00')).toBe(true);
    expect(isUnstorableText('\ud83d\ude00 Café, Zürich')).toBe(false);
    expect(isUnstorableText('')).toBe(false);
  });
});

describe('findUnstorableText', () => {
  it('names the first bad value by its path, as validation errors do', () => {
    expect(findUnstorableText({ title: 'ok', notes: 'a\u0000' }, 'body')).toBe('notes');
    expect(findUnstorableText({ days: [{ title: 'ok' }, { title: '\ud800' }] }, 'body')).toBe('days.1.title');
    expect(findUnstorableText('\u0000', 'body')).toBe('body');
    expect(findUnstorableText({ a: 1, b: [true, null, 'fine'] }, 'body')).toBeNull();
    expect(findUnstorableText(undefined, 'query')).toBeNull();
  });

  it('checks keys too, and never repeats a key that is not plain', () => {
    expect(findUnstorableText({ data: { 'x\u0000': 1 } }, 'body')).toBe('data');
    expect(findUnstorableText({ '\u0000': 1 }, 'query')).toBe('query');
    expect(findUnstorableText({ data: { '<script>': { title: '\u0000' } } }, 'body')).toBe('data');
  });

  it('walks 100,000 levels of nesting without recursion', () => {
    let value: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) value = [value];
    expect(findUnstorableText(value, 'body')).toBe(Array.from({ length: 12 }, () => '0').join('.'));
  });
});
