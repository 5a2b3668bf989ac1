import { MEDIA_ACCEPT, type MediaUploadResult } from '@contracts/media';
import { ImageUp } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { checkImageFile, type UploadMedia } from '@web/lib/media';
import { Button } from './button';
import { ResponsiveImage, type ResponsiveImageSource } from './responsive-image';

/** Every text the uploader shows, in the current language (the kit holds no strings of its own). */
export interface ImageUploadLabels {
  /** Names the control for assistive technology, e.g. "Cover image". */
  label: string;
  /** Shown in the drop zone, e.g. "Drag an image here". */
  drop: string;
  /** The file button, e.g. "Choose an image". */
  choose: string;
  /** Formats and size, e.g. "JPEG, PNG, WebP, AVIF or GIF; up to 15 MB". */
  hint?: string;
  /** While sending, e.g. "Uploading…" (the percentage follows). */
  uploading: string;
  /** After success, e.g. "Image uploaded". */
  done: string;
  errors: {
    /** Not an image the site takes (by type, or refused by the server: 400). */
    notImage: string;
    /** Over the size limit (before sending, or 413). */
    tooLarge: string;
    /** The name is taken (409). */
    conflict: string;
    /** No connection. */
    network: string;
    /** Anything else. */
    failed: string;
  };
}

type Status =
  | { kind: 'idle' }
  | { kind: 'uploading'; fraction: number | null }
  | { kind: 'done' }
  | { kind: 'error'; message: string };

function messageFor(error: unknown, labels: ImageUploadLabels['errors']): string {
  if (!(error instanceof ApiError)) return labels.failed;
  if (error.status === 0) return labels.network;
  if (error.status === 413) return labels.tooLarge;
  if (error.status === 409) return labels.conflict;
  if (error.status === 400) return labels.notImage;
  return labels.failed;
}

/**
 * Drop zone plus file button for one image: checks size and type at once, shows a preview, the
 * upload's progress and a clear error. The upload itself is passed in (`uploadMedia` from lib/media).
 */
export function ImageUpload(props: {
  upload: UploadMedia;
  labels: ImageUploadLabels;
  onUploaded: (result: MediaUploadResult) => void;
  /** The image shown before anything is chosen (the current one). */
  value?: ResponsiveImageSource | null;
  /** Passed to the upload: a chosen name, and whether to replace an image stored under it. */
  name?: string;
  upsert?: boolean;
  disabled?: boolean;
  /** For the percentage; the document's language when absent. */
  locale?: string;
  className?: string;
}) {
  const { labels, upload, onUploaded } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [preview, setPreview] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const ids = { hint: useId(), status: useId(), error: useId() };
  const busy = status.kind === 'uploading';
  const disabled = Boolean(props.disabled) || busy;

  // The local preview's object URL lives as long as it is shown; an unmount cancels the upload.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  useEffect(() => () => abortRef.current?.abort(), []);

  async function send(file: File) {
    const problem = checkImageFile(file);
    if (problem) {
      setStatus({ kind: 'error', message: labels.errors[problem] });
      return;
    }
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setPreview(URL.createObjectURL(file));
    setStatus({ kind: 'uploading', fraction: null });
    try {
      const result = await upload(file, {
        ...(props.name ? { name: props.name } : {}),
        ...(props.upsert ? { upsert: true } : {}),
        signal: controller.signal,
        onProgress: ({ fraction }) => setStatus({ kind: 'uploading', fraction }),
      });
      if (controller.signal.aborted) return;
      setStatus({ kind: 'done' });
      setPreview(null);
      onUploaded(result);
    } catch (error) {
      if (controller.signal.aborted) return;
      setPreview(null);
      setStatus({ kind: 'error', message: messageFor(error, labels.errors) });
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const file = event.dataTransfer.files[0];
    if (file) void send(file);
  }

  const locale =
    props.locale ?? (typeof document !== 'undefined' ? document.documentElement.lang : undefined);
  const percent =
    status.kind === 'uploading' && status.fraction !== null
      ? new Intl.NumberFormat(locale || undefined, { style: 'percent' }).format(status.fraction)
      : null;
  const shown = preview ? { src: preview } : (props.value ?? null);

  return (
    <div className={cn('space-y-2', props.className)}>
      <div
        role="group"
        aria-label={labels.label}
        aria-describedby={[labels.hint ? ids.hint : '', ids.status, status.kind === 'error' ? ids.error : '']
          .filter(Boolean)
          .join(' ')}
        aria-busy={busy}
        onDragEnter={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border p-4 text-center transition-colors sm:flex-row sm:text-left motion-reduce:transition-none',
          dragging && 'border-accent bg-accent/10',
          status.kind === 'error' && 'border-destructive/60',
          disabled && 'opacity-80',
        )}
      >
        {shown ? (
          <div className="aspect-[4/3] w-full max-w-48 shrink-0 overflow-hidden rounded-xl bg-muted sm:w-40">
            <ResponsiveImage image={shown} alt="" sizes="192px" className="size-full object-cover" />
          </div>
        ) : (
          <ImageUp aria-hidden className="size-8 shrink-0 text-muted-foreground" />
        )}
        <div className="min-w-0 flex-1 space-y-2">
          <p className="text-sm text-muted-foreground">{labels.drop}</p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={disabled}
            onClick={() => inputRef.current?.click()}
          >
            {labels.choose}
          </Button>
          {labels.hint ? (
            <p id={ids.hint} className="text-xs text-muted-foreground">
              {labels.hint}
            </p>
          ) : null}
        </div>
        <input
          ref={inputRef}
          type="file"
          accept={MEDIA_ACCEPT}
          tabIndex={-1}
          aria-hidden
          className="sr-only"
          disabled={disabled}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Cleared, so choosing the same file again is a change too.
            event.currentTarget.value = '';
            if (file) void send(file);
          }}
        />
      </div>
      <div className="min-h-5 text-sm">
        {/* A steady live region: "uploading" and "done" are announced once; the percentage is only shown. */}
        <div id={ids.status} aria-live="polite">
          {status.kind === 'uploading' ? (
            <div className="flex items-center gap-3">
              <progress
                className="h-1.5 w-full max-w-xs overflow-hidden rounded-full accent-accent"
                aria-label={labels.uploading}
                {...(status.fraction !== null ? { value: status.fraction, max: 1 } : {})}
              />
              <span className="shrink-0 text-muted-foreground">
                {labels.uploading}
                {percent ? <span aria-hidden> {percent}</span> : null}
              </span>
            </div>
          ) : status.kind === 'done' ? (
            <span className="text-muted-foreground">{labels.done}</span>
          ) : null}
        </div>
        {status.kind === 'error' ? (
          <p id={ids.error} role="alert" className="text-destructive">
            {status.message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
