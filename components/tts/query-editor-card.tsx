'use client';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { Tabs } from '@/components/ui/tabs';
import { PhraseEditor, type EditMode } from './phrase-editor';
import { editMora, editPause, type MoraField } from './query-edit';
import type { useSpeechLines } from './use-speech-lines';

/**
 * The query editor of the selected line: which line, what to edit (accent, pitch, length)
 * and the phrases themselves, with Play for the line and for every line. Loaded when the
 * first queries exist, not with the page.
 */
export function QueryEditorCard({
  session,
  mode,
  onMode,
  japanese,
}: {
  session: ReturnType<typeof useSpeechLines>;
  mode: EditMode;
  onMode: (mode: EditMode) => void;
  japanese: boolean;
}) {
  const { lines, line, selected, setSelected, busy, play, playAll, updatePhrases, changeAccent, resetLine } = session;
  if (!line) return null;
  return (
    <Card>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold">Query editor</h2>
        <div className="flex flex-wrap gap-2">
          {line.edited && (
            <Button size="sm" variant="ghost" className="whitespace-nowrap" onClick={() => void resetLine(selected)} disabled={busy !== null}>
              Reset line
            </Button>
          )}
          <Button
            size="sm"
            variant="secondary"
            className="whitespace-nowrap"
            onClick={() => void play(selected)}
            busy={busy === 'synthesis'}
            disabled={busy !== null}
          >
            ▶ Play line
          </Button>
          {lines.length > 1 && (
            <Button size="sm" className="whitespace-nowrap" onClick={() => void playAll()} disabled={busy !== null}>
              ▶ Play all lines
            </Button>
          )}
        </div>
      </div>

      {lines.length > 1 && (
        <div role="radiogroup" aria-label="Line to edit" className="mb-4 flex flex-wrap gap-2">
          {lines.map((l, i) => (
            <button
              key={i}
              type="button"
              role="radio"
              aria-checked={i === selected}
              onClick={() => setSelected(i)}
              className={cn(
                'max-w-full truncate rounded-full border px-3 py-1 text-sm',
                i === selected
                  ? 'border-accent bg-accent-soft dark:border-accent-dark dark:bg-accent-soft-dark'
                  : 'border-line hover:bg-surface dark:border-line-dark dark:hover:bg-surface-dark',
              )}
            >
              {i + 1}. {l.text}
            </button>
          ))}
        </div>
      )}

      <Tabs<EditMode>
        label="What to edit"
        value={mode}
        onChange={onMode}
        tabs={[
          { id: 'accent', label: japanese ? 'Accent' : 'Stress' },
          { id: 'pitch', label: 'Pitch' },
          { id: 'length', label: 'Length' },
        ]}
      >
        <p className="mb-3 text-xs text-ink-muted dark:text-ink-muted-dark">
          {mode === 'accent'
            ? japanese
              ? 'Choose the mora after which the melody falls (the last mora for a flat phrase); the voice predicts the new melody.'
              : 'Choose the stressed syllable of each word; the voice predicts the new melody and lengths.'
            : mode === 'pitch'
              ? 'Drag a bar, or focus it and use the arrow keys (Shift: bigger steps). Grey bars are unvoiced moras.'
              : 'Left bar: consonant, right bar: vowel. The dashed column is the pause after a phrase.'}
        </p>
        {line.query.accent_phrases.length === 0 ? (
          <p className="text-sm text-ink-muted dark:text-ink-muted-dark">Nothing to say in this line.</p>
        ) : (
          <PhraseEditor
            phrases={line.query.accent_phrases}
            mode={mode}
            japanese={japanese}
            busy={busy !== null}
            onMora={(p, m, field: MoraField, value) => updatePhrases((phrases) => editMora(phrases, p, m, field, value))}
            onPause={(p, length) => updatePhrases((phrases) => editPause(phrases, p, length))}
            onAccent={(p, accent) => void changeAccent(p, accent)}
            onPlayFrom={(p) => void play(selected, p)}
          />
        )}
      </Tabs>
    </Card>
  );
}
