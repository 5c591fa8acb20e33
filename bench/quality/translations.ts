import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApertiumTranslator } from '../../lib/engine/translate/apertium';
import { bergamotFilesOf } from '../../lib/engine/translate/bergamot/files';
import { testTranslationModel } from '../../lib/engine/translate/bergamot/test-model';
import runBergamotTask, { type InstalledTranslationModel } from '../../lib/engine/translate/bergamot/worker';
import { modelsDir } from './engines';
import { chrF } from './measures';

/**
 * The sentences the translation rows translate from English, with reference translations
 * (written for this bench). Spanish is Apertium's direct pair, French its pivot through
 * Spanish; an installed Firefox Translations model does either directly.
 */
export const REFERENCES: Array<{ en: string; es: string; fr: string }> = [
  { en: 'The library opens at nine in the morning.', es: 'La biblioteca abre a las nueve de la mañana.', fr: 'La bibliothèque ouvre à neuf heures du matin.' },
  { en: 'My brother lives in a small house near the river.', es: 'Mi hermano vive en una casa pequeña cerca del río.', fr: 'Mon frère habite dans une petite maison près de la rivière.' },
  { en: 'We need more water for the garden.', es: 'Necesitamos más agua para el jardín.', fr: "Nous avons besoin de plus d'eau pour le jardin." },
  { en: 'The children are playing in the park.', es: 'Los niños están jugando en el parque.', fr: 'Les enfants jouent dans le parc.' },
  { en: 'Where is the train station?', es: '¿Dónde está la estación de tren?', fr: 'Où est la gare ?' },
  { en: 'She bought three red apples at the market yesterday.', es: 'Ayer compró tres manzanas rojas en el mercado.', fr: 'Hier, elle a acheté trois pommes rouges au marché.' },
  { en: 'The weather will be cold and rainy tomorrow.', es: 'Mañana el tiempo será frío y lluvioso.', fr: 'Demain, le temps sera froid et pluvieux.' },
  { en: 'Please close the door when you leave.', es: 'Por favor, cierra la puerta cuando salgas.', fr: 'Veuillez fermer la porte quand vous partez.' },
];

const TARGETS = ['es', 'fr'] as const;
type Target = (typeof TARGETS)[number];
type Kind = 'built-in' | 'installed' | 'generated model';

/** The installed Firefox Translations model for en → target (the catalogue's folder name), if any. */
function installedModel(target: Target, dir = modelsDir()): InstalledTranslationModel | null {
  const id = `firefox-translations-en-${target}`;
  const folder = path.join(dir, id);
  if (!existsSync(folder)) return null;
  const files = bergamotFilesOf(readdirSync(folder));
  if (!files) return null;
  const inFolder = (name: string) => path.join(folder, name);
  return { id, from: 'en', to: target, model: inFolder(files.model), ...(files.shortlist ? { shortlist: inFolder(files.shortlist) } : {}), vocabs: files.vocabs.map(inFolder) };
}

/** The generated stand-in (one-layer Marian, random weights): its figures are the engine's own overhead only. */
function generatedModel(target: Target, folder: string): InstalledTranslationModel {
  const words = [...new Set(REFERENCES.flatMap((r) => `${r.en} ${r[target]}`.toLowerCase().match(/\p{L}+/gu) ?? []))];
  const generated = testTranslationModel({ words, favour: words.at(-1)! });
  const model = path.join(folder, `model.en${target}.bin`);
  const vocab = path.join(folder, `vocab.en${target}.spm`);
  writeFileSync(model, generated.model);
  writeFileSync(vocab, generated.vocab);
  return { id: `generated-en-${target}`, from: 'en', to: target, model, vocabs: [vocab] };
}

/**
 * chrF against the references and time per sentence, English to Spanish and to French, for
 * Apertium (built-in) or the Firefox Translations models (installed ones, else generated).
 */
export async function translationRow(engine: 'built-in' | 'firefox-translations'): Promise<{ kind: Kind; items: number; msPerItem: number; figures: string }> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'quality-translate-'));
  const apertium = new ApertiumTranslator({ idleMs: 0 });
  const kinds = new Set<Kind>();
  const figures: string[] = [];
  let computing = 0;
  try {
    for (const target of TARGETS) {
      let translate: (text: string) => Promise<string>;
      if (engine === 'built-in') {
        kinds.add('built-in');
        translate = async (text) => (await apertium.translate(text, 'en', target)).text;
        await translate('Hello.'); // starts the pipelines, which the server keeps running
      } else {
        const installed = installedModel(target);
        kinds.add(installed ? 'installed' : 'generated model');
        const model = installed ?? generatedModel(target, scratch);
        translate = async (text) => {
          const answer = await runBergamotTask({ models: [model], text, html: false });
          if (!answer.ok) throw new Error(answer.message);
          return answer.text;
        };
        await translate('Hello.'); // loads the model, as the first request does
      }
      const hypotheses: string[] = [];
      const started = performance.now();
      for (const { en } of REFERENCES) hypotheses.push(await translate(en));
      computing += performance.now() - started;
      figures.push(`chrF en→${target} ${chrF(hypotheses, REFERENCES.map((r) => r[target])).toFixed(1)}`);
    }
  } finally {
    apertium.close();
    rmSync(scratch, { recursive: true, force: true });
  }
  const items = REFERENCES.length * TARGETS.length;
  return { kind: [...kinds].join('+') as Kind, items, msPerItem: computing / items, figures: figures.join(', ') };
}
