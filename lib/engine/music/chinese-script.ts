import * as OpenCC from 'opencc-js';

/**
 * Simplified and traditional Chinese characters, so that a description written in traditional
 * ones ("一首關於雨的悲傷歌曲", as Taiwan and Hong Kong write) gets its lyrics in them too. OpenCC's
 * tables (the opencc-js package) convert; Taiwan's forms are the traditional ones written ("裡",
 * "著"). Lyrics in traditional characters are sung from simplified ones, which eSpeak's dictionary
 * reads better. The bank's lines were read through after converting, and a test checks that each
 * changed character reads as the one it replaced (OpenCC writes "别着急" as "彆著急", biè for bié:
 * the bank says "不要着急").
 *
 * The tables are built the first time Chinese asks for them: they cost ~80 MB and ~240 ms (`node
 * -e` with opencc-js, the first converter), which a process that never sees Chinese should not pay.
 */

let converters: { toTraditional: (text: string) => string; toSimplified: (text: string) => string } | undefined;
function opencc() {
  converters ??= { toTraditional: OpenCC.Converter({ from: 'cn', to: 'tw' }), toSimplified: OpenCC.Converter({ from: 'tw', to: 'cn' }) };
  return converters;
}

/** `text` in traditional characters, Taiwan's forms; what is not Chinese is left as it is. */
export function inTraditional(text: string): string {
  return opencc().toTraditional(text);
}

/** `text` in simplified characters: what eSpeak, the singer, reads best ("盡" it reads jǐn, "尽" jìn). */
export function inSimplified(text: string): string {
  return opencc().toSimplified(text);
}

/**
 * Whether `text` is written in traditional characters: more of its characters exist only in
 * traditional writing ("關", "傷") than only in simplified ("关", "伤"). Most characters are
 * written alike in both ("雨", "歌"); a text of only those is not.
 */
export function writtenInTraditional(text: string): boolean {
  const characters = [...new Set(text.match(/\p{Script=Han}/gu) ?? [])];
  if (!characters.length) return false;
  const { toTraditional, toSimplified } = opencc();
  const onlyTraditional = characters.filter((character) => toSimplified(character) !== character).length;
  const onlySimplified = characters.filter((character) => toTraditional(character) !== character).length;
  return onlyTraditional > onlySimplified;
}
