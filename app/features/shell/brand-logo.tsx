import { Compass } from 'lucide-react';
import { cn } from '~/lib/cn';
import { usePublicConfig } from '~/lib/config';

/** The host agency's mark and name; `compact` shows the mark alone. */
export function DefaultLogo({
  compact = false,
  className,
  tone = 'dark',
}: {
  compact?: boolean;
  className?: string;
  tone?: 'dark' | 'light';
}) {
  const { brand } = usePublicConfig();
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <span
        aria-hidden
        className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand text-white shadow-sm"
      >
        <Compass className="size-5" strokeWidth={2.25} />
      </span>
      {compact ? (
        <span className="sr-only">{brand.name}</span>
      ) : (
        <span
          className={cn(
            'text-base leading-tight font-semibold tracking-tight',
            tone === 'light' ? 'text-white' : 'text-ink',
          )}
        >
          {brand.name}
        </span>
      )}
    </span>
  );
}

/** The agency's own logo when the profile has one (SPEC 2), else the default logo. */
export function BrandLogo({
  logoUrl,
  compact,
  className,
}: {
  logoUrl?: string | null;
  compact?: boolean;
  className?: string;
}) {
  const { brand } = usePublicConfig();
  if (logoUrl) {
    return (
      <img
        src={logoUrl}
        alt={`${brand.name} agency logo`}
        className={cn('object-contain', compact ? 'size-9' : 'h-9 w-auto max-w-40', className)}
      />
    );
  }
  return <DefaultLogo compact={compact} className={className} />;
}
