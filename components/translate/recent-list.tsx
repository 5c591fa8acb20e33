'use client';

import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { UNDETERMINED_LANGUAGE } from '@/lib/contract/limits/translate';
import type { RecentTranslation } from './use-recent';

/** The recent translations of this browser; picking one puts it back on the page. */
export function RecentList({
  items,
  onPick,
  onClear,
  nameOf,
}: {
  items: RecentTranslation[];
  onPick: (item: RecentTranslation) => void;
  onClear: () => void;
  nameOf: (code: string) => string;
}) {
  if (items.length === 0) return null;
  return (
    <Card>
      <CardTitle
        action={
          <Button variant="ghost" size="sm" onClick={onClear}>
            Clear
          </Button>
        }
      >
        Recent translations
      </CardTitle>
      <ul className="grid gap-1" aria-label="Recent translations">
        {items.map((item) => (
          <li key={`${item.at}-${item.text.slice(0, 20)}`}>
            <button
              type="button"
              onClick={() => onPick(item)}
              className="grid w-full gap-0.5 rounded-lg px-2 py-1.5 text-left hover:bg-accent-soft dark:hover:bg-accent-soft-dark"
            >
              <span className="text-xs text-ink-muted dark:text-ink-muted-dark">
                {item.source === 'auto' ? (item.lang === UNDETERMINED_LANGUAGE ? 'Language not determined' : `${nameOf(item.lang)} (detected)`) : nameOf(item.source)} → {nameOf(item.target)}
                {item.file && ` · ${item.file.name}`}
              </span>
              {/* The texts as written and as translated: not for a browser translating the page, and
                  in their own direction (dir="auto": right to left for Arabic or Hebrew). */}
              <span className="truncate text-sm" dir="auto" translate="no">
                {item.preview?.text ?? item.text}
              </span>
              <span className="truncate text-sm text-ink-muted dark:text-ink-muted-dark" dir="auto" translate="no">
                {item.preview?.output ?? item.output}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
