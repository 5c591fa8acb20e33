import { OVERRIDE_BLOCK } from '@/lib/contract/limits/subtitles';

/**
 * A subtitle's override blocks ({\an8}, {\i1}) through an installed model. The model would
 * read them as words, so each goes as an empty <img> with its number, which Bergamot's HTML
 * mode carries to where its words land, as it does a tag, and is put back after. A text with
 * no markup of its own is escaped to be HTML for the trip (Bergamot then escapes & and < in
 * what it writes) and unescaped after.
 */
export interface KeptBlocks {
  text: string;
  html: boolean;
  restore(translation: string): string;
}

const BLOCK = new RegExp(OVERRIDE_BLOCK, 'g');
const PLACEHOLDER = /<img data-prism-kept="(\d+)"\s*\/?>/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#34': '"' };

export function keepOverrideBlocks(text: string, html: boolean): KeptBlocks {
  const blocks = text.match(BLOCK);
  if (!blocks) return { text, html, restore: (translation) => translation };
  const escape = (part: string) => (html ? part : part.replace(/[&<>]/g, (c) => ESCAPES[c]!));
  const parts = text.split(BLOCK);
  const sent = parts.map((part, i) => escape(part) + (i < blocks.length ? `<img data-prism-kept="${i}">` : '')).join('');
  const restore = (translation: string) => {
    const placed = new Set<number>();
    let out = translation.replace(PLACEHOLDER, (tag, n: string) => {
      const index = Number(n);
      if (placed.has(index) || index >= blocks.length) return '';
      placed.add(index);
      return `\u0000${index}\u0000`;
    });
    if (!html) out = out.replace(/&(amp|lt|gt|quot|apos|#39|#34);/g, (_, name: string) => ENTITIES[name]!);
    // A block the model dropped goes back in front, where subtitles keep theirs.
    const lost = blocks.filter((_, i) => !placed.has(i)).join('');
    return lost + out.replace(/\u0000(\d+)\u0000/g, (_, n: string) => blocks[Number(n)]!);
  };
  return { text: sent, html: true, restore };
}
