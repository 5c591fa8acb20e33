/**
 * A genre named by its adjective in Russian, Ukrainian, Polish, Czech and Slovak, in the forms a
 * description puts it in: "джазовая песня", "джазову пісню", "piosenka jazzowa", "jazzovou
 * píseň". Each language's stem ("джазов", "jazzow") takes its endings for the three genders, the
 * accusative and the instrumental or locative a "song in the style of" puts it in.
 */

const ENDINGS = {
  // After к, г and х Russian writes и where it writes ы elsewhere ("классический", "джазовый").
  ru: (stem: string) => (/[кгх]$/u.test(stem) ? ['ая', 'ий', 'ое', 'ую', 'ой', 'ие', 'ом'] : ['ая', 'ый', 'ое', 'ую', 'ой', 'ые', 'ом']),
  uk: () => ['а', 'ий', 'е', 'у', 'ої', 'і', 'ому'],
  pl: () => ['a', 'y', 'e', 'ą', 'ej', 'ego'],
  cs: () => ['á', 'ý', 'é', 'ou', 'ém', 'ého'],
  sk: () => ['á', 'ý', 'é', 'ú', 'om', 'ého'],
} satisfies Record<string, (stem: string) => string[]>;

/** Stems by language; Slovak takes the Czech stem where it names none of its own. */
export interface AdjectiveStems {
  ru?: string;
  uk?: string;
  pl?: string;
  cs?: string;
  sk?: string;
}

export function slavicAdjectives(stems: AdjectiveStems): string[] {
  const withSlovak = { ...stems, sk: stems.sk ?? stems.cs };
  return (Object.keys(ENDINGS) as (keyof typeof ENDINGS)[]).flatMap((language) => {
    const stem = withSlovak[language];
    return stem ? ENDINGS[language](stem).map((ending) => stem + ending) : [];
  });
}
