import { Check } from 'lucide-react';
import { JOIN_STEPS, JOIN_STEP_LABELS, type JoinStep } from '@domain/join/constants';
import { cn } from '~/lib/cn';

/**
 * Where the visitor is in the wizard. Steps already done can be reopened
 * (choose another plan); the ones ahead cannot.
 */
export function JoinStepper({
  current,
  reached,
  onOpen,
}: {
  current: JoinStep;
  reached: JoinStep;
  onOpen?: (step: JoinStep) => void;
}) {
  const reachedIndex = JOIN_STEPS.indexOf(reached);
  const currentIndex = JOIN_STEPS.indexOf(current);
  return (
    <nav aria-label="Join steps" className="print:hidden">
      <ol className="grid grid-cols-4 gap-2">
        {JOIN_STEPS.map((step, i) => {
          const done = i < reachedIndex;
          const active = i === currentIndex;
          const canOpen = onOpen !== undefined && i <= reachedIndex && step !== 'details' && !active;
          const content = (
            <>
              <span
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full border text-sm font-semibold',
                  active && 'border-brand bg-brand text-brand-foreground',
                  !active && done && 'border-brand bg-brand-soft text-brand',
                  !active && !done && 'border-line bg-white text-muted',
                )}
              >
                {done && !active ? <Check aria-hidden className="size-4" /> : i + 1}
              </span>
              <span className={cn('text-xs sm:text-sm', active ? 'font-semibold text-ink' : 'text-muted')}>
                {JOIN_STEP_LABELS[step]}
              </span>
            </>
          );
          return (
            <li key={step} aria-current={active ? 'step' : undefined}>
              {canOpen ? (
                <button
                  type="button"
                  onClick={() => onOpen(step)}
                  className="flex w-full flex-col items-center gap-1.5 rounded-md p-1 text-center hover:bg-brand-soft/50 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none sm:flex-row sm:text-left"
                >
                  {content}
                </button>
              ) : (
                <div className="flex flex-col items-center gap-1.5 p-1 text-center sm:flex-row sm:text-left">
                  {content}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
