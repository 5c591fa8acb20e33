'use client';

import { useState } from 'react';
import { Alert, ProblemAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Tabs } from '@/components/ui/tabs';
import { lazyPart } from '@/components/ui/lazy-part';
import { useTabDraft } from '@/lib/client/tab-draft';
import { CustomForm } from './custom-form';
import { MODE_DRAFT_KEY, parseMode } from './draft';
import { SimpleForm } from './simple-form';
import { useGenerations } from './use-generations';

// The song cards (with their waveform players) load when there are songs. Both forms come
// with the page: they share the "Create two songs" button, and with the custom form loaded
// on demand a press right after switching tabs could land before the form existed (seen in e2e).
const GenerationCard = lazyPart(() => import('./generation-card').then((m) => m.GenerationCard));

type Mode = 'simple' | 'custom';

/**
 * The music composer: a description (simple) or title, tags and lyrics (custom) make two
 * songs; their cards update as /music/fetch reports progress; past songs stay listed.
 */
export function MusicStudio() {
  const [mode, setMode] = useState<Mode>('simple');
  useTabDraft(MODE_DRAFT_KEY, mode, parseMode, setMode);
  const { order, records, notice, loaded, submitted, olderCount, showOlder, loadingOlder } = useGenerations();
  const [latest, setLatest] = useState<string[]>([]);
  const onCreated = (list: Parameters<typeof submitted>[0]) => {
    submitted(list);
    setLatest(list.map((r) => r.id));
  };
  const current = latest.map((id) => records[id]).filter((r) => r !== undefined);
  const past = order.filter((id) => !latest.includes(id) && records[id]).map((id) => records[id]!);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
      <Card className="self-start">
        <Tabs<Mode>
          label="Composer mode"
          value={mode}
          onChange={setMode}
          tabs={[
            { id: 'simple', label: 'Simple' },
            { id: 'custom', label: 'Custom' },
          ]}
        >
          {mode === 'simple' ? <SimpleForm onCreated={onCreated} /> : <CustomForm onCreated={onCreated} />}
        </Tabs>
      </Card>

      <div className="min-w-0 space-y-6">
        <section aria-labelledby="music-new">
          <CardTitle>
            <span id="music-new">New songs</span>
          </CardTitle>
          {notice && (
            <div className="mb-3">
              {notice.status === 401 ? <ProblemAlert message={notice.message} status={401} /> : <Alert tone="info">{notice.message}</Alert>}
            </div>
          )}
          {current.length ? (
            <div className="grid gap-4 2xl:grid-cols-2">
              {current.map((record) => (
                <GenerationCard key={record.id} record={record} />
              ))}
            </div>
          ) : (
            <p className="rounded-xl border border-dashed border-line p-6 text-center text-sm text-ink-muted dark:border-line-dark dark:text-ink-muted-dark">
              Describe a song and press “Create two songs”: two variations appear here and fill in as they render.
            </p>
          )}
        </section>

        <section aria-labelledby="music-past">
          <CardTitle>
            <span id="music-past">Past songs</span>
          </CardTitle>
          {!loaded ? (
            <p className="text-sm text-ink-muted dark:text-ink-muted-dark">Loading your songs…</p>
          ) : past.length ? (
            <ul className="grid gap-3 2xl:grid-cols-2">
              {past.map((record) => (
                <li key={record.id}>
                  <GenerationCard record={record} compact />
                </li>
              ))}
            </ul>
          ) : (
            !olderCount && <p className="text-sm text-ink-muted dark:text-ink-muted-dark">Songs you make in this browser are listed here.</p>
          )}
          {loaded && olderCount > 0 && (
            <Button variant="secondary" className="mt-3" onClick={() => void showOlder()} busy={loadingOlder}>
              Show older songs ({olderCount})
            </Button>
          )}
        </section>
      </div>
    </div>
  );
}
