import { Minus, Plus } from 'lucide-react';
import { Button } from '~/components/ui/button';

/** − n + within 0..max; the label names what is counted for screen readers. */
export function QuantityStepper({
  value,
  max,
  label,
  onChange,
}: {
  value: number;
  max: number;
  label: string;
  onChange: (n: number) => void;
}) {
  return (
    <div className="inline-flex items-center gap-1" role="group" aria-label={label}>
      <Button
        variant="outline"
        size="icon"
        className="size-8"
        aria-label={`Fewer: ${label}`}
        disabled={value <= 0}
        onClick={() => onChange(Math.max(0, value - 1))}
      >
        <Minus aria-hidden />
      </Button>
      <output aria-live="polite" className="w-8 text-center text-sm font-semibold tabular-nums">
        {value}
      </output>
      <Button
        variant="outline"
        size="icon"
        className="size-8"
        aria-label={`More: ${label}`}
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <Plus aria-hidden />
      </Button>
    </div>
  );
}
