'use client';

import { Button } from '@/components/ui/button';
import { FileDrop, type PickedMedia } from '@/components/ui/file-drop';

/** Where the portrait comes from: upload, paste, URL, or the bundled sample; and what is chosen now. */
export function PhotoPicker({ photo, sample, onPick }: { photo: PickedMedia | null; sample: string | null; onPick: (photo: PickedMedia) => void }) {
  return (
    <div className="space-y-3">
      {photo && (
        <figure className="flex items-center gap-3 rounded-lg border border-line p-2 dark:border-line-dark" data-testid="face-photo">
          <img src={photo.preview} alt="The chosen photo" className="size-16 shrink-0 rounded object-cover" />
          <figcaption className="min-w-0 text-sm">
            <p className="truncate font-medium">{photo.name}</p>
            <p className="text-ink-muted dark:text-ink-muted-dark">This photo will be used.</p>
          </figcaption>
        </figure>
      )}
      <FileDrop accept="image" onPick={onPick} label={photo ? 'Drop another portrait here' : 'Drop a portrait here'} />
      {sample && (
        <Button variant="ghost" size="sm" onClick={() => onPick({ url: sample, preview: sample, name: 'Sample portrait (NASA, public domain)' })}>
          Use the sample portrait
        </Button>
      )}
    </div>
  );
}
