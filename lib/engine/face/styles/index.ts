import type { FaceStyleId } from '../../../contract/face';
import { comicHalftone, neon, pixel8bit, popArt } from './graphic';
import { oilPaint, pencilSketch, watercolour } from './painterly';
import { noir, vintageFilm } from './photo';
import { celAnime, cartoon, clay } from './toon';
import type { StyleDefinition } from './types';

/** The renderer of every style of the contract's catalogue (the Record type makes it complete). */
export const STYLES: Readonly<Record<FaceStyleId, StyleDefinition>> = {
  cartoon,
  'cel-anime': celAnime,
  'pencil-sketch': pencilSketch,
  watercolour,
  'oil-paint': oilPaint,
  'pop-art': popArt,
  'comic-halftone': comicHalftone,
  'pixel-8bit': pixel8bit,
  'vintage-film': vintageFilm,
  neon,
  clay,
  noir,
};
