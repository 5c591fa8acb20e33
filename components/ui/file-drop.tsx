'use client';

import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { loadPart } from '@/lib/client/api';
import { useLeaveWarning } from '@/lib/client/leave-warning';
import { Button } from './button';
import { cn } from './cn';
import { Input } from './input';
import type { Upload } from './upload-progress';
import { lazyPart } from './lazy-part';

// Shown only while a file goes up, and the uploader with it: neither rides on the page's first load.
const UploadProgress = lazyPart(() => import('./upload-progress').then((m) => m.UploadProgress), () => null);

export interface PickedMedia {
  /** What to send to the API: the stored file's URL, or the URL the user typed. */
  url: string;
  /** What the page can show right away. */
  preview: string;
  name: string;
}

interface FileDropProps {
  accept: 'image' | 'audio';
  onPick: (media: PickedMedia) => void;
  /**
   * Several files picked or dropped at once: the first is picked as ever, the others (of the
   * kind accepted) are handed here as they are, not uploaded. Absent: one file at a time.
   */
  onMore?: (files: File[]) => void;
  label?: string;
}

/**
 * One place to bring a file in: drop it, paste it, pick it, or give its URL. Files are
 * uploaded to the store first, so the API gets a short URL instead of megabytes of base64;
 * the upload shows how far it is and can be cancelled (a large photo on a slow line takes
 * minutes).
 */
export function FileDrop({ accept, onPick, onMore, label = accept === 'image' ? 'Drop an image here' : 'Drop an audio file here' }: FileDropProps) {
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [upload, setUpload] = useState<Upload | null>(null);
  useLeaveWarning(upload !== null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [url, setUrl] = useState('');
  const current = useRef<AbortController | null>(null);

  // Leaving the page stops an upload nobody will use.
  useEffect(() => () => current.current?.abort(), []);

  async function take(file: File) {
    if (!file.type.startsWith(`${accept}/`)) {
      setError(`That file is not ${accept === 'image' ? 'an image' : 'audio'}.`);
      return;
    }
    // A second file replaces the first: only the newest one is picked.
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setUpload({ name: file.name, sent: 0, total: file.size, controller });
    setError(null);
    setNote(null);
    try {
      const { uploadFile } = await loadPart(() => import('@/lib/client/upload'));
      const stored = await uploadFile(file, file.name, {
        accept,
        signal: controller.signal,
        onProgress: (sent, total) => setUpload((now) => (now?.controller === controller ? { ...now, sent, total } : now)),
      });
      onPick({ url: stored.url, preview: stored.url, name: file.name });
    } catch (cause) {
      if (controller.signal.aborted) return;
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      if (current.current === controller) {
        current.current = null;
        setUpload(null);
      }
    }
  }

  function cancel() {
    if (!upload) return;
    setNote(`Upload of ${upload.name} cancelled.`);
    upload.controller.abort();
  }

  // Paste anywhere on the page (Ctrl+V) brings an image in, as in most editors.
  useEffect(() => {
    function onPaste(event: ClipboardEvent) {
      const file = [...(event.clipboardData?.files ?? [])].find((f) => f.type.startsWith(`${accept}/`));
      if (file) void take(file);
    }
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  });

  function takeAll(list: FileList | null | undefined) {
    const [first, ...rest] = Array.from(list ?? []);
    if (!first) return;
    void take(first);
    const more = rest.filter((file) => file.type.startsWith(`${accept}/`));
    if (onMore && more.length > 0) onMore(more);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    takeAll(event.dataTransfer.files);
  }

  return (
    <div className="space-y-3">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed p-6 text-center text-sm',
          dragging ? 'border-accent bg-accent-soft dark:border-accent-dark dark:bg-accent-soft-dark' : 'border-line dark:border-line-dark',
        )}
      >
        <p className="font-medium">{label}</p>
        <p className="text-ink-muted dark:text-ink-muted-dark">or paste with Ctrl+V, or</p>
        <Button variant="secondary" size="sm" busy={upload !== null} onClick={() => fileInput.current?.click()}>
          Choose a file
        </Button>
        <input
          ref={fileInput}
          id={inputId}
          type="file"
          accept={`${accept}/*`}
          multiple={Boolean(onMore)}
          className="sr-only"
          aria-label="Choose a file"
          onChange={(e) => {
            takeAll(e.target.files);
            e.target.value = '';
          }}
        />
      </div>
      {upload && <UploadProgress upload={upload} onCancel={cancel} />}
      {note && !upload && (
        <p role="status" className="text-sm text-ink-muted dark:text-ink-muted-dark">
          {note}
        </p>
      )}
      <form
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (url.trim()) onPick({ url: url.trim(), preview: url.trim(), name: url.trim().split('/').pop() || 'remote' });
        }}
      >
        <Input type="url" placeholder="https://… or paste an image URL" value={url} onChange={(e) => setUrl(e.target.value)} aria-label={`${accept === 'image' ? 'Image' : 'Audio'} URL`} />
        <Button type="submit" variant="secondary">
          Use URL
        </Button>
      </form>
      {error && (
        <p role="alert" className="text-sm text-danger dark:text-danger-dark">
          {error}
        </p>
      )}
    </div>
  );
}
