import type { AudioQuery } from '../../../contract/tts';

/**
 * What a Piper voice reads for an audio query: the IPA of its moras, clause by clause, as
 * eSpeak NG would have written it for Piper (piper-phonemize): each word's syllables joined,
 * the primary stress mark ˈ before the accented syllable, words split by spaces, and a new
 * clause after every pause. The query comes from the eSpeak NG voice of the same language
 * (audio_query on a Piper voice), so its mora texts are eSpeak's own IPA, and any edit a user
 * makes to a mora's text or to a word's accent reaches the voice.
 */
export function ipaClausesOf(query: Pick<AudioQuery, 'accent_phrases'>): string[] {
  const clauses: string[] = [];
  let words: string[] = [];
  const endClause = () => {
    if (words.length > 0) clauses.push(words.join(' '));
    words = [];
  };
  for (const phrase of query.accent_phrases) {
    const word = phrase.moras
      .filter((mora) => mora.vowel !== 'pau')
      .map((mora, index) => `${index + 1 === phrase.accent ? 'ˈ' : ''}${mora.text}`)
      .join('');
    if (word) words.push(word);
    if (phrase.pause_mora) endClause();
  }
  endClause();
  return clauses;
}
