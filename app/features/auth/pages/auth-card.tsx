import type { LucideIcon } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { cn } from '~/lib/cn';
import { usePublicConfig } from '~/lib/config';

/** The frame of every auth page: a centred card with an icon, title and description. */
export function AuthCard({
  icon: Icon,
  title,
  description,
  children,
  footer,
  wide = false,
}: {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  const { brand } = usePublicConfig();
  useEffect(() => {
    document.title = `${title} · ${brand.name}`;
  }, [title, brand.name]);
  return (
    <section className="flex flex-1 items-start justify-center bg-gradient-to-b from-brand-soft/60 to-canvas px-4 py-10 sm:items-center sm:py-16">
      <div
        className={cn(
          'w-full rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8',
          wide ? 'max-w-xl' : 'max-w-md',
        )}
      >
        <div className="mb-6 flex flex-col items-center text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand">
            <Icon aria-hidden className="size-6" />
          </span>
          <h1 className="mt-4 text-2xl font-semibold tracking-tight text-ink">{title}</h1>
          {description ? <p className="mt-2 text-sm text-muted">{description}</p> : null}
        </div>
        {children}
        {footer ? <div className="mt-6 border-t border-line pt-4 text-center text-sm text-muted">{footer}</div> : null}
      </div>
    </section>
  );
}
