'use client';

import { useMemo, useState } from 'react';
import { MULTI_SYNTHESIS_MAX, SPEAKER_ID_MAX, TTS_TEXT_MAX } from '@/lib/contract/limits/tts';
import { useEndpointQuery } from '@/lib/client';
import { Alert, ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { lazyPart } from '@/components/ui/lazy-part';
import { useLeaveWarning } from '@/lib/client/leave-warning';
import { splitText } from '@/lib/client/split-text';
import { useTabDraft } from '@/lib/client/tab-draft';
import { ttsApi } from '@/lib/client/endpoints/tts';
import { grouped } from '@/lib/contract/limits/figures';
import { parseDraft, TTS_DRAFT_KEY } from './draft';
import type { EditMode } from './phrase-editor';
import { usePresets, type Preset } from './presets';
import { PlayerCard } from './player-card';
import { DEFAULT_SETTINGS, type Settings } from './query-edit';
import { SettingsPanel } from './settings-panel';
import { useSpeechLines } from './use-speech-lines';

// The query (accent) editor loads with the first audio queries, not with the page.
const QueryEditorCard = lazyPart(() => import('./query-editor-card').then((m) => m.QueryEditorCard));

const SAMPLE = 'こんにちは。音声合成の世界へようこそ。\n声の高さや長さを、モーラごとに変えられます。';

/**
 * The speech playground: text and a voice make one audio query per line (VOICEVOX's
 * /audio_query); the query is edited like in the VOICEVOX editor (accent, pitch and length
 * of every mora, pauses) and heard through /synthesis, or every line at once through
 * /multi_synthesis. Sliders and presets set the query-wide fields.
 */
export function TtsStudio() {
  const speakers = useEndpointQuery(ttsApi.speakers, {}, { staleTime: Infinity });
  const [speaker, setSpeaker] = useState(0);
  const [text, setText] = useState(SAMPLE);
  const [mode, setMode] = useState<EditMode>('pitch');
  const [settings, setSettings] = useState<Settings>(DEFAULT_SETTINGS);
  const { presets, save, remove } = usePresets();
  const session = useSpeechLines(speaker, settings);
  const { lines, player, audio, busy, error, notice, createQueries, selected, restoreLines } = session;
  useLeaveWarning(busy !== null);
  // The work survives a reload of the tab (draft.ts).
  const draft = useMemo(() => ({ text, speaker, settings, lines, selected }), [text, speaker, settings, lines, selected]);
  useTabDraft(TTS_DRAFT_KEY, draft, parseDraft, (saved) => {
    setText(saved.text);
    setSpeaker(saved.speaker);
    setSettings(saved.settings);
    restoreLines(saved.lines, saved.selected);
  });

  const voice = speakers.data?.find((s) => s.styles.some((st) => st.id === speaker));
  // A voice kept in this tab (draft.ts) that is not installed now (a voice model removed since
  // the tab was last open): the picker shows it as it is, rather than another voice than the
  // one sent; choosing another makes the queries again for it.
  const missingVoice = speakers.data !== undefined && !voice;
  const japanese = (voice?.language ?? 'ja') === 'ja';
  const textLines = text.split(/\r\n|\r|\n/).map((l) => l.trim()).filter(Boolean);
  const longLines = textLines.filter((l) => l.length > TTS_TEXT_MAX).length;

  /** Breaks each line too long for one query where a reader would pause (lib/client/split-text.ts). */
  function splitLongLines() {
    const lines = text.split(/\r\n|\r|\n/).map((line) => (line.trim().length > TTS_TEXT_MAX ? splitText(line.trim(), TTS_TEXT_MAX).parts.map((p) => p.text).join('\n') : line));
    setText(lines.join('\n'));
  }

  function changeSpeaker(next: number) {
    setSpeaker(next);
    // A query belongs to a voice: make the lines' queries again for the new one.
    if (lines.length > 0) void createQueries(textLines, next);
  }

  // A preset saved with a voice this studio no longer lists (a voice model removed since):
  // its settings apply, the voice stays, and the page says so. Switching to the missing id
  // would leave the picker showing another voice than the one sent, and every query refused.
  const [presetNote, setPresetNote] = useState<string | null>(null);
  function applyPreset(preset: Preset) {
    setSettings(preset.settings);
    const listed = !speakers.data || speakers.data.some((s) => s.styles.some((style) => style.id === preset.speaker));
    setPresetNote(listed ? null : `The preset “${preset.name}” was saved with voice style ${preset.speaker}, which this studio does not have now: its settings are applied to the current voice.`);
    if (listed && preset.speaker !== speaker) changeSpeaker(preset.speaker);
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]" data-testid="tts-studio" data-busy={busy ?? ''}>
      <div className="min-w-0 space-y-6">
        <Card>
          <form
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              void createQueries(textLines);
            }}
          >
            <Field
              label="Text"
              hint={`Each line becomes its own query (up to ${MULTI_SYNTHESIS_MAX} lines, ${grouped(TTS_TEXT_MAX)} characters each).`}
              error={longLines > 0 ? `text: must be 1 to ${grouped(TTS_TEXT_MAX)} characters per line` : undefined}
            >
              <Textarea value={text} onChange={(e) => setText(e.currentTarget.value)} rows={4} lang={japanese ? 'ja' : undefined} />
            </Field>
            {longLines > 0 && (
              <Button variant="secondary" size="sm" onClick={splitLongLines}>
                Split the long {longLines === 1 ? 'line' : 'lines'} at sentences
              </Button>
            )}
            <div className="flex flex-wrap items-end gap-3">
              {speakers.isError ? (
                // No voice list (e.g. the upstream service has no such extension): a style id by hand.
                <Field label="Voice (style id)" className="min-w-0 flex-1 basis-60">
                  <Input type="number" min={0} max={SPEAKER_ID_MAX} value={speaker} onChange={(e) => setSpeaker(Number(e.currentTarget.value))} />
                </Field>
              ) : (
                <Field
                  label="Voice"
                  className="min-w-0 flex-1 basis-60"
                  error={missingVoice ? `Voice style ${speaker}, kept from before, is not installed now: choose another to hear these lines.` : undefined}
                >
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
                    {missingVoice && <option value={speaker}>Voice style {speaker} (not installed)</option>}
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
              {speakers.error.code === 'not_offered_upstream' ? (
                <Alert tone="info">The hosted service behind this studio does not list its voices: enter the style id of the voice to use.</Alert>
              ) : (
                <ErrorMessage error={speakers.error} />
              )}
            </div>
          )}
        </Card>

        {(error !== null || notice || presetNote) && (
          <div className="space-y-2">
            <ErrorMessage error={error} />
            {notice && <Alert tone="info">{notice}</Alert>}
            {presetNote && <Alert tone="info">{presetNote}</Alert>}
          </div>
        )}

        {lines.length > 0 && <QueryEditorCard session={session} mode={mode} onMode={setMode} japanese={japanese} />}

        {player && <PlayerCard player={player} audio={audio} />}
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
