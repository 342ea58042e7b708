import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { cn } from '~/lib/cn';
import { Label } from './label';

type FieldChildProps = {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
};

export type FormFieldProps = {
  label: ReactNode;
  id: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** One control (Input, Textarea, NativeSelect...); it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<FieldChildProps>;
};

/** A labelled control with its hint and error message wired for screen readers. */
export function FormField({ label, id, error, hint, required, className, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const child = Children.only(children);
  const control = isValidElement<FieldChildProps>(child)
    ? cloneElement(child, {
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })
    : child;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        {/* Outside the label so the field's name stays exactly its label text. */}
        {required ? (
          <span aria-hidden className="text-sm leading-none text-danger">
            *
          </span>
        ) : null}
      </div>
      {control}
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
