import { ArrowLeft, ArrowRight, ImagePlus, RefreshCw, Trash2, Upload, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import type { UploadPurpose } from '@domain/limits';
import { ApiError } from '~/lib/api';
import { cn } from '~/lib/cn';
import { UPLOAD_ACCEPT, uploadImage } from '~/lib/upload';
import { Button, buttonClasses } from './button';

type Pending = { id: number; preview: string; progress: number; name: string };

function messageOf(e: unknown): string {
  if (e instanceof ApiError) return e.fields?.file ?? e.message;
  return 'The upload failed. Please try again.';
}

const isAbort = (e: unknown) => e instanceof DOMException && e.name === 'AbortError';

/**
 * Uploads files one after another, keeping a local preview and the progress
 * of each, so both the single and the gallery control show the same states.
 */
function useUploads(purpose: UploadPurpose) {
  const [pending, setPending] = useState<Pending[]>([]);
  const [error, setError] = useState<string | null>(null);
  const controllers = useRef(new Map<number, AbortController>());
  const nextId = useRef(1);

  useEffect(() => {
    const live = controllers.current;
    return () => {
      for (const c of live.values()) c.abort();
    };
  }, []);

  const upload = useCallback(
    async (file: File): Promise<string | null> => {
      const id = nextId.current++;
      const preview = URL.createObjectURL(file);
      const controller = new AbortController();
      controllers.current.set(id, controller);
      setError(null);
      setPending((p) => [...p, { id, preview, progress: 0, name: file.name }]);
      try {
        const res = await uploadImage(file, purpose, {
          signal: controller.signal,
          onProgress: (f) => setPending((p) => p.map((x) => (x.id === id ? { ...x, progress: f } : x))),
        });
        return res.url;
      } catch (e) {
        if (!isAbort(e)) setError(messageOf(e));
        return null;
      } finally {
        controllers.current.delete(id);
        URL.revokeObjectURL(preview);
        setPending((p) => p.filter((x) => x.id !== id));
      }
    },
    [purpose],
  );

  const cancel = (id: number) => controllers.current.get(id)?.abort();
  return { pending, error, setError, upload, cancel };
}

function Progress({ value, label }: { value: number; label: string }) {
  const pct = Math.round(value * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
      className="h-1.5 w-full overflow-hidden rounded-full bg-white/70"
    >
      <div className="h-full bg-brand transition-[width]" style={{ width: `${pct}%` }} />
    </div>
  );
}

type DropZoneProps = {
  inputId: string;
  labelId: string;
  describedBy?: string;
  multiple?: boolean;
  disabled?: boolean;
  compact?: boolean;
  onFiles: (files: File[]) => void;
  children?: ReactNode;
};

/**
 * A real file input (focusable, Enter/Space opens the picker) under a label
 * that is also the drop target, so mouse, keyboard and drag all work.
 */
function DropZone({ inputId, labelId, describedBy, multiple, disabled, compact, onFiles, children }: DropZoneProps) {
  const [over, setOver] = useState(false);
  const onDrop = (e: DragEvent<HTMLLabelElement>) => {
    e.preventDefault();
    setOver(false);
    if (disabled) return;
    const files = Array.from(e.dataTransfer.files);
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };
  return (
    <div className={cn('relative', compact && 'h-full')}>
      <input
        id={inputId}
        type="file"
        accept={UPLOAD_ACCEPT}
        multiple={multiple}
        disabled={disabled}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        className="peer sr-only"
        onChange={(e) => {
          const files = Array.from(e.currentTarget.files ?? []);
          // Reset so choosing the same file again still fires a change.
          e.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <label
        htmlFor={inputId}
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-1.5 rounded-lg border-2 border-dashed border-line bg-canvas px-4 text-center text-sm text-muted transition-colors',
          'hover:border-brand hover:bg-brand-soft peer-focus-visible:ring-2 peer-focus-visible:ring-brand peer-focus-visible:ring-offset-2',
          'peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
          compact ? 'h-full min-h-28 py-3' : 'min-h-36 py-6',
          over && 'border-brand bg-brand-soft',
        )}
      >
        {children ?? (
          <>
            <Upload aria-hidden className="size-6 text-brand" />
            <span className="font-medium text-ink">
              Drop an image here or <span className="text-brand underline">choose a file</span>
            </span>
            <span className="text-xs">JPEG, PNG, WebP or GIF, up to 5 MB</span>
          </>
        )}
      </label>
    </div>
  );
}

export type ImageUploadProps = {
  value: string | null;
  onChange: (url: string | null) => void;
  purpose: UploadPurpose;
  label: ReactNode;
  hint?: ReactNode;
  /** An error from the surrounding form (e.g. the server named this field). */
  error?: string;
  /** Preview shape: wide for hero images, square for logos and photos. */
  aspect?: 'wide' | 'square';
  disabled?: boolean;
  className?: string;
  id?: string;
};

/** One image: choose or drop, preview, progress, error text, replace and remove. */
export function ImageUpload({
  value,
  onChange,
  purpose,
  label,
  hint,
  error,
  aspect = 'wide',
  disabled,
  className,
  id,
}: ImageUploadProps) {
  const autoId = useId();
  const inputId = id ?? `image-${autoId}`;
  const labelId = `${inputId}-label`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = `${inputId}-error`;
  const { pending, error: uploadError, setError, upload, cancel } = useUploads(purpose);
  const current = pending[0];
  const shownError = uploadError ?? error;
  const describedBy = [hintId, shownError ? errorId : undefined].filter(Boolean).join(' ') || undefined;

  const onFiles = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const url = await upload(file);
    if (url) onChange(url);
  };

  const frame = cn(
    'relative overflow-hidden rounded-lg border border-line bg-canvas',
    aspect === 'wide' ? 'aspect-video w-full max-w-md' : 'size-40',
  );

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <span id={labelId} className="text-sm leading-none font-medium text-ink">
        {label}
      </span>
      {current ? (
        <div className={frame}>
          <img src={current.preview} alt="" className="size-full object-cover opacity-60" />
          <div className="absolute inset-x-0 bottom-0 flex items-center gap-2 bg-white/85 p-2">
            <div className="flex-1">
              <p className="mb-1 truncate text-xs font-medium text-ink">Uploading {current.name}…</p>
              <Progress value={current.progress} label={`Uploading ${current.name}`} />
            </div>
            <Button size="sm" variant="ghost" onClick={() => cancel(current.id)} aria-label="Cancel upload">
              <X aria-hidden />
            </Button>
          </div>
        </div>
      ) : value ? (
        <div className="flex flex-wrap items-end gap-3">
          <div className={frame}>
            {/* Logos keep their whole shape; photos fill the frame. */}
            <img
              src={value}
              alt="Current image"
              className={cn('size-full', aspect === 'square' ? 'object-contain p-2' : 'object-cover')}
            />
          </div>
          <div className="flex gap-2">
            <input
              id={inputId}
              type="file"
              accept={UPLOAD_ACCEPT}
              disabled={disabled}
              aria-labelledby={labelId}
              aria-describedby={describedBy}
              className="peer sr-only"
              onChange={(e) => {
                const files = Array.from(e.currentTarget.files ?? []);
                e.currentTarget.value = '';
                void onFiles(files);
              }}
            />
            {/* The input above takes the focus; its label shows the ring and opens the picker. */}
            <label
              htmlFor={inputId}
              className={buttonClasses(
                'outline',
                'sm',
                'peer-focus-visible:ring-2 peer-focus-visible:ring-brand peer-focus-visible:ring-offset-2 peer-disabled:opacity-50',
              )}
            >
              <RefreshCw aria-hidden /> Replace
            </label>
            <Button
              variant="outline"
              size="sm"
              disabled={disabled}
              onClick={() => {
                setError(null);
                onChange(null);
              }}
            >
              <Trash2 aria-hidden /> Remove
            </Button>
          </div>
        </div>
      ) : (
        <DropZone
          inputId={inputId}
          labelId={labelId}
          describedBy={describedBy}
          disabled={disabled}
          onFiles={(f) => void onFiles(f)}
        />
      )}
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {shownError ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}

export type ImageGalleryUploadProps = {
  value: string[];
  onChange: (urls: string[]) => void;
  purpose?: UploadPurpose;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Most images the gallery may hold. */
  max?: number;
  disabled?: boolean;
  className?: string;
  id?: string;
};

/** Several images: add by choosing or dropping (many at once), reorder, remove. */
export function ImageGalleryUpload({
  value,
  onChange,
  purpose = 'quote-image',
  label,
  hint,
  error,
  max = 12,
  disabled,
  className,
  id,
}: ImageGalleryUploadProps) {
  const autoId = useId();
  const inputId = id ?? `gallery-${autoId}`;
  const labelId = `${inputId}-label`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const { pending, error: uploadError, setError, upload, cancel } = useUploads(purpose);
  // Uploads finish out of order; the latest list must be read when each one lands.
  const latest = useRef(value);
  latest.current = value;
  const room = max - value.length - pending.length;
  const shownError = uploadError ?? error;

  const onFiles = async (files: File[]) => {
    const accepted = files.slice(0, Math.max(0, room));
    if (files.length > accepted.length)
      setError(`You can add up to ${max} images; ${files.length - accepted.length} not added.`);
    for (const file of accepted) {
      const url = await upload(file);
      if (url) {
        latest.current = [...latest.current, url];
        onChange(latest.current);
      }
    }
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= value.length) return;
    const next = [...value];
    const [item] = next.splice(from, 1);
    if (item === undefined) return;
    next.splice(to, 0, item);
    onChange(next);
  };

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <span id={labelId} className="text-sm leading-none font-medium text-ink">
        {label}
      </span>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-labelledby={labelId}>
        {value.map((url, i) => (
          <li
            key={`${url}-${i}`}
            className="group relative aspect-[4/3] overflow-hidden rounded-lg border border-line bg-canvas"
          >
            <img src={url} alt={`Image ${i + 1} of ${value.length}`} className="size-full object-cover" />
            <div className="absolute inset-x-0 bottom-0 flex justify-between gap-1 bg-gradient-to-t from-black/60 to-transparent p-1.5">
              <div className="flex gap-1">
                <Button
                  size="icon"
                  variant="outline"
                  className="size-8"
                  disabled={disabled || i === 0}
                  onClick={() => move(i, i - 1)}
                  aria-label={`Move image ${i + 1} earlier`}
                >
                  <ArrowLeft aria-hidden />
                </Button>
                <Button
                  size="icon"
                  variant="outline"
                  className="size-8"
                  disabled={disabled || i === value.length - 1}
                  onClick={() => move(i, i + 1)}
                  aria-label={`Move image ${i + 1} later`}
                >
                  <ArrowRight aria-hidden />
                </Button>
              </div>
              <Button
                size="icon"
                variant="outline"
                className="size-8"
                disabled={disabled}
                onClick={() => {
                  setError(null);
                  onChange(value.filter((_, j) => j !== i));
                }}
                aria-label={`Remove image ${i + 1}`}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
          </li>
        ))}
        {pending.map((p) => (
          <li key={p.id} className="relative aspect-[4/3] overflow-hidden rounded-lg border border-line bg-canvas">
            <img src={p.preview} alt="" className="size-full object-cover opacity-60" />
            <div className="absolute inset-x-0 bottom-0 flex items-center gap-1 bg-white/85 p-1.5">
              <Progress value={p.progress} label={`Uploading ${p.name}`} />
              <Button
                size="icon"
                variant="ghost"
                className="size-7"
                onClick={() => cancel(p.id)}
                aria-label={`Cancel uploading ${p.name}`}
              >
                <X aria-hidden />
              </Button>
            </div>
          </li>
        ))}
        {room > 0 ? (
          <li className="aspect-[4/3]">
            <DropZone
              inputId={inputId}
              labelId={labelId}
              describedBy={[hintId, shownError ? errorId : undefined].filter(Boolean).join(' ')}
              multiple
              compact
              disabled={disabled}
              onFiles={(f) => void onFiles(f)}
            >
              <ImagePlus aria-hidden className="size-6 text-brand" />
              <span className="font-medium text-ink">Add images</span>
              <span className="text-xs">Drop or choose</span>
            </DropZone>
          </li>
        ) : null}
      </ul>
      <p id={hintId} className="text-xs text-muted">
        {hint ?? `JPEG, PNG, WebP or GIF, up to 5 MB each.`} {value.length} of {max} images.
      </p>
      {shownError ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
