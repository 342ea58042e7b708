import { Skeleton } from '~/components/ui/skeleton';
import { cn } from '~/lib/cn';

const MEDIA = {
  none: null,
  thumb: 'size-12 shrink-0',
  picture: 'aspect-[4/3] w-40 shrink-0 rounded-lg',
  banner: 'aspect-[16/9] w-full rounded-none',
} as const;

/**
 * What a list shows until its first page arrives: a few placeholder rows (or
 * cards in a grid), each with an optional picture and lines of text.
 */
export function ListSkeleton({
  label,
  count = 3,
  media = 'none',
  lines = 3,
  grid = false,
}: {
  /** "Loading quotes". */
  label: string;
  count?: number;
  media?: keyof typeof MEDIA;
  lines?: number;
  /** Cards in columns (posted deals) rather than rows. */
  grid?: boolean;
}) {
  const widths = ['w-2/3', 'w-1/3', 'w-full', 'w-5/6'];
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={label}
      className={grid ? 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3' : 'space-y-3'}
    >
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          className={cn(
            'flex overflow-hidden rounded-xl border border-line bg-surface',
            grid ? 'flex-col' : 'items-center gap-4 p-4',
          )}
        >
          {MEDIA[media] ? <Skeleton className={MEDIA[media]} /> : null}
          <div className={cn('flex-1 space-y-2', grid && 'p-4')}>
            {widths.slice(0, lines).map((w, j) => (
              <Skeleton key={w} className={cn(j === 0 ? 'h-5' : 'h-3', w)} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
