import { describe, expect, it } from 'vitest';
import { parseLyrics, syllableCount, syllablesOf, wordsOf } from './lyrics';
import { nucleiOf } from './syllable-rules';
import { planSong } from './structure';

describe('lyrics', () => {
  it('splits sections at their labels', () => {
    const sections = parseLyrics('Opening line\n[Verse 1]\nFirst\n\nSecond\n[Pre-Chorus]\nUp\n[Chorus]\nHook (oh oh)\n[Bridge]\nTurn\n[Outro]\n[Guitar Solo]');
    expect(sections.map((s) => s.kind)).toEqual(['verse', 'verse', 'prechorus', 'chorus', 'bridge', 'outro', 'instrumental']);
    expect(sections[1]!.lines).toEqual(['First', 'Second']);
    expect(sections[3]!.lines).toEqual(['Hook oh oh']);
    expect(sections[6]!.label).toBe('Guitar Solo');
  });

  it('counts English syllables', () => {
    const cases: Record<string, number> = { rain: 1, window: 2, whispering: 3, love: 1, little: 2, loved: 1, wanted: 2, piano: 3, nation: 2, beautiful: 3, the: 1, tomorrow: 3, fire: 1, hopes: 1, kisses: 2,
      // As sung: -ing after a vowel, compounds with a silent e, and words the vowel groups miscount.
      going: 2, seeing: 2, being: 2, trying: 2, flying: 2, someone: 2, somewhere: 2, something: 2, everything: 3, everybody: 4, anywhere: 3, maybe: 2,
      every: 2, people: 2, quiet: 2, evening: 2, idea: 3 };
    for (const [word, count] of Object.entries(cases)) expect(syllableCount(word), word).toBe(count);
  });

  it('counts and stresses the syllables of other languages by their own rules when the language is known', () => {
    const read = (line: string, language: string) =>
      wordsOf(line).map((word) => {
        const syllables = syllablesOf(word, language);
        return `${syllables.length}:${syllables.findIndex((s) => s.stressed)}`;
      });
    // Spanish: a final e is sung ("muer-te"), strong vowels part ("po-e-ta", "dí-a"), weak ones
    // join ("cie-lo"); the accent marks the stress, else the second-last or (after a consonant
    // other than n or s) the last: "co-ra-ZÓN", "CIE-lo", "ciu-DAD", "a-MOR"; "la" has none.
    expect(read('muerte poeta día cielo corazón ciudad amor la canciones', 'es')).toEqual(['2:0', '3:1', '2:0', '2:0', '3:2', '2:1', '2:1', '1:-1', '3:1']);
    // English rules would have it otherwise: "muerte" one syllable, a silent e.
    expect(syllableCount('muerte')).toBe(1);
    expect(syllableCount('muerte', 'es')).toBe(2);
    // Italian: the second-last ("a-MO-re"), an accent on the last ("cit-TÀ").
    expect(read('amore città notte', 'it')).toEqual(['3:1', '2:1', '2:0']);
    // A short word of i or u and a vowel is two, stressed on the i or u ("MI-o", "DI-o"); not
    // "già" (the i only softens the g; the accent marks the stress, not a hiatus), "più" or
    // "qui"; longer words keep the pair ("PIA-no").
    expect(read('io mio Dio già più qui piano', 'it')).toEqual(['2:0', '2:0', '2:0', '1:0', '1:0', '1:0', '2:0']);
    // Words the rules would divide otherwise: "ciao" one syllable, "ad-DI-o", "gio-I-re".
    expect(read('ciao addio gioire', 'it')).toEqual(['1:0', '3:1', '3:1']);
    expect(read('dia rua qual', 'pt')).toEqual(['2:0', '2:0', '1:0']);
    // A weak vowel between two strong ones: "PRAI-a", "rai-AR", "mai-OR".
    expect(read('praia raiar maior', 'pt')).toEqual(['2:0', '2:1', '2:1']);
    // The u of "quê" only hardens the q, under a circumflex too: its vowel is ê ("você" rhymes with it).
    expect(nucleiOf('porquê', 'pt')).toEqual(['o', 'ê']);
    expect(read('dia dues', 'ca')).toEqual(['2:0', '2:0']);
    // Spanish writes the accent where it parts them ("mío"); "pie" and "dio" are one.
    expect(read('mío pie dio', 'es')).toEqual(['2:0', '1:0', '1:0']);
    // Portuguese: a tilde marks it when nothing else does ("co-ra-ÇÃO"), "a-MOR", "SAU-da-de".
    expect(read('coração amor saudade você', 'pt')).toEqual(['3:2', '2:1', '3:1', '2:1']);
    // French: the last sounded syllable; a final e after a consonant is silent ("MON-de" is one: "monde").
    expect(read('amour monde toujours', 'fr')).toEqual(['2:1', '1:0', '2:1']);
    // A verb's -ent is sung weak ("BRIL-lent", "tra-VER-sent"); a noun's or adverb's is stressed
    // ("mo-MENT", "sou-VENT"), as is "-ient" ("de-VIENT"); "chaque" is one, its u only hardens the q.
    expect(read("brillent traversent s'ouvrent moment souvent devient doucement chaque l'argent", 'fr')).toEqual(['2:0', '3:1', '2:0', '2:1', '2:1', '2:1', '3:2', '1:0', '2:1']);
    // A verb's -ment is as weak as any verb's -ent ("ils s'AI-ment", "se FER-ment"); an adverb's is not.
    expect(read("s'aiment ferment vraiment", 'fr')).toEqual(['2:0', '2:0', '2:1']);
    // German: the first, past an unstressed prefix in a longer word; a final e is sung ("LIE-be").
    expect(read('Liebe vergessen gehen', 'de')).toEqual(['2:0', '3:1', '2:0']);
    // A prefix before the stem is weak in two syllables too ("ver-LIEBT", "ge-SAGT", "be-KANNT"),
    // but not a first syllable before a mere ending ("GE-ben", "ER-de", "GES-tern").
    expect(read('verliebt gesagt bekannt geben Erde gestern', 'de')).toEqual(['2:1', '2:1', '2:1', '2:0', '2:0', '2:0']);
    expect(read('verliefd geluk geven beter', 'nl')).toEqual(['2:1', '2:1', '2:0', '2:0']);
    // Common words stressed later with no prefix to show it: "vor-BEI", "zu-RÜCK", "hi-NUN-ter", "Me-lo-DIE".
    expect(read('vorbei zurück hinunter Melodie', 'de')).toEqual(['2:1', '2:1', '3:1', '3:2']);
    // Dutch: past a prefix, and common words stressed later ("van-DAAG", "ri-VIER", "el-KAAR");
    // a diaeresis parts two vowels, in French too ("twee-ën", "na-ÏF", "No-ËL").
    expect(read('vandaag rivier elkaar geven verstomt tweeën', 'nl')).toEqual(['2:1', '2:1', '2:1', '2:0', '2:1', '2:0']);
    expect(read('naïf Noël', 'fr')).toEqual(['2:1', '2:1']);
    // Indonesian: every vowel a syllable ("sa-at", "la-ut", "ba-ik"), but a closing ai or au one
    // ("pan-TAI", "sau-DA-ra", "ba-gai-MA-na"); y a consonant ("ber-NYA-nyi"); the second-last stressed.
    expect(read('saat laut baik pantai saudara bagaimana bernyanyi', 'id')).toEqual(['2:0', '2:0', '2:0', '2:0', '3:1', '4:2', '3:1']);
    // Turkish: every vowel a syllable ("şi-ir", "sa-at"), the last stressed ("yağ-MUR"), but the
    // one before -yor ("ge-Lİ-yor", "ko-ŞU-yo-ruz") and the first of common adverbs ("ŞİM-di").
    expect(read('yağmur şiir saat geliyor koşuyoruz şimdi görürüm', 'tr')).toEqual(['2:1', '2:1', '2:1', '3:1', '4:1', '2:0', '3:2']);
    // Vietnamese writes a syllable a word, its vowels one nucleus however many ("chiều", "người", "khuya", "thuyền").
    expect(read('chiều người khuya thuyền mưa quê', 'vi')).toEqual(['1:0', '1:0', '1:0', '1:0', '1:0', '1:0']);
    expect(nucleiOf('người', 'vi')).toEqual(['ười']);
    // Greek: digraphs one vowel ("και", "τρα-γού-δι"), an unstressed i sound gliding into the vowel after it
    // ("καρ-διά", "α-λή-θεια", "ή-λιος"), αυ and ευ a vowel and a consonant ("αύ-ριο"), a diaeresis or an
    // accent on the first letter parting two ("χα-ϊ-δεύ-ουν", "ρο-λό-ι"); the accent is the stress.
    expect(read('καρδιά αλήθεια ήλιος τραγούδι αύριο χαϊδεύουν ρολόι θάλασσα ουρανός', 'el')).toEqual(['2:1', '3:1', '2:0', '3:1', '2:0', '4:2', '3:1', '3:0', '3:2']);
    expect(read('και', 'el')).toEqual(['1:-1']);
    // Romanian: diphthongs and triphthongs one syllable ("noap-te", "ceai"), a final i after a consonant none
    // ("o-chi" is "ochi"), a final -ie two ("bu-cu-ri-e"); the second-last stressed after a vowel, the last
    // after a consonant, the stem before -ul ("CE-rul"), common words as listed ("I-ni-ma", "CÂN-tec").
    expect(read('noapte ceai ochi bucurie lumină senin cerul inima cântec amândoi aici', 'ro')).toEqual(['2:0', '1:0', '1:0', '4:2', '3:1', '2:1', '2:0', '3:0', '2:0', '3:2', '2:1']);
    // …but an infinitive's stressed final i is one ("a iu-BI", "a tră-I"; "iubi" was one syllable), not a plural's or "dormi"'s.
    expect(read('iubi veni trăi răsări pomi dormi', 'ro')).toEqual(['2:1', '2:1', '2:1', '3:2', '1:0', '1:0']);
    // Swedish: every vowel a syllable ("le-en-de", "fi-ol"); the first stressed, common words as listed ("i-DAG", "ö-ver-ALLT").
    expect(read('leende fiol sommaren idag överallt förbi', 'sv')).toEqual(['3:0', '2:0', '3:0', '2:1', '3:2', '2:1']);
    // zu- is stressed in "ZU-kunft" but not in the adverbs and "zu-FRIE-den".
    expect(read('Zukunft zufrieden zuletzt', 'de')).toEqual(['2:0', '3:1', '2:1']);
    // English lyrics, or a language not known, keep the English rules.
    expect(read('remember the fire', 'en')).toEqual(read('remember the fire', ''));
    expect(syllablesOf('tonight', 'en').findIndex((s) => s.stressed)).toBe(1);
  });

  it('counts one syllable per CJK character and joins small kana', () => {
    expect(wordsOf('きょうは 晴れ')).toEqual(['きょ', 'う', 'は', '晴', 'れ']);
    expect(syllablesOf('雨が降る').length).toBe(4);
    // A long vowel mark is a mora of its own, sung on the vowel before it: "トーキョー" is four notes, not two.
    expect(wordsOf('トーキョー ラーメン すーぱー')).toEqual(['ト', 'オ', 'キョ', 'オ', 'ラ', 'ア', 'メ', 'ン', 'す', 'ウ', 'ぱ', 'ア']);
    // After ン or ッ, which have no vowel, it stays with them.
    expect(wordsOf('ンー')).toEqual(['ンー']);
  });

  it('counts the syllables of abugidas, abjads and alphabets beyond Latin', () => {
    const counts = (words: string) => words.split(' ').map((word) => syllableCount(word));
    // Hindi: a vowel sign replaces the consonant's "a", a virama kills it ("प्यार" pyār); the
    // "a" is silent at the end ("दिल" dil) and between sounded syllables ("आसमान" ās-mān,
    // "समझना" sa-majh-nā), but not after a nasal ("ज़िंदगी" zin-da-gī) or before a cluster ("नमस्ते").
    expect(counts('प्यार दिल कमल आसमान समझना धड़कन ज़िंदगी नमस्ते अकेला नहीं है')).toEqual([1, 1, 2, 2, 3, 2, 3, 3, 3, 2, 1]);
    // Bengali drops only the last; Punjabi and Gujarati as Hindi; Tamil's pulli and Telugu's,
    // Kannada's and Malayalam's viramas; Sinhala's own layout.
    expect(counts('মন আমার ভালোবাসা ਪਿਆਰ પ્રેમ காதல் ప్రేమ ಪ್ರೀತಿ സ്നേഹം ආදරය')).toEqual([1, 2, 4, 2, 1, 2, 2, 2, 2, 4]);
    // Abjads leave short vowels unwritten: a syllable for about every two letters.
    expect(counts('حبيبي قلبي أنا שלום')).toEqual([3, 2, 2, 2]);
    // Written vowels: Cyrillic (Ukrainian's і too), Greek, Armenian (ու one), Georgian; Ethiopic a syllable a letter.
    expect(counts('любовь пісня αγάπη սեր սիրում სიყვარული ፍቅር')).toEqual([2, 2, 3, 1, 2, 4, 3]);
    // Every Cyrillic vowel letter is a syllable, beside another too: "по-эт", "мо-и", "ра-ди-о" (were one, two, two).
    expect(counts('поэт мои радио своё ночь')).toEqual([2, 2, 3, 2, 1]);
  });

  it('stresses Hindi by weight: the heaviest syllable before the last, the last only when heavier still or the only heavy one', () => {
    const stressOf = (words: string) => words.split(' ').map((word) => syllablesOf(word, 'hi').findIndex((s) => s.stressed));
    // "BĀ-rish", "ki-NĀ-re", "khā-MO-shī", "ZIN-da-gī", "a-KE-lā"; "DU-ni-yā" (a last open long vowel is light);
    // "ka-DAM", "ba-HĀR", "mus-KĀN"; "na-HĪ̃" by name.
    expect(stressOf('बारिश किनारे खामोशी ज़िंदगी अकेला दुनिया कदम बहार मुस्कान नहीं')).toEqual([0, 1, 1, 0, 1, 0, 1, 1, 1, 1]);
    // Little words take none; other Brahmic scripts keep the first (Bengali, Tamil stress it).
    expect(stressOf('है')).toEqual([-1]);
    expect(syllablesOf('ভালোবাসা', 'bn').findIndex((s) => s.stressed)).toBe(0);
  });

  it('counts and stresses Polish: every vowel but an i before another, the second-last stressed, -yka the third-last', () => {
    const read = (words: string) => words.split(' ').map((word) => syllablesOf(word, 'pl').map((s) => (s.stressed ? '*' : '-')).join(''));
    // "NIE-bo", "MIA-sto", "DZI-siaj", "ro-ze-ŚMIA-na", "RĘ-ka" (ę a vowel), "MU-zy-ka", "a-ME-ry-ka"; "się" takes none.
    expect(read('niebo miasto dzisiaj roześmiana ręka muzyka Ameryka się')).toEqual(['*-', '*-', '*-', '--*-', '*-', '*--', '-*--', '-']);
  });

  it('counts and stresses Czech and Slovak: every vowel but a diphthong, a syllabic r or l between consonants, the first stressed', () => {
    const read = (words: string, language = 'cs') => words.split(' ').map((word) => syllablesOf(word, language).map((s) => (s.stressed ? '*' : '-')).join(''));
    // ě and ů are vowels ("ze-mě", "do-mů"); ou is one ("kou-pe-me"); r and l between consonants or last
    // after one are syllables ("srd-ce", "vl-na", "prst", "ví-tr", "jab-l-ko"), not before a vowel ("pravda")
    // nor after another liquid ("Karl-štejn"); the first stressed, and "se" takes none.
    expect(read('země domů koupeme srdce vlna prst vítr jablko pravda Karlštejn se')).toEqual(['*-', '*-', '*--', '*-', '*-', '*', '*-', '*--', '*-', '*-', '-']);
    // A one-consonant preposition goes with its word: "v srd-ci" is two syllables, not three.
    expect(wordsOf('V srdci zůstane jen rána', 'cs')).toEqual(['V srdci', 'zůstane', 'jen', 'rána']);
    expect(syllablesOf('V srdci zůstane jen rána', 'cs')).toHaveLength(8);
    // Slovak's ia, ie, iu and ô are one, its ŕ and ĺ syllables: "mi-lu-jem", "srd-ce", "vŕ-ba", "kôň".
    expect(read('piesne milujem vŕba kôň', 'sk')).toEqual(['*-', '*--', '*-', '*']);
  });

  it('stresses Russian words as marked in the lyric bank and the common words, else by the rules of their kind', () => {
    const stressOf = (words: string) => words.split(' ').map((word) => syllablesOf(word, 'ru').findIndex((s) => s.stressed));
    // Marked: "до-РО-га", "лю-БОВЬ", "ДЕ-вуш-ка", "ни-че-ГО", "те-БЯ", "ти-ши-НА"; "звёзды" typed "звезды" is known either way.
    expect(stressOf('дорога любовь девушка ничего тебя тишина звезды Москва')).toEqual([1, 1, 0, 2, 1, 2, 0, 1]);
    // Unknown: ё; "вос-по-ми-НА-ни-е", "ре-во-ЛЮ-ци-я"; verbs "гу-ЛЯТЬ", "сме-ЯТЬ-ся"; "кра-СИ-ва-я", "ЗА-пах".
    expect(stressOf('шёпот воспоминание революция гулять смеяться красивая запах')).toEqual([0, 3, 2, 1, 1, 1, 0]);
    // A one-consonant preposition is said with the word after it, which keeps its stress ("в КОМ-на-те", "с то-БОЙ").
    expect(wordsOf('В комнате эхо, с тобой и к тебе', 'ru')).toEqual(['В комнате', 'эхо', 'с тобой', 'и', 'к тебе']);
    expect(syllablesOf('В комнате с тобой', 'ru').map((s) => `${s.word}${s.index}${s.stressed ? '*' : ''}`)).toEqual(['В комнате0*', 'В комнате1', 'В комнате2', 'с тобой0', 'с тобой1*']);
    expect(wordsOf('Idę w deszcz z tobą', 'pl')).toEqual(['Idę', 'w deszcz', 'z tobą']);
    // Not in English, where a letter is a word of its own ("plan B", "x marks the spot").
    expect(wordsOf('x marks the spot')).toEqual(['x', 'marks', 'the', 'spot']);
    // Ukrainian words by Ukrainian's list and rules: "ко-ХАН-ня", "ба-ЖАН-ня", "спі-ВА-ти", "смі-Я-ти-ся", "У-кра-Ї-на".
    expect(['кохання', 'бажання', 'співати', 'сміятися', 'Україна'].map((word) => syllablesOf(word, 'uk').findIndex((s) => s.stressed))).toEqual([1, 1, 1, 1, 2]);
    // Little words take none; a Russian word in English lines is stressed the same way.
    expect(stressOf('и в не')).toEqual([-1, -1, -1]);
    expect(syllablesOf('Oh дорога').map((s) => s.stressed)).toEqual([true, false, true, false]);
  });

  it('splits Thai, Lao, Khmer and Burmese into words by their dictionary, and counts Thai and Lao vowels', () => {
    expect(wordsOf('ฉันรักเธอ ความรัก')).toEqual(['ฉัน', 'รัก', 'เธอ', 'ความ', 'รัก']);
    expect(wordsOf('ຂ້ອຍຮັກເຈົ້າ')).toEqual(['ຂ້ອຍ', 'ຮັກ', 'ເຈົ້າ']);
    // "หน้าต่าง" nâa-tàang has two vowels after consonants; "ฝน" fǒn none written.
    expect(syllablesOf('ฝนตกที่หน้าต่าง', 'th').map((s) => `${s.word}${s.index}`)).toEqual(['ฝน0', 'ตก0', 'ที่0', 'หน้าต่าง0', 'หน้าต่าง1']);
    // A leading vowel's syllable keeps the signs after its consonants ("เรา" rao, "เมือง" mueang,
    // "เป็น" pen); "ประเทศ" pra-thêet, "ສະບາຍດີ" sa-baai-dii.
    expect(['เรา', 'เมือง', 'เป็น', 'ประเทศ', 'ສະບາຍດີ'].map((word) => syllableCount(word))).toEqual([1, 1, 1, 2, 3]);
    // Arabic's comma is a breath like any other.
    expect(syllablesOf('يا حبيبي، يا نور', 'ar').filter((s) => s.breathAfter).map((s) => s.word)).toEqual(['حبيبي']);
  });

  it('places each line in time, longer lines getting more bars', () => {
    const sections = planSong(parseLyrics('[Verse]\nShort line\nThis line has a great many syllables in it to sing out loud tonight'), 100, null, [6]);
    expect(sections.map((s) => s.kind)).toEqual(['intro', 'verse', 'outro']);
    const [first, second] = sections[1]!.lines;
    expect(first!.beats).toBe(8);
    expect(second!.beats).toBe(16);
    expect(second!.startBeat).toBe(first!.startBeat + 8);
  });
});
