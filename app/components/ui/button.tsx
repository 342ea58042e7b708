import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

const base =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2 ' +
  'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 ' +
  '[&_svg]:size-4 [&_svg]:shrink-0 cursor-pointer';

const variants = {
  default: 'bg-brand text-brand-foreground shadow-sm hover:bg-brand-hover',
  secondary: 'bg-brand-soft text-brand hover:bg-[#d6e4f1]',
  outline: 'border border-line bg-surface text-ink shadow-sm hover:bg-slate-50',
  ghost: 'text-ink hover:bg-slate-100',
  destructive: 'bg-danger text-white shadow-sm hover:bg-red-800',
  link: 'text-brand underline-offset-4 hover:underline px-0 h-auto',
} as const;

const sizes = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Renders the single child (e.g. a router Link) with the button's styles. */
  asChild?: boolean;
};

/** Class names of a button, for elements that cannot use <Button>. */
export function buttonClasses(variant: ButtonVariant = 'default', size: ButtonSize = 'md', className?: string): string {
  return cn(base, variants[variant], variant === 'link' ? '' : sizes[size], className);
}

export function Button({ variant = 'default', size = 'md', asChild = false, className, type, ...props }: ButtonProps) {
  if (asChild) return <Slot.Root className={buttonClasses(variant, size, className)} {...props} />;
  return <button type={type ?? 'button'} className={buttonClasses(variant, size, className)} {...props} />;
}
