'use client';

import { cn } from '@/components/ui/cn';
import type { StyleEntry } from './catalogue';

/**
 * The styles as a gallery of previews, one radio-like button each (arrow keys are not
 * needed: every tile is a button in the tab order, and the chosen one is aria-pressed).
 */
export function StyleGallery({ styles, value, onChange }: { styles: StyleEntry[]; value: string | null; onChange: (id: string) => void }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Styles">
      {styles.map((style) => {
        const selected = style.id === value;
        return (
          <li key={style.id}>
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onChange(style.id)}
              title={style.description}
              data-testid={`style-${style.id}`}
              className={cn(
                'group w-full overflow-hidden rounded-lg border-2 bg-panel text-left transition-colors dark:bg-panel-dark',
                selected ? 'border-accent dark:border-accent-dark' : 'border-transparent hover:border-line dark:hover:border-line-dark',
              )}
            >
              {style.preview ? (
                <img src={style.preview} alt="" loading="lazy" className="aspect-square w-full object-cover" />
              ) : (
                <span aria-hidden className="flex aspect-square w-full items-center justify-center bg-surface text-3xl dark:bg-surface-dark">
                  ☺
                </span>
              )}
              <span className="block px-2 py-1.5 text-sm font-medium">
                {style.label}
                {selected && <span className="sr-only"> (chosen)</span>}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
