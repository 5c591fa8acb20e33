'use client';

import { useEndpointQuery } from '@/lib/client';
import { cn } from '@/components/ui/cn';
import { formatBytes } from '@/lib/contract/limits/sizes';
import { downloadHref } from '@/lib/client/file-links';
import { socialApi } from '@/lib/client/endpoints/social';
import type { ContentItem } from './file-name';

const LINK =
  'inline-flex h-8 items-center justify-center rounded-lg px-3 text-sm font-medium transition-colors ' +
  'bg-accent text-white hover:bg-accent-strong dark:bg-accent-dark dark:text-surface-dark dark:hover:bg-accent-dark/90';

/**
 * The stored copy of a media URL: the server fetches it once with its safe fetcher, and
 * the page shows and saves /api/files/<id>, which serves byte ranges (video seeking) and
 * needs no credential (works in embeds too).
 */
export function useSavedMedia(url: string | undefined, name?: string) {
  return useEndpointQuery(socialApi.media, { url: url ?? '', name, disposition: 'inline' }, { enabled: !!url, staleTime: Infinity, gcTime: 30 * 60_000 });
}

/** One item of a result: its preview and a Save button with a sensible file name. */
export function MediaPreview({ item, index, name, title }: { item: ContentItem; index: number; name: string; title: string }) {
  const saved = useSavedMedia(item.url, name);
  const label = `${item.type} ${index + 1}`;
  const file = saved.data;
  return (
    <li data-testid="content-item" data-type={item.type} className="overflow-hidden rounded-lg border border-line dark:border-line-dark">
      <div className="grid aspect-video place-items-center bg-line/50 dark:bg-line-dark/50">
        {file ? (
          item.type === 'image' ? (
            <img src={file.url} alt={`Image ${index + 1} of ${title}`} className="size-full object-contain" />
          ) : item.type === 'video' ? (
            <video src={file.url} controls preload="metadata" aria-label={`Video ${index + 1} of ${title}`} className="size-full bg-black object-contain" />
          ) : (
            <audio src={file.url} controls preload="metadata" aria-label={`Audio ${index + 1} of ${title}`} className="w-11/12" />
          )
        ) : saved.isError ? (
          <p role="alert" className="p-3 text-center text-xs text-danger dark:text-danger-dark">
            {saved.error.message}
          </p>
        ) : (
          <p className={cn('text-xs text-ink-muted dark:text-ink-muted-dark', saved.isFetching && 'animate-pulse')}>Preparing preview…</p>
        )}
      </div>
      <div className="flex items-center justify-between gap-2 p-2">
        <p className="min-w-0 text-xs text-ink-muted dark:text-ink-muted-dark">
          <span className="font-medium text-ink capitalize dark:text-ink-dark">{label}</span>
          {' · '}
          {item.ext}
          {item.width && item.height ? ` · ${item.width}×${item.height}` : ''}
          {file ? ` · ${formatBytes(file.size)}` : ''}
        </p>
        {file ? (
          <a href={downloadHref(file.url, file.name)} download={file.name} className={LINK} aria-label={`Save ${label} as ${file.name}`}>
            Save
          </a>
        ) : (
          <span aria-hidden className={cn(LINK, 'cursor-not-allowed opacity-50')}>
            Save
          </span>
        )}
      </div>
    </li>
  );
}

/** The post's cover picture, through the same stored copy. */
export function Thumbnail({ url, title }: { url?: string; title: string }) {
  const saved = useSavedMedia(url);
  return (
    <div className="size-20 shrink-0 overflow-hidden rounded-lg bg-line dark:bg-line-dark sm:size-24">
      {saved.data ? (
        <img src={saved.data.url} alt={`Cover of ${title}`} className="size-full object-cover" />
      ) : (
        <div aria-hidden className="grid size-full place-items-center text-2xl text-ink-muted dark:text-ink-muted-dark">
          ⤓
        </div>
      )}
    </div>
  );
}
