'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { MULTI_SYNTHESIS_MAX, TTS_TEXT_MAX } from '@/lib/contract/limits/tts';
import type { AccentPhrase, AudioQuery } from '@/lib/contract/tts';
import { callEndpoint, useEndpointQuery, api } from '@/lib/client';
import { Alert, ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { Tabs } from '@/components/ui/tabs';
import { cn } from '@/components/ui/cn';
import type { EditMode } from './phrase-editor';
import { usePresets, type Preset } from './presets';
import { DEFAULT_SETTINGS, editAccent, editMora, editPause, withSettings, type MoraField, type Settings } from './query-edit';
import { SettingsPanel } from './settings-panel';

// The accent editor loads with the first audio query, not with the page.
const PhraseEditor = dynamic(() => import('./phrase-editor').then((m) => m.PhraseEditor));

interface Line {
  text: string;
  query: AudioQuery;
  /** The last WAV made from this line. */
  url?: string;
}

type Busy = null | 'query' | 'synthesis' | 'accent';

/** Our own file URLs as same-origin paths, so the player and the download link stay on this origin. */
function ownPath(url: string): string {
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.pathname.startsWith('/api/files/') ? `${parsed.pathname}${parsed.search}` : url;
  } catch {
    return url;
  }
}

const SAMPLE = 'こんにちは。音声合成の世界へようこそ。\n声の高さや長さを、モーラごとに変えられます。';

/**
 * The speech playground: text and a voice make one audio query per line (VOICEVOX's
 * /audio_query); the query is edited like in the VOICEVOX editor (accent, pitch and length
 * of every mora, pauses) and heard through /synthesis, or every line at once through
 * /multi_synthesis. Sliders and presets set the query-wide fields.
 */
export function TtsStudio() {
  const speakers = useEndpointQuery(api.tts.speakers, {}, { staleTime: Infinity });
  const [speaker, setSpeaker] = useState(0);
  const [text, setText] = useState(SAMPLE);
  const [lines, setLines] = useState<Line[]>([]);
  const [selected, setSelected] = useState(0);
  const [mode, setMode] = useState<EditMode>('pitch');
  const [settings, setSettings] = useState<Settings>(DEFAULT_SETTINGS);
  const [player, setPlayer] = useState<{ url: string; label: string } | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { presets, save, remove } = usePresets();
  const audio = useRef<HTMLAudioElement>(null);

  const voice = speakers.data?.find((s) => s.styles.some((st) => st.id === speaker));
  const japanese = (voice?.language ?? 'ja') === 'ja';
  const textLines = text.split(/\r\n|\r|\n/).map((l) => l.trim()).filter(Boolean);
  const line = lines[selected];

  // A new WAV starts playing as soon as it arrives (the press of Play was the user's gesture).
  useEffect(() => {
    if (player && audio.current) void audio.current.play().catch(() => undefined);
  }, [player]);

  async function guarded<T>(kind: Exclude<Busy, null>, task: () => Promise<T>): Promise<T | undefined> {
    setBusy(kind);
    setError(null);
    setNotice(null);
    try {
      return await task();
    } catch (e) {
      setError(e);
      return undefined;
    } finally {
      setBusy(null);
    }
  }

  async function createQueries(forSpeaker = speaker) {
    if (textLines.length === 0) return;
    if (textLines.length > MULTI_SYNTHESIS_MAX) {
      setError(new Error(`text: at most ${MULTI_SYNTHESIS_MAX} lines at once`));
      return;
    }
    await guarded('query', async () => {
      const made: Line[] = [];
      for (const lineText of textLines) {
        made.push({ text: lineText, query: await callEndpoint(api.tts.audio_query, { text: lineText, speaker: forSpeaker }) });
      }
      setLines(made);
      setSelected(0);
      setPlayer(null);
    });
  }

  function updatePhrases(update: (phrases: AccentPhrase[]) => AccentPhrase[]) {
    setLines((all) => all.map((l, i) => (i === selected ? { ...l, query: { ...l.query, accent_phrases: update(l.query.accent_phrases) }, url: undefined } : l)));
  }

  async function changeAccent(phrase: number, accent: number) {
    if (!line) return;
    const edited = editAccent(line.query.accent_phrases, phrase, accent);
    updatePhrases(() => edited);
    // As in the VOICEVOX editor, the melody and lengths follow the accent: the voice predicts them again.
    await guarded('accent', async () => {
      try {
        const predicted = await callEndpoint(api.tts.mora_data, { speaker, accent_phrases: edited });
        updatePhrases((current) => current.map((p, i) => (i === phrase && predicted[i] ? { ...p, moras: predicted[i]!.moras } : p)));
      } catch (e) {
        setNotice(`The accent moved, but the voice could not predict the new melody (${e instanceof Error ? e.message : String(e)}); shape the pitches by hand.`);
      }
    });
  }

  async function play(index: number, fromPhrase = 0) {
    const target = lines[index];
    if (!target) return;
    const result = await guarded('synthesis', () =>
      callEndpoint(api.tts.synthesis, {
        speaker,
        enable_interrogative_upspeak: settings.upspeak,
        input: withSettings(target.query, settings, fromPhrase),
      }),
    );
    const url = result?.audios[0] ? ownPath(result.audios[0]) : undefined;
    if (!url) return;
    if (fromPhrase === 0) setLines((all) => all.map((l, i) => (i === index ? { ...l, url } : l)));
    setPlayer({ url, label: fromPhrase > 0 ? `Line ${index + 1}, from phrase ${fromPhrase + 1}` : `Line ${index + 1}` });
  }

  async function playAll() {
    const result = await guarded('synthesis', () =>
      callEndpoint(api.tts.multi_synthesis, {
        speaker,
        enable_interrogative_upspeak: settings.upspeak,
        input: lines.map((l) => withSettings(l.query, settings)),
      }),
    );
    if (!result) return;
    const urls = result.audios.map(ownPath);
    setLines((all) => all.map((l, i) => ({ ...l, url: urls[i] })));
    setPlayer({ url: urls[urls.length - 1]!, label: `All ${lines.length} lines` });
  }

  function changeSpeaker(next: number) {
    setSpeaker(next);
    // A query belongs to a voice: make the lines' queries again for the new one.
    if (lines.length > 0) void createQueries(next);
  }

  function applyPreset(preset: Preset) {
    setSettings(preset.settings);
    if (preset.speaker !== speaker) changeSpeaker(preset.speaker);
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]" data-testid="tts-studio" data-busy={busy ?? ''}>
      <div className="min-w-0 space-y-6">
        <Card>
          <form
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              void createQueries();
            }}
          >
            <Field
              label="Text"
              hint={`Each line becomes its own query (up to ${MULTI_SYNTHESIS_MAX} lines, ${TTS_TEXT_MAX} characters each).`}
              error={textLines.some((l) => l.length > TTS_TEXT_MAX) ? `text: must be 1 to ${TTS_TEXT_MAX} characters per line` : undefined}
            >
              <Textarea value={text} onChange={(e) => setText(e.currentTarget.value)} rows={4} lang={japanese ? 'ja' : undefined} />
            </Field>
            <div className="flex flex-wrap items-end gap-3">
              {speakers.isError ? (
                // No voice list (e.g. the upstream service has no such extension): a style id by hand.
                <Field label="Voice (style id)" className="min-w-0 flex-1 basis-60">
                  <Input type="number" min={0} max={9999} value={speaker} onChange={(e) => setSpeaker(Number(e.currentTarget.value))} />
                </Field>
              ) : (
                <Field label="Voice" className="min-w-0 flex-1 basis-60">
                  <Select value={speaker} onChange={(e) => changeSpeaker(Number(e.currentTarget.value))} disabled={!speakers.data}>
                    {!speakers.data && <option value={speaker}>Loading voices…</option>}
                    {speakers.data?.map((s) => (
                      <optgroup key={s.speaker_uuid} label={`${s.name} (${s.language})`}>
                        {s.styles.map((style) => (
                          <option key={style.id} value={style.id}>
                            {s.name} — {style.name}
                          </option>
                        ))}
                      </optgroup>
                    ))}
                  </Select>
                </Field>
              )}
              <Button type="submit" busy={busy === 'query'} disabled={textLines.length === 0 || busy !== null}>
                Make the queries
              </Button>
            </div>
          </form>
          {speakers.isError && (
            <div className="mt-3">
              <ErrorMessage error={speakers.error} />
            </div>
          )}
        </Card>

        {(error !== null || notice) && (
          <div className="space-y-2">
            <ErrorMessage error={error} />
            {notice && <Alert tone="info">{notice}</Alert>}
          </div>
        )}

        {lines.length > 0 && line && (
          <Card>
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-base font-semibold">Query editor</h2>
              <div className="flex flex-wrap gap-2">
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
              onChange={setMode}
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
        )}

        {player && (
          <Card>
            <CardTitle
              action={
                <a
                  href={player.url}
                  download="speech.wav"
                  className="rounded-lg border border-line px-3 py-1.5 text-sm font-medium hover:bg-surface dark:border-line-dark dark:hover:bg-surface-dark"
                >
                  Download WAV
                </a>
              }
            >
              {player.label}
            </CardTitle>
            <audio ref={audio} controls src={player.url} className="w-full" data-testid="tts-audio">
              <track kind="captions" />
            </audio>
          </Card>
        )}
      </div>

      <Card className="self-start">
        <CardTitle>Voice settings</CardTitle>
        <SettingsPanel
          settings={settings}
          onChange={setSettings}
          presets={presets}
          onSavePreset={(name) => save({ name, speaker, settings })}
          onApplyPreset={applyPreset}
          onDeletePreset={remove}
        />
      </Card>
    </div>
  );
}
