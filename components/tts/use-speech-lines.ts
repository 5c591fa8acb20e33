'use client';

import { useEffect, useRef, useState } from 'react';
import { MULTI_SYNTHESIS_MAX } from '@/lib/contract/limits/tts';
import type { AccentPhrase, AudioQuery } from '@/lib/contract/tts';
import { callEndpoint } from '@/lib/client';
import { sameOriginFileUrl } from '@/lib/client/file-links';
import { fileNamePart } from '@/lib/client/file-name';
import { ttsApi } from '@/lib/client/endpoints/tts';
import { editAccent, withSettings, type Settings } from './query-edit';

/** The WAV the player holds: what it is, and the name it is saved under. */
export interface Player {
  url: string;
  label: string;
  engine?: string;
  fileName: string;
}

export interface Line {
  text: string;
  /** The voice its query was made for: a query belongs to one voice. */
  speaker: number;
  query: AudioQuery;
  /** The user changed its accent, pitch, length or pauses: "Make the queries" keeps it. */
  edited?: boolean;
  /** The last WAV made from this line. */
  url?: string;
}

export type Busy = null | 'query' | 'synthesis' | 'accent';

/**
 * The playground's work with the API: one audio query per line of text, edits to the
 * selected line's query, and synthesis of one line (or from one phrase) or of all lines.
 * One call at a time (`busy`); its failure lands in `error`, a softer problem in `notice`.
 */
export function useSpeechLines(speaker: number, settings: Settings) {
  const [lines, setLines] = useState<Line[]>([]);
  const [selected, setSelected] = useState(0);
  const [player, setPlayer] = useState<Player | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const audio = useRef<HTMLAudioElement>(null);
  /** The voice of a run cut short: the next press for it completes that run. */
  const unfinished = useRef<{ speaker: number } | null>(null);
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

  async function createQueries(textLines: string[], forSpeaker = speaker) {
    if (textLines.length === 0) return;
    if (textLines.length > MULTI_SYNTHESIS_MAX) {
      setError(new Error(`text: at most ${MULTI_SYNTHESIS_MAX} lines at once`));
      return;
    }
    // Kept as they are (matched by text, for the same voice), not asked for again: a line the
    // user edited, whose edits were once lost to the next press; and every line of a run cut
    // short (a rate limit, say), so that the next press asks only for the rest.
    const completing = unfinished.current?.speaker === forSpeaker;
    const keep = lines.filter((l) => l.speaker === forSpeaker && (l.edited || completing));
    const made: Line[] = [];
    await guarded('query', async () => {
      try {
        for (const lineText of textLines) {
          const at = keep.findIndex((l) => l.text === lineText);
          const earlier = at >= 0 ? keep.splice(at, 1)[0] : undefined;
          made.push(earlier ?? { text: lineText, speaker: forSpeaker, query: await callEndpoint(ttsApi.audio_query, { text: lineText, speaker: forSpeaker }) });
        }
        unfinished.current = null;
        const kept = made.flatMap((l, i) => (l.edited ? [i + 1] : []));
        if (kept.length > 0) setNotice(`Your edits to ${kept.length === 1 ? `line ${kept[0]}` : `lines ${kept.join(', ')}`} were kept; “Reset line” makes a line's query afresh.`);
      } finally {
        if (made.length > 0 && made.length < textLines.length) {
          unfinished.current = { speaker: forSpeaker };
          setNotice(`${made.length === 1 ? 'Line 1 is' : `Lines 1–${made.length} are`} ready; press “Make the queries” again for the other ${textLines.length - made.length}.`);
        }
        if (made.length > 0) {
          setLines(made);
          setSelected(0);
          setPlayer(null);
        }
      }
    });
  }

  function updatePhrases(update: (phrases: AccentPhrase[]) => AccentPhrase[]) {
    setLines((all) => all.map((l, i) => (i === selected ? { ...l, query: { ...l.query, accent_phrases: update(l.query.accent_phrases) }, edited: true, url: undefined } : l)));
  }

  /** Drops the edits of one line: its query made again by the voice. */
  async function resetLine(index: number) {
    const target = lines[index];
    if (!target) return;
    await guarded('query', async () => {
      const query = await callEndpoint(ttsApi.audio_query, { text: target.text, speaker });
      setLines((all) => all.map((l, i) => (i === index ? { text: l.text, speaker, query } : l)));
    });
  }

  async function changeAccent(phrase: number, accent: number) {
    if (!line) return;
    const edited = editAccent(line.query.accent_phrases, phrase, accent);
    updatePhrases(() => edited);
    // As in the VOICEVOX editor, the melody and lengths follow the accent: the voice predicts them again.
    await guarded('accent', async () => {
      try {
        const predicted = await callEndpoint(ttsApi.mora_data, { speaker, accent_phrases: edited });
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
      callEndpoint(ttsApi.synthesis, {
        speaker,
        enable_interrogative_upspeak: settings.upspeak,
        input: withSettings(target.query, settings, fromPhrase),
      }),
    );
    const url = result?.audios[0] ? sameOriginFileUrl(result.audios[0]) : undefined;
    if (!url) return;
    if (fromPhrase === 0) setLines((all) => all.map((l, i) => (i === index ? { ...l, url } : l)));
    const label = fromPhrase > 0 ? `Line ${index + 1}, from phrase ${fromPhrase + 1}` : `Line ${index + 1}`;
    // Named after the line's words, so several saved lines are told apart (not speech (3).wav).
    setPlayer({ url, label, engine: result?.engine, fileName: `speech-${index + 1}-${fileNamePart(target.text, 'line', 40)}.wav` });
  }

  async function playAll() {
    const result = await guarded('synthesis', () =>
      callEndpoint(ttsApi.multi_synthesis, {
        speaker,
        enable_interrogative_upspeak: settings.upspeak,
        input: lines.map((l) => withSettings(l.query, settings)),
      }),
    );
    if (!result) return;
    const urls = result.audios.map(sameOriginFileUrl);
    setLines((all) => all.map((l, i) => ({ ...l, url: urls[i] })));
    setPlayer({ url: urls[urls.length - 1]!, label: `All ${lines.length} lines`, engine: result.engine, fileName: `speech-${fileNamePart(lines[0]?.text ?? '', 'all', 40)}-all-${lines.length}-lines.wav` });
  }

  /** Lines saved before a reload (draft.ts), as they were. */
  function restoreLines(saved: Line[], savedSelected: number) {
    setLines(saved);
    setSelected(savedSelected);
  }

  return { lines, line, selected, setSelected, player, audio, busy, error, setError, notice, createQueries, updatePhrases, changeAccent, resetLine, play, playAll, restoreLines };
}
