import { Clock, ExternalLink, FileText, Link2, PlayCircle } from 'lucide-react';
import { videoProvider } from '@domain/training/progress';
import type { LessonViewDto } from '@domain/training/responses';
import { cn } from '~/lib/cn';

/** A labelled progress bar (role="progressbar"), e.g. "3 of 8 steps, 37%". */
export function ProgressBar({ percent, label, className }: { percent: number; label: string; className?: string }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn('h-full rounded-full transition-[width]', value === 100 ? 'bg-green-600' : 'bg-brand')}
          style={{ width: `${value}%` }}
        />
      </div>
      <span className="w-10 shrink-0 text-right text-sm font-medium text-ink tabular-nums">{value}%</span>
    </div>
  );
}

/** "1 h 20 min", "15 min". */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

export function Minutes({ minutes }: { minutes: number }) {
  return (
    <span className="inline-flex items-center gap-1">
      <Clock aria-hidden className="size-4" /> {formatMinutes(minutes)}
    </span>
  );
}

/**
 * Lesson text as the server rendered and sanitised it (an allow-list of
 * tags, no scripts, handlers or unsafe links), styled for reading.
 */
export function LessonBody({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(
        'max-w-none space-y-4 leading-relaxed text-slate-800 [&>:first-child]:mt-0',
        '[&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-ink [&_h3]:mt-5 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink [&_h4]:font-semibold',
        '[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6',
        '[&_a]:text-brand [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-brand-soft [&_blockquote]:pl-4 [&_blockquote]:text-slate-600',
        '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_img]:max-w-full [&_img]:rounded-lg [&_table]:w-full [&_td]:border [&_td]:border-line [&_td]:p-2 [&_th]:border [&_th]:border-line [&_th]:p-2 [&_th]:text-left',
        className,
      )}
      // The server rendered this from Markdown and cleaned it with the rich-text allow-list.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** The lesson's video as a plain link: nothing loads from the video site until the learner chooses to go. */
export function VideoLink({ url }: { url: string }) {
  const provider = videoProvider(url);
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="flex items-center gap-3 rounded-xl border border-line bg-slate-50 p-4 text-ink transition hover:border-brand hover:bg-brand-soft focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
    >
      <PlayCircle aria-hidden className="size-8 shrink-0 text-brand" />
      <span className="min-w-0 flex-1">
        <span className="block font-medium">{provider ? `Watch the video on ${provider}` : 'Watch the video'}</span>
        <span className="block truncate text-sm text-muted">{url}</span>
      </span>
      <ExternalLink aria-hidden className="size-4 shrink-0 text-muted" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

export function Attachments({ items }: { items: LessonViewDto['attachments'] }) {
  if (items.length === 0) return null;
  const images = items.filter((a) => a.kind === 'image');
  const links = items.filter((a) => a.kind === 'link');
  return (
    <section aria-labelledby="attachments-title" className="space-y-3">
      <h2 id="attachments-title" className="text-base font-semibold text-ink">
        Attachments
      </h2>
      {images.length > 0 ? (
        <ul className="grid gap-3 sm:grid-cols-2">
          {images.map((a) => (
            <li key={a.url}>
              <figure className="overflow-hidden rounded-lg border border-line bg-surface">
                <img src={a.url} alt={a.label} loading="lazy" className="max-h-80 w-full object-contain" />
                {a.label ? <figcaption className="px-3 py-2 text-sm text-muted">{a.label}</figcaption> : null}
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
      {links.length > 0 ? (
        <ul className="space-y-2">
          {links.map((a) => (
            <li key={a.url}>
              <a
                href={a.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-2 text-brand hover:underline"
              >
                {/\.pdf($|\?)/i.test(a.url) ? (
                  <FileText aria-hidden className="size-4" />
                ) : (
                  <Link2 aria-hidden className="size-4" />
                )}
                {a.label || a.url}
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** Where a step of a course lives in the app. */
export function stepPath(courseId: string, step: { kind: 'lesson' | 'quiz'; id: string }): string {
  return step.kind === 'lesson'
    ? `/dashboard/training/${courseId}/lessons/${step.id}`
    : `/dashboard/training/${courseId}/quiz/${step.id}`;
}
