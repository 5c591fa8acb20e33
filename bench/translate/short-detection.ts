/**
 * A word or two: the n-gram detector alone against the same with Apertium's dictionaries
 * (lib/engine/translate/lexicons.ts) and the greeting words (greetings.ts), on greetings and thanks in 21 languages and on the
 * evaluation set's short phrases, with the time a dictionary check takes (the first, which starts
 * the analysers, apart); then the detector alone on the Cyrillic languages' declarations.
 *
 *   npx tsx bench/translate/short-detection.ts
 */
import { WRITTEN_SAMPLES } from './detection-samples';
import { CYRILLIC_DECLARATIONS, udhrSamples } from './udhr-samples';
import { loadDetector } from '../../lib/engine/translate/detect';
import { closeAnalysers, detectWithLexicons, findAnalysers, languagesKnowing } from '../../lib/engine/translate/lexicons';

const GREETINGS: Array<[string, string]> = [
  ['Hello', 'en'], ['Hello world', 'en'], ['Thank you', 'en'], ['cat', 'en'], ['Good night', 'en'], ['Yes', 'en'],
  ['Merci', 'fr'], ['Bonjour', 'fr'], ['Merci beaucoup', 'fr'], ['Gracias', 'es'], ['Hola', 'es'], ['Buenos días', 'es'],
  ['Obrigado', 'pt'], ['Olá', 'pt'], ['Adeus', 'pt'], ['Grazie', 'it'], ['Ciao', 'it'], ['Buongiorno', 'it'],
  ['Kaixo', 'eu'], ['Eskerrik asko', 'eu'], ['Bon dia', 'ca'], ['Gràcies', 'ca'], ['Bos días', 'gl'], ['Dankon', 'eo'],
  ['Saluton', 'eo'], ['Mulțumesc', 'ro'], ['Danke', 'de'], ['Guten Tag', 'de'], ['Hallo', 'de'], ['Bitte', 'de'],
  ['Kiitos', 'fi'], ['Hej', 'sv'], ['Takk', 'nb'], ['Dank je', 'nl'], ['Спасибо', 'ru'], ['Благодарам', 'mk'],
  ['Dziękuję', 'pl'], ['Teşekkürler', 'tr'], ['Hvala', 'hr'], ['Takk fyrir', 'is'],
  // A greeting and a name, a number or a word (greetings.ts); and Catalan's "hi" (there), which is no greeting.
  ['Hi Anna', 'en'], ['Hi 2024', 'en'], ['Hi all', 'en'], ['Hey Tom', 'en'], ['Hola Anna', 'es'], ['Hallo Anna', 'de'],
  ['Ciao Marco', 'it'], ['Salut', 'fr'], ['Hi ha pa?', 'ca'], ['Hi havia', 'ca'],
];

async function main() {
  const detector = await loadDetector();
  const analysers = findAnalysers();
  console.log(`analysers: ${[...analysers.keys()].sort().join(' ')}`);
  // The analysers stay running between checks: the first starts them all.
  let started = performance.now();
  await languagesKnowing('Good morning', analysers);
  console.log(`first check, starting ${analysers.size} analysers: ${(performance.now() - started).toFixed(0)} ms`);
  started = performance.now();
  await languagesKnowing('Good evening', analysers);
  console.log(`next check: ${(performance.now() - started).toFixed(1)} ms`);
  const shorts = WRITTEN_SAMPLES.flatMap(({ lang, short }) => short.map((text) => [text, lang] as [string, string]));
  for (const [name, set] of [['greetings', GREETINGS], ['short phrases', shorts]] as const) {
    let alone = 0;
    let withDictionaries = 0;
    const setStarted = performance.now();
    for (const [text, lang] of set) {
      const before = detector.detect(text);
      const after = await detectWithLexicons(detector, text, analysers);
      if (before === lang) alone++;
      if (after === lang) withDictionaries++;
      if (before !== after) console.log(`  ${lang} ${JSON.stringify(text)}: ${before || '?'} → ${after || '?'}${after === lang ? '' : ' (wrong)'}`);
    }
    const ms = (performance.now() - setStarted) / set.length;
    console.log(`${name} (${set.length}): n-grams alone ${alone} right, with dictionaries ${withDictionaries}; ${ms.toFixed(1)} ms a text`);
  }
  // Cyrillic, where the n-grams tie within a hundredth on a few words (detect.ts reads the letters, then CLD3).
  for (const { lang, short, long } of udhrSamples({ short: 40, long: 10 }, CYRILLIC_DECLARATIONS)) {
    const right = (texts: string[]) => texts.filter((text) => detector.detect(text) === lang).length;
    console.log(`cyrillic ${lang} (UDHR): short ${right(short)}/${short.length}, long ${right(long)}/${long.length}`);
  }
  closeAnalysers();
}

void main();
