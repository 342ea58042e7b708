import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ComponentProps, CSSProperties } from 'react';
import { cn } from '~/lib/cn';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

export type DialogContentProps = ComponentProps<typeof RadixDialog.Content> & {
  /** Maximum width in px (SPEC: auth dialog 500, feedback dialog 600). */
  width?: number;
  /** Hide the corner close button (the dialog still closes on Esc). */
  hideClose?: boolean;
};

/** A centred modal with overlay, focus trap, Esc to close and a labelled close button. */
export function DialogContent({ className, children, width = 500, hideClose, style, ...props }: DialogContentProps) {
  const sized: CSSProperties = { maxWidth: `min(${width}px, calc(100vw - 1.5rem))`, ...style };
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
      <RadixDialog.Content
        style={sized}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-1.5rem)] w-full -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto',
          'rounded-xl border border-line bg-surface p-5 shadow-xl focus:outline-none sm:p-6 data-[state=open]:animate-dialog-in',
          className,
        )}
        {...props}
      >
        {children}
        {hideClose ? null : (
          <RadixDialog.Close
            className="absolute top-3 right-3 rounded-md p-1.5 text-muted transition-colors hover:bg-slate-100 hover:text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
            aria-label="Close"
          >
            <X className="size-4" aria-hidden />
          </RadixDialog.Close>
        )}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-6', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof RadixDialog.Title>) {
  return <RadixDialog.Title className={cn('text-xl font-semibold tracking-tight text-ink', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof RadixDialog.Description>) {
  return <RadixDialog.Description className={cn('text-sm text-muted', className)} {...props} />;
}
