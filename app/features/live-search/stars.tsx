import { Star } from 'lucide-react';

export function Stars({ count }: { count: number }) {
  return (
    <span
      role="img"
      aria-label={`${count} star${count === 1 ? '' : 's'}`}
      className="inline-flex items-center gap-0.5 text-amber-500"
    >
      {Array.from({ length: count }, (_, i) => (
        <Star key={i} aria-hidden className="size-3.5 fill-current" />
      ))}
    </span>
  );
}
