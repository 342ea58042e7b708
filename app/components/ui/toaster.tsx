import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { Toaster as SonnerToaster } from 'sonner';
import {
  SONNER_DURATION_MS,
  SONNER_OFFSET,
  SONNER_VISIBLE,
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
} from '@domain/constants';
import { cn } from '~/lib/cn';
import { dismissToast, useToast } from './use-toast';

/** The product's own toast region (one at a time, F8 focuses it) plus the sonner layer (SPEC 9). */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <>
      <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
        {toasts.map((t) => (
          <Toast.Root
            key={t.id}
            open={t.open}
            onOpenChange={(open) => {
              if (!open) dismissToast(t.id);
            }}
            type={t.variant === 'destructive' ? 'foreground' : 'background'}
            data-variant={t.variant}
            className={cn(
              'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg data-[state=open]:animate-fade-in',
              'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:hidden',
              t.variant === 'destructive' ? 'border-red-700 bg-danger text-white' : 'border-line bg-surface text-ink',
            )}
          >
            <div className="grid gap-1">
              <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>
              {t.description ? (
                <Toast.Description className="text-sm opacity-90">{t.description}</Toast.Description>
              ) : null}
            </div>
            <Toast.Close
              aria-label="Close"
              className="absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-current"
            >
              <X className="size-4" aria-hidden />
            </Toast.Close>
          </Toast.Root>
        ))}
        <Toast.Viewport
          hotkey={['F8']}
          className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px]"
        />
      </Toast.Provider>
      <SonnerToaster
        duration={SONNER_DURATION_MS}
        visibleToasts={SONNER_VISIBLE}
        offset={SONNER_OFFSET}
        richColors
        closeButton
      />
    </>
  );
}
