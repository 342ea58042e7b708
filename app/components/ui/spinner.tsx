import { LoaderCircle } from 'lucide-react';
import { cn } from '~/lib/cn';

/** A spinning indicator; pass a label when nothing else on screen says what is loading. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <LoaderCircle
      className={cn('size-5 animate-spin text-brand', className)}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}

/** A centred spinner with text, for whole pages or panels. */
export function LoadingBlock({ text = 'Loading...', className }: { text?: string; className?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('flex min-h-48 flex-col items-center justify-center gap-3 p-8 text-muted', className)}
    >
      <Spinner className="size-8" />
      <p className="text-sm font-medium">{text}</p>
    </div>
  );
}
