import { ChevronDown, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { cn } from '~/lib/cn';

export type SectionMeta = { id: string; title: string; icon: LucideIcon };

/**
 * One collapsible group of the builder. Collapsed content stays mounted (only
 * hidden), so its values and errors stay in the form; a section holding an
 * error opens itself.
 */
export function BuilderSection({
  meta,
  description,
  hasError,
  children,
  defaultOpen = true,
}: {
  meta: SectionMeta;
  description?: string;
  hasError?: boolean;
  children: ReactNode;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const shown = open || hasError === true;
  const Icon = meta.icon;
  const bodyId = `${meta.id}-body`;
  return (
    <section
      id={meta.id}
      aria-labelledby={`${meta.id}-title`}
      className="scroll-mt-44 rounded-xl border border-line bg-surface shadow-sm"
    >
      <h2 id={`${meta.id}-title`} className="m-0">
        <button
          type="button"
          aria-expanded={shown}
          aria-controls={bodyId}
          onClick={() => setOpen(!shown)}
          className="flex w-full items-center gap-3 rounded-xl px-4 py-3.5 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand sm:px-5"
        >
          <span
            aria-hidden
            className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand"
          >
            <Icon className="size-4" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-base font-semibold text-ink">{meta.title}</span>
            {description ? <span className="block truncate text-xs font-normal text-muted">{description}</span> : null}
          </span>
          {hasError ? (
            <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800">
              Check this section
            </span>
          ) : null}
          <ChevronDown aria-hidden className={cn('size-5 text-muted transition-transform', shown && 'rotate-180')} />
        </button>
      </h2>
      <div id={bodyId} hidden={!shown} className="space-y-4 border-t border-line px-4 py-4 sm:px-5 sm:py-5">
        {children}
      </div>
    </section>
  );
}

/** The sticky list of sections: jump to one, see which holds an error. */
export function SectionNav({ sections, errored }: { sections: readonly SectionMeta[]; errored: ReadonlySet<string> }) {
  return (
    <nav aria-label="Quote sections" className="sticky top-4">
      <ul className="space-y-0.5">
        {sections.map((s) => {
          const Icon = s.icon;
          return (
            <li key={s.id}>
              <a
                href={`#${s.id}`}
                className="flex items-center gap-2 rounded-md px-2.5 py-1.5 text-sm text-slate-700 hover:bg-slate-100 hover:text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
              >
                <Icon aria-hidden className="size-4 shrink-0 text-muted" />
                <span className="truncate">{s.title}</span>
                {errored.has(s.id) ? (
                  <span className="ml-auto size-2 rounded-full bg-danger" aria-label="has errors" />
                ) : null}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
