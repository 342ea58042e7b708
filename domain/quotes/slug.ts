export const SLUG_MAX = 60;

/** Random characters after the readable words of a new slug: 10 of 32 = 50 bits, so a slug cannot be guessed. */
export const SLUG_RANDOM_LENGTH = 10;
const RANDOM_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/**
 * Letters that Unicode decomposition does not reduce to ASCII (NFKD turns
 * "ó" into "o" + accent, but leaves "ł" or "ß" whole), and the Greek and
 * Cyrillic alphabets, spelt in Latin letters.
 */
const TRANSLITERATION: Record<string, string> = {
  ł: 'l',
  đ: 'd',
  ð: 'd',
  ħ: 'h',
  ı: 'i',
  ŀ: 'l',
  ø: 'o',
  œ: 'oe',
  æ: 'ae',
  ß: 'ss',
  þ: 'th',
  ŧ: 't',
  ŋ: 'ng',
  ĸ: 'k',
  ſ: 's',
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  ґ: 'g',
  д: 'd',
  е: 'e',
  є: 'ye',
  ж: 'zh',
  з: 'z',
  и: 'i',
  і: 'i',
  ї: 'yi',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** Lowercase ASCII where a Latin spelling exists: accents dropped, other letters spelt out. */
function transliterate(text: string): string {
  const folded = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  let out = '';
  for (const ch of folded) out += TRANSLITERATION[ch] ?? ch;
  return out;
}

/** The readable words of a text as a slug, or '' when none are left (e.g. a Japanese title). */
function readable(text: string): string {
  return transliterate(text)
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, '');
}

/**
 * A readable URL slug from a title: lowercase ASCII letters and digits joined
 * by single hyphens, letters transliterated ("Łódź café" -> "lodz-cafe"), at
 * most 60 characters. When the title leaves nothing readable, the first of
 * `fallbacks` that does (the destination, the hotel), else 'quote'.
 */
export function slugify(title: string, ...fallbacks: (string | null | undefined)[]): string {
  for (const text of [title, ...fallbacks]) {
    const words = text ? readable(text) : '';
    if (words) return words;
  }
  return 'quote';
}

/** Ten characters from a 32-letter alphabet without look-alikes (no 0/o, 1/l): 50 random bits. */
export function randomSlugPart(): string {
  const bytes = new Uint8Array(SLUG_RANDOM_LENGTH);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => RANDOM_ALPHABET[b % RANDOM_ALPHABET.length]).join('');
}

/**
 * A new quote's slug: the readable words, then an unguessable part, e.g.
 * "lodz-cafe-7kq2mzp9xa". Slugs made before this (title, title-2 ...) keep
 * working; only new quotes get the random part.
 */
export function newQuoteSlug(words: string, random: string = randomSlugPart()): string {
  const suffix = `-${random}`;
  return `${words.slice(0, SLUG_MAX - suffix.length).replace(/-+$/g, '')}${suffix}`;
}

/**
 * The n-th candidate for a unique slug: the base itself, then base-2, base-3 ...
 * (cut so the result still fits in 60 characters).
 */
export function slugCandidate(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/g, '')}${suffix}`;
}
