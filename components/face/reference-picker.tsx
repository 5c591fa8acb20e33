'use client';

import { cn } from '@/components/ui/cn';
import type { ReferenceEntry } from './catalogue';

/** The bundled makeup references as pickable faces. */
export function ReferencePicker({ references, value, onChange }: { references: ReferenceEntry[]; value: string | null; onChange: (url: string) => void }) {
  return (
    <ul className="grid grid-cols-3 gap-3 sm:grid-cols-6" aria-label="Makeup references">
      {references.map((reference) => {
        const selected = reference.url === value;
        return (
          <li key={reference.id}>
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onChange(reference.url)}
              data-testid={`reference-${reference.id}`}
              className={cn(
                'w-full overflow-hidden rounded-lg border-2 text-left',
                selected ? 'border-accent dark:border-accent-dark' : 'border-transparent hover:border-line dark:hover:border-line-dark',
              )}
            >
              {/* Zoomed on the upper middle, where a portrait's face is: the makeup is what differs. */}
              <span className="block aspect-square w-full overflow-hidden">
                <img src={reference.url} alt="" loading="lazy" className="h-full w-full origin-[45%_24%] scale-[2.4] object-cover" />
              </span>
              <span className="block px-1 py-1 text-xs font-medium">{reference.label}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
