import { describe, expect, it } from 'vitest';
import { DEFAULT_TTS_CONFIG } from '../config';
import { audioQuery, moraData, TtsInputError } from '../index';
import { labelsToPhrases, phrasesToLabels } from './labels';
import { moraPhonemes, moraText, queryKana } from './moras';
import { openJtalkLabels, openJtalkReading, splitForOpenJtalk } from './openjtalk';

/** Open JTalk's labels, read into phrases and written back (real open_jtalk). */

const withoutWords = (label: string) => label.replace(/\/B:[^/]*\/C:[^/]*\/D:[^/]*/, '');

describe('full-context labels', () => {
  it.each(['こんにちは、今日はいい天気ですね？', '聞きました。はい、そうですか？ 学校へ行った'])(
    'written back from the phrases of "%s" equal Open JTalk\'s, word fields aside',
    async (text) => {
      const labels = await openJtalkLabels(text, DEFAULT_TTS_CONFIG);
      const phrases = labelsToPhrases(labels);
      const shapes = phrases.map((p) => ({
        moras: p.moras.map((m) => ({ consonant: m.consonant, vowel: m.vowel })),
        accent: p.accent,
        interrogative: p.interrogative,
        pauseAfter: p.pause !== null,
      }));
      expect(phrasesToLabels(shapes).map(withoutWords)).toEqual(labels.map((l) => withoutWords(l.label)));
    },
  );
});

describe('the reading of Japanese text', () => {
  it('is each word\'s pronunciation in katakana, as the dictionary gives it (は as a particle is ワ, a devoiced vowel still a mora)', async () => {
    expect(await openJtalkReading('雨が降る夜に君を想う', DEFAULT_TTS_CONFIG)).toBe('アメ ガ フル ヨル ニ キミ ヲ オモウ');
    expect(await openJtalkReading('今日は晴れ', DEFAULT_TTS_CONFIG)).toBe('キョー ワ ハレ');
    expect(await openJtalkReading('愛してる、ずっと', DEFAULT_TTS_CONFIG)).toBe('アイシ テル 、 ズット');
  });
});

describe('the audio query of Japanese text', () => {
  it('has VOICEVOX\'s phrases, accents, devoicing, interrogative flag and kana', async () => {
    const query = await audioQuery('こんにちは、今日はいい天気ですね？', 0);
    expect(query.kana).toBe("コンニチワ'、キョ'オワ/イ'イ/テ'ンキデ_スネ？");
    const [hello, today, , weather] = query.accent_phrases;
    expect(hello!.moras.map((m) => m.text).join('')).toBe('コンニチワ');
    expect(hello!.accent).toBe(5); // flat: the nucleus on the last mora, as VOICEVOX writes it
    expect(hello!.pause_mora).toMatchObject({ vowel: 'pau', text: '、', pitch: 0 });
    expect(today!.moras[0]).toMatchObject({ text: 'キョ', consonant: 'ky', vowel: 'o' });
    const su = weather!.moras.find((m) => m.text === 'ス')!;
    expect(su).toMatchObject({ vowel: 'U', pitch: 0 });
    expect(weather!.is_interrogative).toBe(true);
    for (const mora of query.accent_phrases.flatMap((p) => p.moras)) {
      expect(mora.vowel_length).toBeGreaterThan(0);
      if (mora.consonant) expect(mora.consonant_length).toBeGreaterThan(0);
      if (mora.vowel !== 'U' && mora.vowel !== 'I' && mora.vowel !== 'cl') expect(mora.pitch).toBeGreaterThan(4);
    }
    expect(query).toMatchObject({ speedScale: 1, pitchScale: 0, intonationScale: 1, volumeScale: 1, prePhonemeLength: 0.1, postPhonemeLength: 0.1, outputSamplingRate: 24000, outputStereo: false });
  });

  it('reads every line of a multi-line text, with a pause between lines', async () => {
    const query = await audioQuery('はい。\nいいえ', 0);
    const texts = query.accent_phrases.map((p) => p.moras.map((m) => m.text).join(''));
    expect(texts).toEqual(['ハイ', 'イイエ']);
    expect(query.accent_phrases[0]!.pause_mora?.vowel).toBe('pau');
  });

  it('reads a line longer than Open JTalk keeps (about 340 characters) to its end', async () => {
    const line = 'あいうえお、'.repeat(70) + 'おわり';
    expect(splitForOpenJtalk(line).length).toBeGreaterThan(1);
    const query = await audioQuery(line, 0);
    const moras = query.accent_phrases.flatMap((p) => p.moras);
    expect(moras.length).toBe(70 * 5 + 3);
    expect(moras.slice(-3).map((m) => m.text).join('')).toBe('オワリ');
  });

  it('reads a long line of Latin letters, which Open JTalk widens to three bytes each, without crashing it', async () => {
    // 419 characters: as UTF-8 one piece; as Open JTalk holds them, 1,257 bytes (it died at ~345 characters).
    const line = 'hello '.repeat(70).trim();
    expect(splitForOpenJtalk(line).length).toBe(2);
    const query = await audioQuery(line, 0);
    expect(query.accent_phrases.length).toBeGreaterThan(50);
  });

  it('refuses text read as one phrase of over 100 moras as a 400 on text that says how to mend it', async () => {
    // Half-width kana with no break: Open JTalk reads the 1,000 characters as one 300-mora phrase.
    const error = await audioQuery('ｱｲｳｴｵ'.repeat(200), 0).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TtsInputError);
    expect((error as TtsInputError).message).toBe('text: has a stretch of 300 moras with no break, more than the 100 one accent phrase holds; add spaces or punctuation');
  });

  it('gives an empty query for text with nothing to say', async () => {
    expect((await audioQuery('、、。', 0)).accent_phrases).toEqual([]);
    // Symbols open_jtalk turns into pauses alone, then fails on (exit 1): still nothing to say, not a 500;
    // 1,000 of them, whose warnings run past 8 KB before the verdict comes.
    expect((await audioQuery('!?'.repeat(500), 0)).accent_phrases).toEqual([]);
    expect((await audioQuery('\\'.repeat(20), 1)).accent_phrases).toEqual([]);
  });
});

describe('mora_data after an accent edit', () => {
  it('moves the melody with the accent: あめ (rain, accent 1) read as accent 2 (candy) rises', async () => {
    const query = await audioQuery('雨', 0);
    const [phrase] = query.accent_phrases;
    expect(phrase!.accent).toBe(1);
    expect(phrase!.moras[0]!.pitch).toBeGreaterThan(phrase!.moras[1]!.pitch);
    const [moved] = await moraData([{ ...phrase!, accent: 2 }], 0);
    expect(moved!.accent).toBe(2);
    expect(moved!.moras.map((m) => m.text)).toEqual(['ア', 'メ']);
    expect(moved!.moras[1]!.pitch).toBeGreaterThan(moved!.moras[0]!.pitch);
    for (const mora of moved!.moras) expect(mora.vowel_length).toBeGreaterThan(0.03);
  });

  it('re-measures an eSpeak NG word with its stress moved: the newly stressed syllable grows', async () => {
    const query = await audioQuery('I record it now', 100);
    const word = query.accent_phrases[1]!;
    expect(word.accent).toBe(2); // re-CORD, the verb
    const phrases = structuredClone(query.accent_phrases);
    phrases[1]!.accent = 1; // REC-ord, the noun
    const moved = (await moraData(phrases, 100))[1]!;
    expect(moved.moras[0]!.vowel_length).toBeGreaterThan(word.moras[0]!.vowel_length);
    expect(moved.moras[0]!.pitch).toBeGreaterThan(word.moras[0]!.pitch);
  });
});

describe('moras and kana', () => {
  it('map katakana and phonemes both ways', () => {
    expect(moraText('ky', 'o')).toBe('キョ');
    expect(moraText('sh', 'I')).toBe('シ');
    expect(moraText(null, 'N')).toBe('ン');
    expect(moraPhonemes('ヴァ')).toEqual({ consonant: 'v', vowel: 'a' });
    expect(moraPhonemes('ヲ')).toEqual({ consonant: null, vowel: 'o' });
  });

  it('write VOICEVOX\'s notation: accent mark, devoicing, pauses and questions', () => {
    const m = (text: string, vowel = 'a') => ({ text, vowel });
    expect(
      queryKana([
        { moras: [m('ア'), m('メ')], accent: 1, pause_mora: null, is_interrogative: false },
        { moras: [m('シ', 'I'), m('タ')], accent: 0, pause_mora: {}, is_interrogative: false },
        { moras: [m('カ')], accent: 1, pause_mora: null, is_interrogative: true },
      ]),
    ).toBe("ア'メ/_シタ'、カ'？");
  });
});
