import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { composeSong } from '@/lib/engine/music/compose';
import { syllablesOf } from '@/lib/engine/music/lyrics';
import { speakWords, voiceFor } from '@/lib/engine/music/vocals/espeak';
import { spokenWords } from '@/lib/engine/music/vocals/lone-letters';
import { lyricsLanguage } from '@/lib/server/providers/local/lyrics-language';
import { lyricsReading } from '@/lib/server/providers/local/lyrics-reading';
import { unmarked } from '@/lib/engine/music/cyrillic';

const SPANISH = '[Verse]\nQuiero verte otra vez bajo la lluvia\nY cantar hasta que salga el sol\n[Chorus]\nMi corazón te llama en la noche\nY la ciudad se duerme sin amor';
const FRENCH = '[Verse]\nJe marche seul dans la nuit\nEt je pense à toi toujours\n[Chorus]\nMon amour, reviens vers moi';
const ENGLISH = '[Verse]\nWalking down the empty road\nLooking for the way back home';

describe('the language of given lyrics', () => {
  it('is read from their lines, for a song that is sung from them', async () => {
    const custom = (prompt: string, instrumental = false) => lyricsLanguage({ mode: 'advance', prompt, instrumental });
    expect(await custom(SPANISH)).toBe('es');
    expect(await custom(FRENCH)).toBe('fr');
    expect(await custom(ENGLISH)).toBe('en');
    // Nothing is sung: no language to find.
    expect(await custom(SPANISH, true)).toBeUndefined();
    expect(await custom('[Verse]\n\n[Chorus]')).toBeUndefined();
    // A description's language, for the lyrics written for it: Spanish, French, German, Italian or Portuguese when it says so in three
    // words or more; a word or two, or English, is left to the English bank.
    const described = (prompt: string) => lyricsLanguage({ mode: 'simple', prompt, instrumental: false });
    expect(await described('Una canción triste sobre la lluvia')).toBe('es');
    expect(await described('Un bolero triste')).toBe('es');
    expect(await described('Une chanson triste sur la pluie')).toBe('fr');
    expect(await described('Chanson douce pour mon chat')).toBe('fr');
    expect(await described('Ein trauriges Lied über den Regen')).toBe('de');
    expect(await described('Una canzone triste sulla pioggia')).toBe('it');
    expect(await described('Uma canção triste sobre a chuva')).toBe('pt');
    expect(await described('mariachi fiesta')).toBeUndefined();
    expect(await described('A happy lofi song about rainy mornings')).toBeUndefined();
    expect(await described('Energetic edm track, 128 bpm')).toBeUndefined();
    // Italian shares "una" with Spanish: the detector tells them apart.
    expect(await described('Una canzone sulla pioggia')).toBe('it');
    expect(await described('Een droevig liedje over de regen')).toBe('nl');
    expect(['id', 'ms']).toContain(await described('Lagu sedih tentang hujan di kota'));
    expect(await described('Yağmur hakkında hüzünlü bir şarkı')).toBe('tr');
    expect(await described('बारिश के बारे में एक उदास गाना')).toBe('hi');
    expect(await described('Грустная песня про дождь')).toBe('ru');
    expect(await described('Smutna piosenka o deszczu')).toBe('pl');
    expect(await described('Сумна пісня про дощ')).toBe('uk');
    expect(await described('Smutná píseň o dešti')).toBe('cs');
    expect(await described('Smutná pieseň o daždi')).toBe('sk');
    expect(await described('雨についての悲しい歌')).toBe('ja');
    expect(await described('一首关于雨的悲伤歌曲')).toBe('zh');
    expect(await described('비에 관한 슬픈 노래')).toBe('ko');
    expect(await described('Một bài hát buồn về mưa')).toBe('vi');
    expect(await described('Ένα λυπημένο τραγούδι για τη βροχή')).toBe('el');
    expect(await described('Un cântec trist despre ploaie')).toBe('ro');
    expect(await described('En sorglig låt om regnet')).toBe('sv');
    // An instrumental's description too: it is titled in its words ("Canción pop tranquila").
    expect(await lyricsLanguage({ mode: 'simple', prompt: 'Una canción pop tranquila para estudiar', instrumental: true })).toBe('es');
    // A word in one of them does not make an English description theirs.
    expect(await described('A sad piano song about 東京 at night')).toBeUndefined();
  }, 60_000);

  it('picks the singing voice, and the script does when the language is not known', () => {
    expect(voiceFor(SPANISH, 'female', 'es')).toBe('es+f3');
    expect(voiceFor(FRENCH, 'male', 'fr')).toBe('fr-fr+m3');
    expect(voiceFor('Olá, coração', 'male', 'pt')).toBe('pt-br+m3');
    expect(voiceFor(ENGLISH, 'male', 'en')).toBe('en-us+m3');
    expect(voiceFor('雨が降る', 'female')).toBe('ja+f3');
    expect(voiceFor(SPANISH, 'male')).toBe('en-us+m3');
    // A language eSpeak cannot speak falls back to the script's voice.
    expect(voiceFor('Привет', 'male', 'xx')).toBe('ru+m3');
    // Thai is sung in Thai; Hindi, Arabic and Thai lyrics the detector gave nothing for, by their script.
    expect(voiceFor('ฉันรักเธอ', 'female', 'th')).toBe('th+f3');
    expect([voiceFor('मेरा दिल', 'male'), voiceFor('يا حبيبي', 'male'), voiceFor('ฝนตก', 'male')]).toEqual(['hi+m3', 'ar+m3', 'th+m3']);
  });

  it("speaks a word in another script by its script's voice: the English voice spells Cyrillic letters' names", async () => {
    const options = { pitch: 50, speed: 135, timeoutMs: 20_000 };
    const [oh, rain, stay] = await speakWords(['Oh', 'дожде', 'stay'], { ...options, voice: 'en-us+m3' });
    const [russian] = await speakWords(['дожде'], { ...options, voice: 'ru+m3' });
    // eSpeak is deterministic: the word is the Russian voice's, the English words the English one's.
    expect(rain).toEqual(russian);
    expect(await speakWords(['Oh', 'stay'], { ...options, voice: 'en-us+m3' })).toEqual([oh, stay]);
    expect(oh!.length).toBeGreaterThan(0);
    // A voice of a Cyrillic language keeps its words: Serbian is not handed to Russian.
    const [serbian] = await speakWords(['песма'], { ...options, voice: 'sr+m3' });
    const [inRussian] = await speakWords(['песма'], { ...options, voice: 'ru+m3' });
    expect(serbian).not.toEqual(inRussian);
  }, 60_000);

  it('sings a marked letter alone as its sound where eSpeak would read its name ("é agudo", "dlouhé ó")', async () => {
    const options = { timeoutMs: 20_000 };
    // Portuguese "é" is named, its "ó" read as a word; the Czech and Slovak call "Ó" named; Italian "è" read.
    expect(await spokenWords(['tudo', 'é', 'ó', 'à'], { ...options, voice: 'pt-br+m3' })).toEqual(['tudo', 'e', 'ó', 'a']);
    expect(await spokenWords(['Ó', 'dešti'], { ...options, voice: 'cs+f3' })).toEqual(['O', 'dešti']);
    expect(await spokenWords(['ó'], { ...options, voice: 'sk+m3' })).toEqual(['o']);
    expect(await spokenWords(['è', 'à'], { ...options, voice: 'it+m3' })).toEqual(['è', 'à']);
    // What is sung: the vowel, not the name, which is several times as long.
    const speak = { pitch: 50, speed: 135, timeoutMs: 20_000, voice: 'pt-br+m3' };
    const [sung] = await speakWords(['é'], speak);
    const [bare] = await speakWords(['e'], speak);
    expect(sung).toEqual(bare);
    const [czech] = await speakWords(['Ó'], { ...speak, voice: 'cs+m3' });
    const [named] = await speakWords(['dlouhé ó'], { ...speak, voice: 'cs+m3' });
    expect(czech!.length).toBeLessThan(named!.length / 2);
  }, 60_000);

  it('sings Japanese kanji as their reading: eSpeak reads a kanji as "Chinese letter", and 雨 is two moras', async () => {
    const lyrics = '[Verse]\n雨が降る夜に\nあいしてる\n[Chorus]\n君を想う';
    const reading = await lyricsReading({ mode: 'advance', prompt: lyrics, instrumental: false }, 'ja');
    // Labels and lines of kana alone stay as written.
    expect(reading).toBe('[Verse]\nアメ ガ フル ヨル ニ\nあいしてる\n[Chorus]\nキミ ヲ オモウ');
    // The melody is made from the reading (one note a mora), the song's lyrics shown as written.
    const request = { mode: 'advance' as const, prompt: lyrics, title: '雨', tags: 'ballad', negativeTags: '', instrumental: false, seed: 3, language: 'ja' };
    const sung = composeSong({ ...request, reading });
    expect(sung.vocals.filter((note) => note.word === 'ア' || note.word === 'メ').length).toBeGreaterThanOrEqual(2);
    expect(sung.vocals.some((note) => /\p{Script=Han}/u.test(note.word))).toBe(false);
    expect(composeSong(request).vocals.some((note) => note.word === '雨')).toBe(true);
    // Not Japanese or Chinese, not given lyrics, or nothing sung: nothing to read.
    expect(await lyricsReading({ mode: 'advance', prompt: '[Verse]\nRain on the window', instrumental: false }, 'en')).toBeUndefined();
    // A description: its Japanese topic in kanji is read ("雨の歌" is about "雨", sung "アメ"); a Chinese one and kana are not.
    expect(await lyricsReading({ mode: 'simple', prompt: '雨の歌', instrumental: false }, 'ja')).toBe('アメ');
    expect(await lyricsReading({ mode: 'simple', prompt: '夏の夜についての明るい歌、30秒', instrumental: false }, undefined)).toBe('ナツノヨル');
    expect(await lyricsReading({ mode: 'simple', prompt: '关于雨的悲伤歌曲', instrumental: false }, undefined)).toBeUndefined();
    expect(await lyricsReading({ mode: 'simple', prompt: 'さくらのうた', instrumental: false }, 'ja')).toBeUndefined();
    expect(await lyricsReading({ mode: 'advance', prompt: lyrics, instrumental: true }, 'ja')).toBeUndefined();
  }, 60_000);

  it("sings Russian lyrics with their stresses where eSpeak's dictionary puts them, and a stress they mark themselves", async () => {
    const lyrics = '[Verse]\nМолоко течёт, болит голова\nДоро́га, колесо и белая трава';
    const reading = await lyricsReading({ mode: 'advance', prompt: lyrics, instrumental: false }, 'ru');
    // The rules alone stressed "мо-ЛО-ко", "ГО-ло-ва", "ко-ЛЕ-со"; "доро́га" is kept as marked, "течёт" by its ё.
    expect(reading).toBe('[Verse]\nМолоко́ течёт, боли́т голова́\nДоро́га, колесо́ и бе́лая трава́');
    const stressed = (text: string) => syllablesOf(text.split('\n')[1]!, 'ru').flatMap((s) => (s.stressed ? [`${s.word}${s.index}`] : []));
    expect(stressed(lyrics)).toEqual(['Молоко1', 'течёт1', 'болит1', 'голова1']);
    expect(stressed(reading!)).toEqual(['Молоко́2', 'течёт1', 'боли́т1', 'голова́2']);
    // The melody is made from the reading: the note on "ко́" falls on a beat.
    const request = { mode: 'advance' as const, prompt: lyrics, title: 'Молоко', tags: 'pop', negativeTags: '', instrumental: false, seed: 3, language: 'ru' };
    const song = composeSong({ ...request, reading });
    expect(song.beatsPerBar).toBe(4);
    const ko = song.vocals.find((note) => note.word === 'Молоко́' && note.syllableIndex === 2)!;
    expect(ko.start % 1).toBe(0);
    // The singer is given words without their marks: eSpeak does not ignore one ("молоко́" read "мо-ЛО-ко").
    const phonemes = (text: string) => execFileSync('espeak-ng', ['-v', 'ru', '-x', '-q', text], { encoding: 'utf8' }).trim();
    expect(phonemes('молоко́')).not.toBe(phonemes('молоко'));
    expect(phonemes(unmarked('молоко́'))).toBe("mVlVk'o");
    expect(unmarked('Молоко́, cafe\u0301')).toBe('Молоко, café');
    // Ukrainian is not read: eSpeak's Ukrainian voice stresses "в'ода" as the rules do.
    expect(await lyricsReading({ mode: 'advance', prompt: '[Verse]\nТече вода', instrumental: false }, 'uk')).toBeUndefined();
  }, 60_000);

  it('sings Chinese by eSpeak\'s pinyin voice, which reads its characters: its Mandarin voice says "你" as "ni three"', async () => {
    const lyrics = '[Verse]\n下雨了，我爱你\n[Chorus]\n中国的天空';
    expect(voiceFor(lyrics, 'male', 'zh')).toBe('cmn-latn-pinyin+m3');
    expect(voiceFor(lyrics, 'female')).toBe('cmn-latn-pinyin+f3');
    // Read as written: nothing to read first.
    expect(await lyricsReading({ mode: 'advance', prompt: lyrics, instrumental: false }, 'zh')).toBeUndefined();
    // eSpeak's own phonemes: the Mandarin voice falls into English for "你" (ni, "three"); the pinyin voice says n-i, tone 214.
    const phonemes = (voice: string, text: string) => execFileSync('espeak-ng', ['-v', voice, '-x', '-q', text], { encoding: 'utf8' }).trim();
    expect(phonemes('cmn', '你')).toContain('(en)');
    expect(phonemes('cmn-latn-pinyin', '我爱你')).toBe("w'o21_| 'ai51_| n'i214_|");
  });

  it('sings Chinese in traditional characters from simplified ones, which eSpeak reads better', async () => {
    const lyrics = '[Verse]\n天色漸暗 雲朵飄過\n[Chorus]\n無盡的夜';
    const reading = await lyricsReading({ mode: 'advance', prompt: lyrics, instrumental: false }, 'zh');
    expect(reading).toBe('[Verse]\n天色渐暗 云朵飘过\n[Chorus]\n无尽的夜');
    // eSpeak reads "雲朵" yún duǒ duo (three tones) and "盡" jǐn; "云朵" and "尽" as they are.
    const phonemes = (text: string) => execFileSync('espeak-ng', ['-v', 'cmn-latn-pinyin', '-x', '-q', text], { encoding: 'utf8' }).trim();
    expect(phonemes('雲朵').match(/\d+/g)).toHaveLength(3);
    expect(phonemes('云朵').match(/\d+/g)).toHaveLength(2);
    expect(phonemes('盡')).not.toBe(phonemes('尽'));
    // The notes are sung from the reading (the song's record keeps the lyrics as written).
    const request = { mode: 'advance' as const, prompt: lyrics, title: '夜', tags: 'ballad', negativeTags: '', instrumental: false, seed: 3, language: 'zh' };
    expect(composeSong({ ...request, reading }).vocals.map((note) => note.word).join('')).toContain('云朵');
    expect(composeSong(request).vocals.map((note) => note.word).join('')).toContain('雲朵');
    // A description: its topic in traditional characters, in simplified ones; a simplified one, or Japanese, is not read.
    expect(await lyricsReading({ mode: 'simple', prompt: '一首關於雲朵的歌', instrumental: false }, 'zh')).toBe('云朵');
    expect(await lyricsReading({ mode: 'simple', prompt: '一首关于云朵的歌', instrumental: false }, 'zh')).toBeUndefined();
    expect(await lyricsReading({ mode: 'advance', prompt: '[Verse]\n天色渐暗 云朵飘过', instrumental: false }, 'zh')).toBeUndefined();
  });

  it('sets the song in it: Spanish syllables and stresses on the beat', () => {
    const request = { mode: 'advance' as const, prompt: SPANISH, title: 'Lluvia', tags: 'pop ballad', negativeTags: '', instrumental: false, seed: 5 };
    const spanish = composeSong({ ...request, language: 'es' });
    expect(spanish.language).toBe('es');
    const syllablesOfWord = (song: typeof spanish, word: string) => song.vocals.filter((note) => note.word === word);
    // "co-ra-zón", "sal-ga", "ver-te" as Spanish sings them (English rules read a silent e in "verte").
    expect(syllablesOfWord(spanish, 'corazón').map((note) => note.syllableIndex)).toEqual([0, 1, 2]);
    expect(syllablesOfWord(spanish, 'salga')).toHaveLength(2);
    expect(syllablesOfWord(composeSong(request), 'verte')).toHaveLength(1);
    expect(syllablesOfWord(spanish, 'verte')).toHaveLength(2);
    // Every stressed syllable starts on a beat: "co-ra-ZÓN", "ciu-DAD", "a-MOR".
    const stressed = spanish.vocals.filter((note) => syllablesOf(note.word, 'es')[note.syllableIndex]?.stressed);
    expect(stressed.length).toBeGreaterThan(15);
    const onBeat = stressed.filter((note) => Math.abs(note.start - Math.round(note.start)) < 0.05);
    expect(onBeat.length / stressed.length).toBeGreaterThanOrEqual(0.95);
  });
});
