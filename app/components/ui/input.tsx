import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

export const fieldClasses =
  'w-full rounded-md border border-line bg-surface px-3 text-base text-ink shadow-sm transition-colors sm:text-sm ' +
  'placeholder:text-slate-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:border-brand ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:opacity-70 ' +
  'aria-invalid:border-danger aria-invalid:focus-visible:ring-danger';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClasses, 'h-10', className)} {...props} />;
}
