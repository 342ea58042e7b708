import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { UploadPurpose } from '@domain/limits';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/label';
import { Spinner } from '~/components/ui/spinner';
import { UPLOAD_ACCEPT, uploadImage } from '~/lib/upload';
import { cn } from '~/lib/cn';

/** Uploads the chosen files one by one, reporting progress and the first error. */
function useUploader(purpose: UploadPurpose) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = async (files: readonly File[]): Promise<string[]> => {
    setError(null);
    const urls: string[] = [];
    for (const [i, file] of files.entries()) {
      try {
        setProgress(0);
        const res = await uploadImage(file, purpose, { onProgress: (f) => setProgress((i + f) / files.length) });
        urls.push(res.url);
      } catch (e) {
        setError(`${file.name}: ${e instanceof Error ? e.message : 'The upload failed. Please try again.'}`);
      }
    }
    setProgress(null);
    return urls;
  };
  return { upload, progress, error };
}

function ProgressBar({ value }: { value: number }) {
  return (
    <div
      className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200"
      role="progressbar"
      aria-label="Uploading"
      aria-valuenow={Math.round(value * 100)}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <div className="h-full bg-brand transition-[width]" style={{ width: `${Math.round(value * 100)}%` }} />
    </div>
  );
}

/** One image (hero, day picture, supplier logo): choose or drop, preview, replace, remove. */
export function SingleImageInput({
  label,
  value,
  onChange,
  purpose = 'quote-image',
  error,
  aspect = 'aspect-[16/9]',
}: {
  label: string;
  value: string;
  onChange: (url: string) => void;
  purpose?: UploadPurpose;
  error?: string;
  aspect?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { upload, progress, error: uploadError } = useUploader(purpose);
  const [over, setOver] = useState(false);
  const take = async (files: FileList | null) => {
    const first = files?.[0];
    if (!first) return;
    const [url] = await upload([first]);
    if (url) onChange(url);
  };
  const message = uploadError ?? error;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          void take(e.dataTransfer.files);
        }}
        className={cn(
          'relative flex w-full max-w-xs items-center justify-center overflow-hidden rounded-lg border border-dashed border-line bg-slate-50',
          aspect,
          over && 'border-brand bg-brand-soft',
        )}
      >
        {value ? (
          <img src={value} alt={`${label} preview`} className="absolute inset-0 size-full object-cover" />
        ) : (
          <button
            type="button"
            onClick={() => input.current?.click()}
            className="flex flex-col items-center gap-1 p-4 text-sm text-muted hover:text-brand focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
          >
            <ImagePlus aria-hidden className="size-6" />
            Choose or drop an image
            <span className="text-xs">JPEG, PNG, WebP or GIF, up to 5 MB</span>
          </button>
        )}
        {progress !== null ? (
          <div className="absolute inset-x-3 bottom-3 flex items-center gap-2 rounded bg-white/90 p-2">
            <Spinner className="size-4" />
            <ProgressBar value={progress} />
          </div>
        ) : null}
      </div>
      <input
        ref={input}
        id={id}
        aria-label={label}
        type="file"
        accept={UPLOAD_ACCEPT}
        className="sr-only"
        onChange={(e) => {
          void take(e.target.files);
          e.target.value = '';
        }}
      />
      {value ? (
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => input.current?.click()}>
            <ImagePlus aria-hidden /> Replace
          </Button>
          <Button variant="ghost" size="sm" onClick={() => onChange('')} aria-label={`Remove ${label.toLowerCase()}`}>
            <Trash2 aria-hidden /> Remove
          </Button>
        </div>
      ) : null}
      {message ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** The hotel gallery: add several images at once, remove any, first shown first. */
export function GalleryInput({
  value,
  onChange,
  max = 30,
}: {
  value: readonly string[];
  onChange: (urls: string[]) => void;
  max?: number;
}) {
  const id = useId();
  const { upload, progress, error } = useUploader('quote-image');
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Gallery images</Label>
      {value.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label="Gallery">
          {value.map((url, i) => (
            <li
              key={`${url}-${i}`}
              className="group relative aspect-square overflow-hidden rounded-md border border-line"
            >
              <img src={url} alt={`Gallery image ${i + 1}`} className="size-full object-cover" />
              <button
                type="button"
                onClick={() => onChange(value.filter((_, j) => j !== i))}
                aria-label={`Remove gallery image ${i + 1}`}
                className="absolute top-1 right-1 rounded-md bg-white/90 p-1 text-danger shadow focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
              >
                <Trash2 aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {value.length < max ? (
        <label
          htmlFor={id}
          className="flex cursor-pointer items-center justify-center gap-2 rounded-lg border border-dashed border-line bg-slate-50 px-4 py-4 text-sm text-muted hover:border-brand hover:text-brand focus-within:ring-2 focus-within:ring-brand"
        >
          <ImagePlus aria-hidden className="size-5" /> Add images (you can pick several)
          <input
            id={id}
            aria-label="Gallery images"
            type="file"
            multiple
            accept={UPLOAD_ACCEPT}
            className="sr-only"
            onChange={(e) => {
              const files = Array.from(e.target.files ?? []).slice(0, max - value.length);
              e.target.value = '';
              void upload(files).then((urls) => {
                if (urls.length) onChange([...value, ...urls]);
              });
            }}
          />
        </label>
      ) : null}
      {progress !== null ? <ProgressBar value={progress} /> : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
