'use client';

import { cn } from '@/components/ui/cn';

/**
 * Suggestions from the engine's documented vocabulary (README, "Music"): a chip adds its
 * word to the tags, a pressed chip takes it out again.
 */
export const TAG_SUGGESTIONS: { group: string; tags: string[] }[] = [
  { group: 'Genre', tags: ['pop', 'rock', 'lofi', 'edm', 'house', 'techno', 'disco', 'jazz', 'ambient', 'orchestral', 'hip hop', 'folk', 'synthwave', 'metal', 'blues', 'reggae', 'latin', 'salsa', 'funk', 'tango', 'ska', 'flamenco', 'afrobeat', 'afrobeats', 'amapiano'] },
  { group: 'Mood', tags: ['happy', 'sad', 'calm', 'energetic', 'dark', 'dreamy', 'romantic', 'uplifting'] },
  { group: 'Sound', tags: ['piano', 'guitar', 'strings', 'synth', 'sax', 'flute', 'female vocals', 'male vocals'] },
  { group: 'Tempo, metre and key', tags: ['slow', 'fast', '90 bpm', '128 bpm', '3/4', '5/4', '6/8', '12/8', 'in D minor', 'in C major', '30 s', '2 min'] },
];

const pattern = (tag: string) => new RegExp(`(^|[\\s,])${tag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=$|[\\s,])`, 'i');

export function hasTag(tags: string, tag: string): boolean {
  return pattern(tag).test(tags);
}

export function toggleTag(tags: string, tag: string): string {
  if (hasTag(tags, tag)) {
    return tags
      .replace(pattern(tag), '$1')
      .replace(/\s*,\s*,/g, ',')
      .replace(/^[\s,]+|[\s,]+$/g, '')
      .replace(/\s{2,}/g, ' ');
  }
  const trimmed = tags.trim().replace(/,$/, '');
  return trimmed ? `${trimmed}, ${tag}` : tag;
}

export function TagChips({ value, onChange, label }: { value: string; onChange: (tags: string) => void; label: string }) {
  return (
    <div role="group" aria-label={label} className="space-y-2">
      {TAG_SUGGESTIONS.map(({ group, tags }) => (
        <div key={group} className="flex flex-wrap items-center gap-1.5">
          <span className="mr-1 w-full text-xs text-ink-muted sm:w-auto dark:text-ink-muted-dark">{group}</span>
          {tags.map((tag) => {
            const on = hasTag(value, tag);
            return (
              <button
                key={tag}
                type="button"
                aria-pressed={on}
                onClick={() => onChange(toggleTag(value, tag))}
                className={cn(
                  'rounded-full border px-2.5 py-1 text-xs font-medium transition-colors',
                  on
                    ? 'border-accent bg-accent text-white dark:border-accent-dark dark:bg-accent-dark dark:text-surface-dark'
                    : 'border-line text-ink hover:bg-accent-soft dark:border-line-dark dark:text-ink-dark dark:hover:bg-accent-soft-dark',
                )}
              >
                {tag}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
