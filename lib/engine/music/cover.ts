import sharp from 'sharp';
import type { GenreId } from './genres';
import type { MoodId } from './moods';
import { streamFor } from './random';

/**
 * The cover: an SVG composition drawn from the song (palette from genre and mood, a
 * horizon of shapes placed by the seed, the melody's contour as a line) with the title and
 * tags, rendered to PNG by sharp (librsvg).
 */

export interface CoverInput {
  title: string;
  tags: string;
  genre: GenreId;
  moods: MoodId[];
  seed: number;
  /** Melody pitches in order (drawn as a line); may be empty. */
  contour: number[];
  size?: number;
}

const GENRE_HUE: Record<GenreId, number> = {
  pop: 320, rock: 8, metal: 0, lofi: 265, hiphop: 35, edm: 190, reggae: 130, latin: 340, funk: 58, synthwave: 295, jazz: 28, ambient: 200, orchestral: 45, folk: 95, tango: 350, ska: 160, flamenco: 20, afrobeat: 110,
};

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Breaks a title into at most three lines of about `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if ((line + ' ' + word).trim().length > width && line) {
      lines.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) lines.push(line);
  if (lines.length > 3) return [...lines.slice(0, 2), `${lines.slice(2).join(' ').slice(0, width - 1)}…`];
  return lines.map((l) => (l.length > width + 4 ? `${l.slice(0, width + 3)}…` : l));
}

export function coverSvg(input: CoverInput): string {
  const size = input.size ?? 768;
  const rng = streamFor(input.seed, 'cover');
  const dark = input.moods.some((m) => ['sad', 'melancholic', 'dark', 'angry'].includes(m));
  const hue = (GENRE_HUE[input.genre] + rng.int(-25, 25) + 360) % 360;
  const accent = (hue + rng.pick([40, 150, 180, 210])) % 360;
  const light = dark ? 18 : 32;
  const shapes: string[] = [];
  // A sun or moon, and soft orbs.
  const sunX = rng.int(size * 0.25, size * 0.75);
  const sunY = rng.int(size * 0.2, size * 0.45);
  shapes.push(`<circle cx="${sunX}" cy="${sunY}" r="${rng.int(size * 0.12, size * 0.2)}" fill="url(#sun)"/>`);
  for (let i = 0; i < 7; i += 1) {
    shapes.push(
      `<circle cx="${rng.int(0, size)}" cy="${rng.int(0, size)}" r="${rng.int(size * 0.04, size * 0.22)}" fill="hsl(${(accent + rng.int(-30, 30) + 360) % 360} 80% ${rng.int(55, 75)}%)" opacity="${(0.08 + rng.next() * 0.18).toFixed(2)}"/>`,
    );
  }
  // Hills: three layered wave bands.
  for (let layer = 0; layer < 3; layer += 1) {
    const base = size * (0.58 + layer * 0.09);
    const amplitude = size * (0.05 - layer * 0.01);
    const phase = rng.next() * Math.PI * 2;
    const points: string[] = [`M0 ${size}`];
    for (let x = 0; x <= size; x += size / 24) {
      points.push(`L${x.toFixed(1)} ${(base + Math.sin(x / (size / (2 + layer)) + phase) * amplitude).toFixed(1)}`);
    }
    points.push(`L${size} ${size} Z`);
    shapes.push(`<path d="${points.join(' ')}" fill="hsl(${hue} 45% ${Math.max(6, light - 6 - layer * 5)}%)" opacity="${0.75 + layer * 0.08}"/>`);
  }
  // The melody as a glowing line across the sky.
  if (input.contour.length > 1) {
    const notes = input.contour.slice(0, 64);
    const low = Math.min(...notes);
    const high = Math.max(...notes, low + 1);
    const path = notes
      .map((pitch, i) => `${i ? 'L' : 'M'}${((i / (notes.length - 1)) * size).toFixed(1)} ${(size * 0.52 - ((pitch - low) / (high - low)) * size * 0.16).toFixed(1)}`)
      .join(' ');
    shapes.push(`<path d="${path}" fill="none" stroke="hsl(${accent} 90% 75%)" stroke-width="${(size / 200).toFixed(1)}" stroke-linejoin="round" opacity="0.8"/>`);
  }
  const titleLines = wrap(input.title, 16);
  const titleSize = Math.round(size * (titleLines.length > 2 ? 0.075 : 0.09));
  const title = titleLines
    .map((line, i) => `<text x="${size * 0.07}" y="${size * 0.8 + (i - titleLines.length + 1) * titleSize * 1.1}" font-size="${titleSize}" font-weight="700">${escapeXml(line)}</text>`)
    .join('');
  const tags = escapeXml(input.tags.length > 60 ? `${input.tags.slice(0, 59)}…` : input.tags);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% ${light}%)"/><stop offset="1" stop-color="hsl(${accent} 55% ${light + 22}%)"/></linearGradient>
<radialGradient id="sun"><stop offset="0" stop-color="hsl(${(accent + 20) % 360} 95% 85%)"/><stop offset="1" stop-color="hsl(${accent} 90% 60%)" stop-opacity="0.2"/></radialGradient>
</defs>
<rect width="${size}" height="${size}" fill="url(#sky)"/>
${shapes.join('\n')}
<g font-family="Noto Sans, Noto Sans CJK JP, DejaVu Sans, sans-serif" fill="#ffffff">
${title}
<text x="${size * 0.07}" y="${size * 0.9}" font-size="${Math.round(size * 0.032)}" opacity="0.85">${tags}</text>
</g>
</svg>`;
}

export async function renderCover(input: CoverInput): Promise<Uint8Array> {
  const png = await sharp(Buffer.from(coverSvg(input))).png({ compressionLevel: 8 }).toBuffer();
  return new Uint8Array(png);
}
