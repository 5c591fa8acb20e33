'use client';

import { useId, useState } from 'react';
import type { CatalogEntry } from '@/lib/contract/models';

/**
 * A model whose licence forbids commercial use is installed only after its licence is
 * accepted in so many words: a checkbox naming the licence (with a link to it when the
 * catalogue has one), unticked by default. `accepted` is true at once for other models.
 */
export function useLicenceAcceptance(entry: Pick<CatalogEntry, 'name' | 'licence'>) {
  const [ticked, setTicked] = useState(false);
  const id = useId();
  const needed = !entry.licence.commercialUse;
  const checkbox = needed ? (
    <label htmlFor={id} className="flex items-start gap-2 text-xs text-ink dark:text-ink-dark">
      <input id={id} type="checkbox" className="mt-0.5 size-4 accent-accent" checked={ticked} onChange={(event) => setTicked(event.target.checked)} />
      <span>
        I accept{' '}
        {entry.licence.url ? (
          <a href={entry.licence.url} target="_blank" rel="noreferrer" className="text-accent underline-offset-2 hover:underline dark:text-accent-dark">
            {entry.licence.name}
          </a>
        ) : (
          entry.licence.name
        )}
        : {entry.name} and what it makes may not be used commercially.
      </span>
    </label>
  ) : null;
  return { needed, accepted: !needed || ticked, checkbox };
}
