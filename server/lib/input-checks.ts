/*
 * Checks that run on raw input before any schema or handler sees it. Both are
 * loops over an explicit position or stack, never recursion, so no input can
 * exhaust the call stack here.
 */

const OPEN_BRACE = 0x7b; // {
const OPEN_BRACKET = 0x5b; // [
const CLOSE_BRACE = 0x7d; // }
const CLOSE_BRACKET = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * True when JSON text nests objects and arrays deeper than max. Brackets
 * inside strings do not count. Malformed text is left for JSON.parse to
 * refuse; this only measures depth.
 */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

// In a /u pattern a valid surrogate pair is one astral code point, so \p{Cs} matches only lone halves.
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * True for text PostgreSQL cannot store: a NUL character, or a UTF-16
 * surrogate without its pair (which has no UTF-8 form).
 */
export function isUnstorableText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

// A key that is safe to repeat in an error's field name; others are not echoed.
const PLAIN_KEY = /^[A-Za-z0-9_-]{1,64}$/;
// Real fields are a few keys deep; a field name never grows past this many.
const MAX_PATH_KEYS = 12;

/**
 * The first place in a parsed body, query or params that holds unstorable
 * text (in a value or a key), as a field name in the style of the validation
 * errors ('title', 'itinerary_details.days.0.title'). A path stops at the
 * first key that is not plain, so hostile keys are never repeated back, and
 * after 12 keys; `root` names the whole input. Null when everything is storable.
 */
export function findUnstorableText(value: unknown, root: string): string | null {
  type Item = { value: unknown; path: string | null; depth: number; frozen: boolean };
  const stack: Item[] = [{ value, path: null, depth: 0, frozen: false }];
  while (stack.length > 0) {
    const item = stack.pop();
    if (!item) break;
    const here = item.path ?? root;
    if (typeof item.value === 'string') {
      if (isUnstorableText(item.value)) return here;
      continue;
    }
    if (typeof item.value !== 'object' || item.value === null) continue;
    const child = (inner: unknown, key: string): Item => {
      const depth = item.depth + 1;
      if (item.frozen || depth > MAX_PATH_KEYS || !PLAIN_KEY.test(key))
        return { value: inner, path: item.path, depth, frozen: true };
      return { value: inner, path: item.path ? `${item.path}.${key}` : key, depth, frozen: false };
    };
    if (Array.isArray(item.value)) {
      for (let i = item.value.length - 1; i >= 0; i--) stack.push(child(item.value[i], String(i)));
      continue;
    }
    const entries = Object.entries(item.value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const entry = entries[i];
      if (!entry) continue;
      if (isUnstorableText(entry[0])) return here;
      stack.push(child(entry[1], entry[0]));
    }
  }
  return null;
}
