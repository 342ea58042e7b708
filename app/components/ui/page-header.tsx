import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';

/** A page's heading row: title, optional description and actions that wrap under it on phones. */
export function PageHeader({
  title,
  description,
  actions,
  className,
  as: Heading = 'h1',
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
  as?: 'h1' | 'h2';
}) {
  return (
    <div className={cn('flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between', className)}>
      <div className="min-w-0 space-y-1">
        <Heading className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">{title}</Heading>
        {description ? <p className="text-sm text-muted sm:text-base">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
