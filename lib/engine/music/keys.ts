import { pitchClassOf, type Mode } from './theory';

/**
 * The key a text asks for, in normalised text (lower case): "in D minor", "key of Bb major",
 * "F# min", "e flat major"; and as Spanish, French, Italian, Portuguese and German write it:
 * "en la menor", "en ré mineur", "in si bemolle maggiore", "em dó maior", "in d-Moll",
 * "Fis-Dur". The Romance languages name notes in solfège (do is C); German names B flat "b"
 * and B "h", and sharps and flats by ending (-is, -es). A note is read only with its mode
 * after it: alone, "la" and "do" are an article and a verb, "a" and "b" words.
 */

const ENGLISH_KEY = /(?<= )([a-g])(?: ?(#|sharp|flat)|(b)(?= ?(?:major|minor|maj|min)(?= )))? ?-?(major|minor|maj|min)(?= )/;

const SOLFEGE: Record<string, number> = { do: 0, dó: 0, ut: 0, re: 2, ré: 2, mi: 4, fa: 5, fá: 5, sol: 7, la: 9, lá: 9, si: 11 };
const SHARPS = ['#', 'sostenido', 'dièse', 'diese', 'diesis', 'sustenido'];
const FLATS = ['b', 'bemol', 'bémol', 'bemolle'];
const MAJOR = ['mayor', 'majeur', 'maggiore', 'maior'];
const MINOR = ['menor', 'mineur', 'minore'];
const SOLFEGE_KEY = new RegExp(`(?<= )(${Object.keys(SOLFEGE).join('|')})(?: ?(${[...SHARPS, ...FLATS].join('|')}))? (${[...MAJOR, ...MINOR].join('|')})(?= )`);

const GERMAN: Record<string, number> = {
  c: 0, his: 0, cis: 1, des: 1, d: 2, dis: 3, es: 3, e: 4, fes: 4, eis: 5, f: 5, fis: 6, ges: 6, g: 7, gis: 8, as: 8, a: 9, ais: 10, b: 10, h: 11, ces: 11,
};
const GERMAN_KEY = new RegExp(`(?<= )(${Object.keys(GERMAN).join('|')})[- ]?(dur|moll)(?= )`);

/** A mode named without a note: "minor", "en tono menor", "mode mineur", "Moll". "Mayor" and "menor" alone are also "older" and "younger". */
const MODE_ONLY = /(?<= )(?:(?:tono|modo|tonalidad|tonalidade|tonalità|tonalité|mode|tom) (menor|mayor|maior)|(minor|major|mineur|majeur|minore|maggiore|moll|dur))(?= )/;

/** Every way of asking for a key, to take out of a description's subject ("sad song in D minor" is about nothing). */
export const KEY_PHRASES = new RegExp([ENGLISH_KEY, SOLFEGE_KEY, GERMAN_KEY, MODE_ONLY].map((pattern) => pattern.source).join('|'), 'g');

/** The key `text` asks for: a tonic (pitch class) and mode, or only a mode, or nothing. */
export function explicitKey(text: string): { tonic: number | null; mode: Mode | null } {
  const english = ENGLISH_KEY.exec(text);
  if (english) return { tonic: pitchClassOf(english[1]!, english[2] ?? english[3] ?? ''), mode: english[4]!.startsWith('maj') ? 'major' : 'minor' };
  const solfege = SOLFEGE_KEY.exec(text);
  if (solfege) {
    const shift = solfege[2] ? (SHARPS.includes(solfege[2]) ? 1 : -1) : 0;
    return { tonic: (SOLFEGE[solfege[1]!]! + shift + 12) % 12, mode: MAJOR.includes(solfege[3]!) ? 'major' : 'minor' };
  }
  const german = GERMAN_KEY.exec(text);
  if (german) return { tonic: GERMAN[german[1]!]!, mode: german[2] === 'dur' ? 'major' : 'minor' };
  const mode = MODE_ONLY.exec(text);
  if (!mode) return { tonic: null, mode: null };
  const word = mode[1] ?? mode[2]!;
  return { tonic: null, mode: ['major', 'mayor', 'maior', 'majeur', 'maggiore', 'dur'].includes(word) ? 'major' : 'minor' };
}
