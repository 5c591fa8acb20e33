'use client';

import { FileDrop, type PickedMedia } from '@/components/ui/file-drop';
import { naturalSize } from '@/lib/client/natural-size';

export interface SourceImage extends PickedMedia {
  /** Natural size once the browser has loaded it (null while loading or if it cannot). */
  width: number | null;
  height: number | null;
}

/** Where the photo comes from (drop, paste, pick or URL), and a thumbnail of the current one; several picked at once go to `onMore` but the first. */
export function SourcePicker({ source, onPick, onMore }: { source: SourceImage | null; onPick: (source: SourceImage) => void; onMore: (files: File[]) => void }) {
  function pick(media: PickedMedia) {
    onPick({ ...media, width: null, height: null });
    // Learn the natural size for limits and estimates.
    void naturalSize(media.preview).then((size) => size && onPick({ ...media, ...size }));
  }
  return (
    <div className="space-y-3">
      {source && (
        <figure className="flex items-center gap-3 rounded-lg border border-line p-2 dark:border-line-dark" data-testid="source">
          <img src={source.preview} alt="The chosen photo" className="size-16 shrink-0 rounded object-cover" />
          <figcaption className="min-w-0 text-sm">
            <p className="truncate font-medium">{source.name}</p>
            <p className="text-ink-muted dark:text-ink-muted-dark" data-testid="source-size">
              {source.width && source.height ? `${source.width} × ${source.height} px` : 'Loading…'}
            </p>
          </figcaption>
        </figure>
      )}
      <FileDrop accept="image" onPick={pick} onMore={onMore} label={source ? 'Drop another image here' : 'Drop a photo here, or several'} />
    </div>
  );
}
