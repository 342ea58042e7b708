import { Tooltip as RadixTooltip } from 'radix-ui';
import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@domain/constants';
import { cn } from '~/lib/cn';

/**
 * Tooltips open after 700 ms with a 300 ms skip delay (SPEC 9). The dashboard
 * mounts one around its layout so moving between its tooltips skips the delay.
 * A Tooltip outside any provider brings its own, so the root need not load the
 * library for public pages that have no tooltips (DESIGN 8).
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <ProvidedContext.Provider value={true}>
      <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
        {children}
      </RadixTooltip.Provider>
    </ProvidedContext.Provider>
  );
}

const ProvidedContext = createContext(false);

export const TooltipRoot = RadixTooltip.Root;
export const TooltipTrigger = RadixTooltip.Trigger;

export function TooltipContent({ className, sideOffset = 6, ...props }: ComponentProps<typeof RadixTooltip.Content>) {
  return (
    <RadixTooltip.Portal>
      <RadixTooltip.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 rounded-md bg-ink px-2.5 py-1.5 text-xs font-medium text-white shadow-md data-[state=delayed-open]:animate-fade-in',
          className,
        )}
        {...props}
      />
    </RadixTooltip.Portal>
  );
}

/** Wraps one focusable child with a tooltip; `disabled` renders the child alone. */
export function Tooltip({
  content,
  children,
  side = 'right',
  disabled,
}: {
  content: ReactNode;
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  disabled?: boolean;
}) {
  const provided = useContext(ProvidedContext);
  if (disabled) return <>{children}</>;
  const tooltip = (
    <TooltipRoot>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side={side}>{content}</TooltipContent>
    </TooltipRoot>
  );
  return provided ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
