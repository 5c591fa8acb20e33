/**
 * Which of an installed Firefox Translations model's files is which, by the names Mozilla
 * gives them (model.enfr.intgemm.alphas.bin, lex.50.50.enfr.s2t.bin, vocab.enfr.spm, or
 * srcvocab.enzh.spm and trgvocab.enzh.spm where the two sides have their own vocabulary).
 * The server's model list and bench/quality both read a model folder through this.
 */
export interface BergamotFiles {
  model: string;
  shortlist?: string;
  /** One shared vocabulary, or the source's then the target's. */
  vocabs: string[];
}

/** The roles of a model's file names, or null when a model or vocabulary is missing. */
export function bergamotFilesOf(names: readonly string[]): BergamotFiles | null {
  const model = names.find((name) => /^model\..*\.bin$/.test(name));
  const shortlist = names.find((name) => /^lex\..*\.bin$/.test(name));
  const shared = names.find((name) => /^vocab\..*\.spm$/.test(name));
  const split = [names.find((name) => /^srcvocab\..*\.spm$/.test(name)), names.find((name) => /^trgvocab\..*\.spm$/.test(name))];
  const vocabs = shared ? [shared] : split.every(Boolean) ? (split as string[]) : [];
  if (!model || vocabs.length === 0) return null;
  return { model, ...(shortlist ? { shortlist } : {}), vocabs };
}
