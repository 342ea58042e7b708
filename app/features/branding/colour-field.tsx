import { contrastRatio, isHexColor, normalizeHex, readableTextOn } from '@domain/branding';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';

/**
 * A brand colour: the platform colour picker beside a hex text box (both edit
 * the same value), with the readable text colour and its contrast shown live.
 */
export function ColourField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const valid = isHexColor(value);
  const text = valid ? readableTextOn(value) : null;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          className="h-10 w-12 cursor-pointer rounded-md border border-line bg-surface p-1"
          value={valid ? normalizeHex(value).toLowerCase() : '#000000'}
          onChange={(e) => onChange(e.target.value.toUpperCase())}
        />
        <Input
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="font-mono uppercase"
          maxLength={7}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        />
      </div>
      <p id={hintId} className="flex items-center gap-2 text-xs text-muted">
        {valid && text ? (
          <>
            <span
              className="inline-flex h-5 items-center rounded px-1.5 text-[11px] font-semibold"
              style={{ background: normalizeHex(value), color: text }}
              aria-hidden
            >
              Aa
            </span>
            {text === '#ffffff' ? 'White' : 'Dark'} text, contrast {contrastRatio(value, text).toFixed(1)}:1
          </>
        ) : (
          'A hex colour such as #0F4C81'
        )}
      </p>
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
