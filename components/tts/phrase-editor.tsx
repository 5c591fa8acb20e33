'use client';

import { MORA_EDITOR_BOUNDS } from '@/lib/contract/limits/tts';
import type { AccentPhrase } from '@/lib/contract/tts';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { MoraSlider } from './mora-slider';
import { hz, isHigh, ms, phraseKana, type MoraField } from './query-edit';

export type EditMode = 'accent' | 'pitch' | 'length';

interface PhraseEditorProps {
  phrases: AccentPhrase[];
  mode: EditMode;
  /** Japanese voice: show the high/low melody of the accent; other voices: the stressed syllable. */
  japanese: boolean;
  busy: boolean;
  onMora: (phrase: number, mora: number, field: MoraField, value: number) => void;
  onPause: (phrase: number, length: number) => void;
  onAccent: (phrase: number, accent: number) => void;
  onPlayFrom: (phrase: number) => void;
  /** A drag or key press ended: the edit is complete. */
  onCommit?: () => void;
}

const { pitch: PITCH, length: LENGTH, pause: PAUSE } = MORA_EDITOR_BOUNDS;

/**
 * One line's query as the VOICEVOX editor shows it: accent phrases side by side, each with
 * its moras in columns. Accent mode: choose the accent nucleus (or stressed syllable).
 * Pitch mode: a slider per voiced mora. Length mode: consonant and vowel sliders per mora,
 * and the pause after a phrase.
 */
export function PhraseEditor({ phrases, mode, japanese, busy, onMora, onPause, onAccent, onPlayFrom, onCommit }: PhraseEditorProps) {
  return (
    <ol aria-label="Accent phrases" className="flex gap-3 overflow-x-auto pb-3">
      {phrases.map((phrase, p) => (
        <li
          key={p}
          data-testid="accent-phrase"
          className="flex shrink-0 flex-col gap-2 rounded-lg border border-line bg-surface p-2 dark:border-line-dark dark:bg-surface-dark"
        >
          <div className="flex items-center justify-between gap-2">
            <span className="font-mono text-xs text-ink-muted dark:text-ink-muted-dark" lang={japanese ? 'ja' : undefined}>
              {phraseKana(phrase)}
              {phrase.is_interrogative ? '？' : ''}
            </span>
            <Button variant="ghost" size="sm" className="h-7 px-2" onClick={() => onPlayFrom(p)} disabled={busy} aria-label={`Play from phrase ${p + 1}`}>
              ▶
            </Button>
          </div>

          <div className="flex items-end gap-1">
            {phrase.moras.map((mora, m) => (
              <div key={m} className={cn('flex flex-col items-center gap-1', mode === 'length' ? 'w-16' : 'w-12')}>
                {mode === 'accent' && (
                  <button
                    type="button"
                    aria-pressed={phrase.accent === m + 1}
                    aria-label={`${japanese ? 'Accent' : 'Stress'} on ${mora.text} (phrase ${p + 1}, ${japanese ? 'mora' : 'syllable'} ${m + 1})`}
                    onClick={() => onAccent(p, m + 1)}
                    disabled={busy}
                    className={cn(
                      'flex h-16 w-10 flex-col items-center rounded-md border text-xs',
                      phrase.accent === m + 1
                        ? 'border-accent bg-accent-soft dark:border-accent-dark dark:bg-accent-soft-dark'
                        : 'border-transparent hover:border-line dark:hover:border-line-dark',
                    )}
                  >
                    {japanese ? (
                      <span
                        aria-hidden
                        className={cn('size-3 rounded-full bg-accent dark:bg-accent-dark', isHigh(phrase.accent, m) ? 'mt-2' : 'mt-10')}
                      />
                    ) : (
                      <span aria-hidden className="mt-5 text-lg leading-none">
                        {phrase.accent === m + 1 ? 'ˈ' : '·'}
                      </span>
                    )}
                  </button>
                )}
                {mode === 'pitch' && (
                  <MoraSlider
                    label={`Pitch of ${mora.text} (phrase ${p + 1}, mora ${m + 1})`}
                    value={mora.pitch > 0 ? mora.pitch : PITCH.min}
                    min={PITCH.min}
                    max={PITCH.max}
                    step={PITCH.step}
                    disabled={mora.pitch <= 0}
                    format={(v) => (mora.pitch > 0 ? `${v.toFixed(2)} (${hz(v)})` : 'unvoiced')}
                    onChange={(v) => onMora(p, m, 'pitch', v)}
                    onCommit={onCommit}
                  />
                )}
                {mode === 'length' && (
                  <div className="flex gap-0.5">
                    <MoraSlider
                      label={`Consonant length of ${mora.text} (phrase ${p + 1}, mora ${m + 1})`}
                      value={mora.consonant_length ?? 0}
                      min={LENGTH.min}
                      max={LENGTH.max}
                      step={LENGTH.step}
                      disabled={!mora.consonant}
                      format={(v) => (mora.consonant ? ms(v) : 'no consonant')}
                      onChange={(v) => onMora(p, m, 'consonant_length', v)}
                      onCommit={onCommit}
                      height={96}
                    />
                    <MoraSlider
                      label={`Vowel length of ${mora.text} (phrase ${p + 1}, mora ${m + 1})`}
                      value={mora.vowel_length}
                      min={LENGTH.min}
                      max={Math.max(LENGTH.max, mora.vowel_length)}
                      step={LENGTH.step}
                      format={ms}
                      onChange={(v) => onMora(p, m, 'vowel_length', v)}
                      onCommit={onCommit}
                      height={96}
                    />
                  </div>
                )}
                <span className="text-sm font-medium" lang={japanese ? 'ja' : undefined}>
                  {mora.text}
                </span>
                <span className="font-mono text-[10px] text-ink-muted tabular-nums dark:text-ink-muted-dark">
                  {mode === 'length' ? ms((mora.consonant_length ?? 0) + mora.vowel_length) : mora.pitch > 0 ? mora.pitch.toFixed(2) : '—'}
                </span>
              </div>
            ))}

            {phrase.pause_mora && (
              <div className="flex w-12 flex-col items-center gap-1 border-l border-dashed border-line pl-1 dark:border-line-dark">
                {mode === 'length' ? (
                  <MoraSlider
                    label={`Pause after phrase ${p + 1}`}
                    value={phrase.pause_mora.vowel_length}
                    min={PAUSE.min}
                    max={PAUSE.max}
                    step={PAUSE.step}
                    format={ms}
                    onChange={(v) => onPause(p, v)}
                    onCommit={onCommit}
                    height={96}
                  />
                ) : null}
                <span className="text-sm" aria-hidden>
                  、
                </span>
                <span className="font-mono text-[10px] text-ink-muted tabular-nums dark:text-ink-muted-dark">{ms(phrase.pause_mora.vowel_length)}</span>
              </div>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
