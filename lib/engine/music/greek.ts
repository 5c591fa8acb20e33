/**
 * Greek syllables and stress, as sung. Greek marks its stress (the tonos: "βροχή", "θάλασσα"),
 * so only the syllables need rules:
 *
 * - αι, ει, οι, υι and ου are one vowel each ("και", "είναι", "τραγούδι"), unless a diaeresis or
 *   an accent on the first letter parts them ("χαϊδεύω", "ρολόι");
 * - the υ of αυ, ευ and ηυ is a consonant (v, f): "αύριο" is "AV-rio";
 * - an unstressed i sound (ι, υ, ει, οι) between a consonant and a vowel glides into the vowel,
 *   as speech and song say it: "καρδιά" and "παιδιά" are two syllables, "αλήθεια" three.
 */

const VOWEL = /[αάεέηήιίϊΐοόυύϋΰωώ]/;
const ACCENTED = /[άέήίΐόύΰώ]/;
/** Letters for the i sound that glide before another vowel, unaccented. */
const GLIDE = /^(?:ι|υ|ει|οι|υι)$/;
const DIGRAPH = /^(?:αι|αί|ει|εί|οι|οί|υι|υί|ου|ού)$/;
const CONSONANT_Y = /^(?:αυ|αύ|ευ|εύ|ηυ|ηύ)$/;

/** The vowel nuclei of a Greek word (lower case, letters only), one per syllable. */
export function greekNuclei(word: string): string[] {
  const chars = [...word.replace(/ς/g, 'σ')];
  // Vowel letters grouped by the digraph rules, each group remembering whether a consonant came before it.
  const groups: { text: string; afterConsonant: boolean }[] = [];
  for (let at = 0; at < chars.length; at += 1) {
    const char = chars[at]!;
    if (!VOWEL.test(char)) continue;
    const pair = char + (chars[at + 1] ?? '');
    const afterConsonant = at > 0 && !VOWEL.test(chars[at - 1]!);
    if (DIGRAPH.test(pair)) {
      groups.push({ text: pair, afterConsonant });
      at += 1;
    } else if (CONSONANT_Y.test(pair)) {
      groups.push({ text: char, afterConsonant });
      at += 1;
    } else {
      groups.push({ text: char, afterConsonant });
    }
  }
  const nuclei: string[] = [];
  for (let i = 0; i < groups.length; i += 1) {
    const group = groups[i]!;
    const next = groups[i + 1];
    // "δι-ά" is "διά": the glide and the vowel straight after it (no consonant between) are one syllable.
    if (next && !next.afterConsonant && group.afterConsonant && GLIDE.test(group.text) && !ACCENTED.test(group.text)) {
      next.text = group.text + next.text;
      next.afterConsonant = true;
      continue;
    }
    nuclei.push(group.text);
  }
  return nuclei.length ? nuclei : [word];
}

/** The stressed nucleus: the one with the accent; a word written without one, its second-last. */
export function greekStress(nuclei: readonly string[]): number {
  const marked = nuclei.findIndex((nucleus) => ACCENTED.test(nucleus));
  return marked >= 0 ? marked : Math.max(0, nuclei.length - 2);
}

const ACCENT_ON: Record<string, string> = { α: 'ά', ε: 'έ', η: 'ή', ι: 'ί', ο: 'ό', υ: 'ύ', ω: 'ώ' };

/**
 * A word stressed three syllables from its end takes a second accent on its last before an
 * enclitic ("θάλασσα" + "μου" is "θάλασσά μου"); others are unchanged.
 */
export function beforeEnclitic(word: string): string {
  const nuclei = greekNuclei(word.toLowerCase());
  if (nuclei.length < 3 || greekStress(nuclei) !== nuclei.length - 3) return word;
  const last = nuclei.at(-1)!;
  const at = word.toLowerCase().lastIndexOf(last);
  // The accent goes on the group's last letter: a digraph's second ("ου" → "ού"), the vowel after a glide.
  const vowelAt = at + last.length - 1;
  const vowel = word[vowelAt]!;
  return word.slice(0, vowelAt) + (ACCENT_ON[vowel] ?? vowel) + word.slice(vowelAt + 1);
}
