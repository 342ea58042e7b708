import { get, useFormContext, type Path } from 'react-hook-form';
import type { ComponentProps, ReactNode } from 'react';
import { Checkbox } from '~/components/ui/checkbox';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { Textarea } from '~/components/ui/textarea';
import { cn } from '~/lib/cn';
import type { BuilderValues } from './form-model';

type Name = Path<BuilderValues>;

/** A field's id from its path: "extras.0.price" -> "q-extras-0-price". */
export const fieldId = (name: string) => `q-${name.replace(/\./g, '-')}`;

export function useFieldError(name: string): string | undefined {
  const {
    formState: { errors },
  } = useFormContext<BuilderValues>();
  const e: unknown = get(errors, name);
  return typeof e === 'object' && e !== null && 'message' in e && typeof e.message === 'string' ? e.message : undefined;
}

type Common = { name: Name; label: ReactNode; hint?: ReactNode; required?: boolean; className?: string };

export function TextField({
  name,
  label,
  hint,
  required,
  className,
  ...input
}: Common & Omit<ComponentProps<'input'>, 'name'>) {
  const { register } = useFormContext<BuilderValues>();
  return (
    <FormField
      label={label}
      id={fieldId(name)}
      error={useFieldError(name)}
      hint={hint}
      required={required}
      className={className}
    >
      <Input {...input} {...register(name)} />
    </FormField>
  );
}

export function TextAreaField({
  name,
  label,
  hint,
  className,
  rows = 3,
  placeholder,
}: Common & { rows?: number; placeholder?: string }) {
  const { register } = useFormContext<BuilderValues>();
  return (
    <FormField label={label} id={fieldId(name)} error={useFieldError(name)} hint={hint} className={className}>
      <Textarea rows={rows} placeholder={placeholder} {...register(name)} />
    </FormField>
  );
}

export function SelectField({
  name,
  label,
  hint,
  className,
  options,
  empty = 'Not set',
}: Common & { options: readonly { value: string; label: string }[]; empty?: string }) {
  const { register } = useFormContext<BuilderValues>();
  return (
    <FormField label={label} id={fieldId(name)} error={useFieldError(name)} hint={hint} className={className}>
      <NativeSelect {...register(name)}>
        <option value="">{empty}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

/** Pounds typed as text (decimal keypad on phones); converted to pence on save. */
export function MoneyField({ name, label, hint, className }: Common) {
  const { register } = useFormContext<BuilderValues>();
  return (
    <FormField label={label} id={fieldId(name)} error={useFieldError(name)} hint={hint} className={className}>
      <MoneyInput {...register(name)} />
    </FormField>
  );
}

export function MoneyInput({ className, ...props }: ComponentProps<'input'>) {
  return (
    <div className="relative">
      <span aria-hidden className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted">
        £
      </span>
      <Input
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        className={cn('pl-7 tabular-nums', className)}
        {...props}
      />
    </div>
  );
}

export function NumberField({ name, label, hint, className, min = 0, max }: Common & { min?: number; max?: number }) {
  return (
    <TextField
      name={name}
      label={label}
      hint={hint}
      className={className}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
    />
  );
}

/** A labelled switch-like checkbox bound to a boolean field. */
export function CheckboxField({ name, label, hint }: { name: Name; label: string; hint?: string }) {
  const { watch, setValue } = useFormContext<BuilderValues>();
  const value: unknown = watch(name);
  const id = fieldId(name);
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        checked={value === true}
        onCheckedChange={(c) => setValue(name, c === true, { shouldDirty: true })}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <div className="grid gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-muted">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

export function Grid({ children, cols = 2, className }: { children: ReactNode; cols?: 2 | 3 | 4; className?: string }) {
  const c = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3', 4: 'sm:grid-cols-2 2xl:grid-cols-4' }[cols];
  return <div className={cn('grid gap-4', c, className)}>{children}</div>;
}
