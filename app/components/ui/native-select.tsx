import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';
import { fieldClasses } from './input';

/** A styled native <select>: the platform's own picker is the most accessible on phones. */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select className={cn(fieldClasses, 'h-10 appearance-none pr-9', className)} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
      />
    </div>
  );
}
