/**
 * Japanese moras: the phonemes Open JTalk writes (consonant + vowel) and the katakana a
 * VOICEVOX query shows for them. One katakana per phoneme pair, so text and phonemes can be
 * converted both ways.
 */

/** Vowel phonemes: lower case voiced, upper case devoiced; N is ン, cl is ッ, pau a pause. */
export const VOICED_VOWELS = ['a', 'i', 'u', 'e', 'o'] as const;
export const DEVOICED_VOWELS = ['A', 'I', 'U', 'E', 'O'] as const;
export const MORA_VOWELS = [...VOICED_VOWELS, ...DEVOICED_VOWELS, 'N', 'cl'] as const;
export const PAUSE_VOWEL = 'pau';

export const CONSONANTS = [
  'b', 'by', 'ch', 'd', 'dy', 'f', 'g', 'gw', 'gy', 'h', 'hy', 'j', 'k', 'kw', 'ky', 'm', 'my',
  'n', 'ny', 'p', 'py', 'r', 'ry', 's', 'sh', 't', 'ts', 'ty', 'v', 'w', 'y', 'z',
] as const;

/** Consonants pronounced with the vocal folds vibrating: they carry the mora's pitch. */
export const VOICED_CONSONANTS: ReadonlySet<string> = new Set([
  'b', 'by', 'd', 'dy', 'g', 'gw', 'gy', 'j', 'm', 'my', 'n', 'ny', 'r', 'ry', 'v', 'w', 'y', 'z',
]);

// Rows: consonant, then the katakana for the vowels a i u e o ('-' where the pair has no kana).
const GRID = `
_ ア イ ウ エ オ
k カ キ ク ケ コ
g ガ ギ グ ゲ ゴ
s サ スィ ス セ ソ
z ザ ズィ ズ ゼ ゾ
t タ ティ トゥ テ ト
d ダ ディ ドゥ デ ド
n ナ ニ ヌ ネ ノ
h ハ ヒ - ヘ ホ
b バ ビ ブ ベ ボ
p パ ピ プ ペ ポ
m マ ミ ム メ モ
y ヤ - ユ イェ ヨ
r ラ リ ル レ ロ
w ワ ウィ ウゥ ウェ ウォ
f ファ フィ フ フェ フォ
v ヴァ ヴィ ヴ ヴェ ヴォ
ts ツァ ツィ ツ ツェ ツォ
sh シャ シ シュ シェ ショ
ch チャ チ チュ チェ チョ
j ジャ ジ ジュ ジェ ジョ
ky キャ キィ キュ キェ キョ
gy ギャ ギィ ギュ ギェ ギョ
ny ニャ ニィ ニュ ニェ ニョ
hy ヒャ ヒィ ヒュ ヒェ ヒョ
by ビャ ビィ ビュ ビェ ビョ
py ピャ ピィ ピュ ピェ ピョ
my ミャ ミィ ミュ ミェ ミョ
ry リャ リィ リュ リェ リョ
ty テャ - テュ テェ テョ
dy デャ - デュ デェ デョ
kw クヮ クィ クゥ クェ クォ
gw グヮ グィ グゥ グェ グォ
`;

const toKana = new Map<string, string>();
const toPhonemes = new Map<string, { consonant: string | null; vowel: string }>();

for (const line of GRID.trim().split('\n')) {
  const [consonant, ...cells] = line.trim().split(/\s+/);
  cells.forEach((kana, index) => {
    if (kana === '-') return;
    const c = consonant === '_' ? null : consonant!;
    const vowel = VOICED_VOWELS[index]!;
    toKana.set(`${c ?? ''}${vowel}`, kana);
    toPhonemes.set(kana, { consonant: c, vowel });
  });
}
toKana.set('N', 'ン');
toKana.set('cl', 'ッ');
toPhonemes.set('ン', { consonant: null, vowel: 'N' });
toPhonemes.set('ッ', { consonant: null, vowel: 'cl' });
// Spellings that read like another mora (ヲ is オ, ヂ is ジ ...): accepted, never produced.
for (const [kana, same] of [['ヲ', 'オ'], ['ヂ', 'ジ'], ['ヅ', 'ズ'], ['ヰ', 'イ'], ['ヱ', 'エ'], ['ヶ', 'ケ']] as const) {
  toPhonemes.set(kana, toPhonemes.get(same)!);
}

/** Katakana of a mora, from its phonemes (devoiced vowels read as their voiced kana). */
export function moraText(consonant: string | null | undefined, vowel: string): string {
  if (vowel === PAUSE_VOWEL) return '、';
  return toKana.get(`${consonant ?? ''}${vowel.toLowerCase()}`) ?? toKana.get(`${consonant ?? ''}${vowel}`) ?? `${consonant ?? ''}${vowel}`;
}

/** Phonemes of a katakana mora, or null when it is not one. */
export function moraPhonemes(kana: string): { consonant: string | null; vowel: string } | null {
  return toPhonemes.get(kana) ?? null;
}

export const isDevoiced = (vowel: string): boolean => (DEVOICED_VOWELS as readonly string[]).includes(vowel);

/**
 * The AquesTalk-like notation VOICEVOX writes in `kana`: ' after the accent nucleus, _ before a
 * devoiced mora, ？ at the end of an interrogative phrase, / between phrases and 、 at a pause.
 */
export function queryKana(
  phrases: ReadonlyArray<{ moras: ReadonlyArray<{ text: string; vowel: string }>; accent: number; pause_mora?: unknown; is_interrogative?: boolean }>,
): string {
  let text = '';
  phrases.forEach((phrase, i) => {
    const accent = phrase.accent === 0 ? phrase.moras.length : phrase.accent;
    phrase.moras.forEach((mora, j) => {
      if (isDevoiced(mora.vowel)) text += '_';
      text += mora.text;
      if (j + 1 === accent) text += "'";
    });
    if (phrase.is_interrogative) text += '？';
    if (i < phrases.length - 1) text += phrase.pause_mora ? '、' : '/';
  });
  return text;
}
