import { z } from 'zod';
import { intBetween, mediaUrl } from './rules';
import { imageResult } from './image';
import { NUM_IMAGE_MAX } from './limits/face';
export * from './limits/face';

/**
 * Face studio. The local engine's catalogue lives here (ids, labels, descriptions), so the
 * engine, the provider, the page and the docs share one list; the engine's renderers are
 * keyed by these ids and TypeScript checks that every id has one.
 *
 * Decision (spec: style_id and age are "a value of the catalogue"): the contract accepts
 * any non-empty string, because the hosted service has its own catalogue; the local
 * provider answers a 400 listing its valid values for anything else.
 */

export const FACE_STYLES = [
  { id: 'cartoon', label: 'Cartoon', description: 'Flat, bright colour areas with bold ink outlines, like a Saturday-morning cartoon.' },
  { id: 'cel-anime', label: 'Cel anime', description: 'Anime cel shading: thin coloured lines, two or three flat tones per colour, sparkling eyes, rosy cheeks and a soft bloom.' },
  { id: 'pencil-sketch', label: 'Pencil sketch', description: 'Graphite (or sepia, or coloured pencil) drawing on paper: soft contour lines, hatching in the shadows, paper grain.' },
  { id: 'watercolour', label: 'Watercolour', description: 'Transparent washes that bleed into each other, darker pigment at the edges, granulation and paper texture.' },
  { id: 'oil-paint', label: 'Oil paint', description: 'Thick oil on canvas: brush-sized patches of colour, impasto relief catching the light, warm varnish.' },
  { id: 'pop-art', label: 'Pop art', description: 'Silkscreen pop art: four flat, loud inks from shadow to highlight, with black outlines.' },
  { id: 'comic-halftone', label: 'Comic halftone', description: 'Vintage comic-book print: heavy ink lines, flat primary colours and Ben-Day dots in the half-tones.' },
  { id: 'pixel-8bit', label: '8-bit pixel', description: 'Retro game sprite: big square pixels sized so the face stays readable, a console palette and ordered dithering.' },
  { id: 'vintage-film', label: 'Vintage film', description: 'A 1970s print: faded blacks, warm highlights and teal shadows, grain, halation, dust and a light leak kept off the face.' },
  { id: 'neon', label: 'Neon', description: 'Glowing neon tubes on a dark night: the outlines of the picture and of the face drawn in light.' },
  { id: 'clay', label: 'Clay', description: 'Plasticine figure: rounded flat forms, saturated modelling-clay colours, sculpted light and soft pressed-in features.' },
  { id: 'noir', label: 'Film noir', description: 'Black-and-white crime film: hard contrast, deep shadows, a key light on the face, venetian-blind shadows behind.' },
] as const;
export type FaceStyleId = (typeof FACE_STYLES)[number]['id'];
export const FACE_STYLE_IDS = FACE_STYLES.map((style) => style.id) as readonly FaceStyleId[];

/** Target ages of /face/age, in years (the catalogue's `age`). */
export const FACE_AGES = ['20', '30', '40', '50', '60', '70', '80'] as const;

/** Bundled makeup reference faces (the catalogue's `makeup_reference`, in this order). */
export const MAKEUP_REFERENCES = [
  { id: 'classic-red', label: 'Classic red' },
  { id: 'rose-nude', label: 'Rose nude' },
  { id: 'smoky-plum', label: 'Smoky plum' },
  { id: 'coral-gold', label: 'Coral and gold' },
  { id: 'berry-violet', label: 'Berry and violet' },
  { id: 'ocean-blue', label: 'Ocean blue' },
] as const;
export type MakeupReferenceId = (typeof MAKEUP_REFERENCES)[number]['id'];

/** Expressions the local engine can set: none (the catalogue's `expression` is empty). */
export const FACE_EXPRESSIONS: readonly string[] = [];

export const stylesRequest = z.object({});
export const styleCatalogue = z.looseObject({
  transform: z.array(z.string()).describe('Style ids usable as style_id.'),
  expression: z.array(z.string()).describe('Expressions the engine can set (the local engine: none).'),
  age: z.array(z.string()).describe('Values usable as age (years).'),
  makeup_reference: z.array(z.string()).describe('Image URLs usable as reference_image.'),
  // Extension (Prism Studio): labels and previews for the studio's gallery.
  styles: z
    .array(z.looseObject({ id: z.string(), label: z.string(), description: z.string(), preview: z.string() }))
    .optional()
    .describe('Extension: each style with a label, a description and the URL of a preview rendered by the engine from the sample face.'),
  makeup_references: z
    .array(z.looseObject({ id: z.string(), label: z.string(), url: z.string() }))
    .optional()
    .describe('Extension: each makeup reference with a label.'),
  sample_image: z.string().optional().describe('Extension: URL of the bundled sample face (public domain), usable as init_image.'),
});

// Decisions (spec: bounds and defaults "not shown"): num_image is 1 to 4 variations,
// default 1; each variation is seeded differently (variation 1 is the style's canonical
// look). prompt is optional free text, at most 500 characters, that nudges the style.
export const transformRequest = z.object({
  init_image: mediaUrl,
  prompt: z
    .string({ error: 'must be a string' })
    .max(500, 'must be at most 500 characters')
    .default('')
    .describe(
      'May be empty. The local engine reads colour words (red, orange, gold, green, teal, cyan, blue, purple, pink, warm, cool) for the accent hue, ' +
        'intensity words (subtle, soft, gentle, light / strong, bold, intense, extreme) for how far the style goes, and mood words ' +
        '(dark, moody / bright, sunny / vivid / muted, pastel / monochrome, black and white); other words are ignored.',
    ),
  style_id: z.string({ error: 'must be a string' }).min(1, 'must name a style from /face/styles'),
  num_image: intBetween(1, NUM_IMAGE_MAX).default(1).describe(`Number of variations, 1 to ${NUM_IMAGE_MAX}; each is different.`),
});
export const transformResult = imageResult.extend({ style_id: z.string() });

export const ageRequest = z.object({
  init_image: mediaUrl,
  age: z.string({ error: 'must be a string' }).min(1, 'must be a value of age from /face/styles'),
});
export const ageResult = imageResult.extend({ age: z.string() });

export const makeupRequest = z.object({ init_image: mediaUrl, reference_image: mediaUrl });
export const makeupResult = imageResult.extend({ reference_image: z.string() });
