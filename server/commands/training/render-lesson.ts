import { randomUUID } from 'node:crypto';
import { marked } from 'marked';
import type { QuizInputSchema, StoredQuiz } from '@domain/training/schema';
import type { z } from 'zod';
import { sanitizeHtml } from '../../lib/sanitize-html';

/**
 * A lesson's Markdown as the HTML learners are served: rendered with marked,
 * then cleaned by the rich-text allow-list (no scripts, handlers or unsafe
 * links, whatever the author pasted). Raw HTML in the Markdown goes through
 * the same cleaner.
 */
export function renderLessonMarkdown(markdown: string, siteOrigin?: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: false });
  return sanitizeHtml(html, { siteOrigin });
}

const shortId = () => randomUUID().replace(/-/g, '').slice(0, 12);

/** A quiz as the author sent it, with fresh ids for its questions and answers. */
export function storeQuiz(input: z.output<typeof QuizInputSchema>): StoredQuiz {
  return {
    pass_mark: input.pass_mark,
    questions: input.questions.map((q) => ({
      id: shortId(),
      prompt: q.prompt,
      options: q.options.map((o) => ({ id: shortId(), text: o.text, correct: o.correct })),
    })),
  };
}
