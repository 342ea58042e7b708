import { useCallback, useEffect, useRef, useState } from 'react';
import type { ArticleDto } from '@domain/blog/responses';
import type { ArticleUpdateInput } from '@domain/blog/schema';
import { ApiError } from '~/lib/api';
import { createArticle, updateArticle } from '../api';

/** The fields the editor saves (the body is read from the editor when a save starts). */
export type ArticleFields = {
  title: string;
  /** null: leave the slug to the server (made from the title). */
  slug: string | null;
  excerpt: string;
  body: string;
  cover_image: string | null;
  cover_alt: string;
  author_name: string;
  tags: string[];
  seo_title: string;
  seo_description: string;
};

export type SaveState =
  | { kind: 'saved' }
  | { kind: 'dirty' }
  | { kind: 'saving' }
  | { kind: 'needs-title' }
  | { kind: 'invalid'; message: string }
  | { kind: 'error'; message: string }
  | { kind: 'conflict'; message: string };

export const AUTOSAVE_DELAY_MS = 1200;

type Changes = Partial<Omit<ArticleFields, 'slug'>> & { slug?: string };

export function fieldsOf(a: ArticleDto | null): ArticleFields {
  return {
    title: a?.title ?? '',
    slug: null,
    excerpt: a?.excerpt ?? '',
    body: a?.body ?? '',
    cover_image: a?.cover_image ?? null,
    cover_alt: a?.cover_alt ?? '',
    author_name: a?.author_name ?? '',
    tags: a?.tags ?? [],
    seo_title: a?.seo_title ?? '',
    seo_description: a?.seo_description ?? '',
  };
}

/** What changed since the last save, only the fields that differ. */
function changesBetween(now: ArticleFields, saved: ArticleFields): Changes {
  const out: Changes = {};
  const keys = Object.keys(now) as (keyof ArticleFields)[];
  for (const key of keys) {
    const a = now[key];
    if (key === 'slug') {
      if (a !== null && a !== saved.slug) out.slug = a as string;
      continue;
    }
    if (JSON.stringify(a) !== JSON.stringify(saved[key])) Object.assign(out, { [key]: a });
  }
  return out;
}

function toInput(c: Changes): Omit<ArticleUpdateInput, 'revision'> {
  const { seo_title, seo_description, author_name, ...rest } = c;
  return {
    ...rest,
    ...(author_name !== undefined && author_name.trim() ? { author_name } : {}),
    ...(seo_title !== undefined ? { seo_title: seo_title.trim() || null } : {}),
    ...(seo_description !== undefined ? { seo_description: seo_description.trim() || null } : {}),
  };
}

/**
 * Saves an article as it is edited. Saves run one after another, never two at
 * once: each one reads the fields when it starts and sends only what changed
 * since the last confirmed save, with the revision that save returned, so an
 * edit made while a save is on its way goes out in the next one and nothing
 * typed is lost. A save the server refuses because another window saved first
 * (409) stops autosave until the page is reloaded.
 */
export function useArticleSaver(opts: {
  initial: ArticleDto | null;
  readFields: () => ArticleFields;
  autosave: boolean;
  onSaved: (article: ArticleDto, created: boolean) => void;
  onFieldErrors: (fields: Record<string, string>) => void;
}) {
  const [state, setState] = useState<SaveState>({ kind: 'saved' });
  const saved = useRef<ArticleFields>(fieldsOf(opts.initial));
  const revision = useRef(opts.initial?.revision ?? 0);
  const id = useRef<string | null>(opts.initial?.id ?? null);
  const chain = useRef<Promise<ArticleDto | null>>(Promise.resolve(opts.initial));
  const timer = useRef<number | undefined>(undefined);
  const blocked = useRef(false);
  // The latest callbacks, read when a save runs (it may outlive the render that queued it).
  const live = useRef(opts);
  useEffect(() => {
    live.current = opts;
  });

  const saveOnce = useCallback(async (): Promise<ArticleDto | null> => {
    if (blocked.current) return null;
    const fields = live.current.readFields();
    const changes = changesBetween(fields, saved.current);
    if (Object.keys(changes).length === 0) {
      setState({ kind: 'saved' });
      return null;
    }
    if (id.current === null && !fields.title.trim()) {
      setState({ kind: 'needs-title' });
      return null;
    }
    setState({ kind: 'saving' });
    try {
      const created = id.current === null;
      const input = toInput(changes);
      const article = created
        ? await createArticle({ ...input, title: fields.title })
        : await updateArticle(id.current ?? '', { ...input, revision: revision.current });
      id.current = article.id;
      revision.current = article.revision;
      saved.current = { ...saved.current, ...changes, slug: article.slug };
      live.current.onFieldErrors({});
      live.current.onSaved(article, created);
      const still = changesBetween(live.current.readFields(), saved.current);
      setState(Object.keys(still).length > 0 ? { kind: 'dirty' } : { kind: 'saved' });
      return article;
    } catch (e) {
      if (e instanceof ApiError && e.status === 409 && e.code === 'conflict') {
        blocked.current = true;
        setState({ kind: 'conflict', message: e.message });
      } else if (e instanceof ApiError && e.fields) {
        live.current.onFieldErrors(e.fields);
        setState({ kind: 'invalid', message: Object.values(e.fields)[0] ?? e.message });
      } else {
        setState({ kind: 'error', message: e instanceof Error ? e.message : 'Could not save' });
      }
      return null;
    }
  }, []);

  /** Saves now (after any save already on its way); resolves with the saved article, or null. */
  const flush = useCallback((): Promise<ArticleDto | null> => {
    window.clearTimeout(timer.current);
    chain.current = chain.current.then(saveOnce, saveOnce);
    return chain.current;
  }, [saveOnce]);

  /** Something changed: autosave once typing pauses (drafts), or just show "Unsaved changes". */
  const changed = useCallback(() => {
    if (blocked.current) return;
    setState((s) => (s.kind === 'saving' ? s : { kind: 'dirty' }));
    window.clearTimeout(timer.current);
    if (live.current.autosave) timer.current = window.setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
  }, [flush]);

  // Leaving the page: save what is left, and ask before closing the tab with unsaved edits.
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      const pending = Object.keys(changesBetween(live.current.readFields(), saved.current)).length > 0;
      if (pending && !blocked.current) e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      if (live.current.autosave) void flush();
    };
  }, [flush]);

  /** Edits the server has not confirmed yet (after a flush: the save failed). */
  const pending = useCallback(
    () => Object.keys(changesBetween(live.current.readFields(), saved.current)).length > 0,
    [],
  );

  return { state, flush, changed, pending, articleId: () => id.current };
}
