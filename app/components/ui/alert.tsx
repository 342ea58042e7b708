import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '~/lib/cn';

const variants = {
  default: { box: 'border-line bg-surface text-ink', icon: Info, iconClass: 'text-brand' },
  destructive: { box: 'border-red-200 bg-red-50 text-red-900', icon: CircleAlert, iconClass: 'text-danger' },
  success: { box: 'border-green-200 bg-green-50 text-green-900', icon: CircleCheck, iconClass: 'text-success' },
} as const;

export type AlertProps = Omit<ComponentProps<'div'>, 'title'> & {
  variant?: keyof typeof variants;
  title?: ReactNode;
};

/** A message box; destructive ones are announced at once to screen readers. */
export function Alert({ variant = 'default', title, className, children, ...props }: AlertProps) {
  const v = variants[variant];
  const Icon = v.icon;
  return (
    <div
      role={variant === 'destructive' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-lg border p-4 text-sm', v.box, className)}
      {...props}
    >
      <Icon aria-hidden className={cn('mt-0.5 size-4 shrink-0', v.iconClass)} />
      <div className="min-w-0 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="leading-relaxed">{children}</div> : null}
      </div>
    </div>
  );
}
