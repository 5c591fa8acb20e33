/**
 * Text folded for matching what a user typed (the chat's conversation search, the model
 * catalogue's filter): lower case, accents off ("Café" finds "cafe"), runs of space as one.
 * File names have their own rule (file-name.ts).
 */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ');
}

/** Whether every word of `query` is somewhere in `text` (in any order), both folded. */
export function hasEveryWord(text: string, query: string): boolean {
  const words = foldText(query).trim().split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText(text);
  return words.every((word) => haystack.includes(word));
}
