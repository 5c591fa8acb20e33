import { baseLanguage, SOURCE_ALSO_READS } from './language-codes';
import type { Direction } from './modes';

/**
 * The translation graph: languages are nodes, installed directions are edges. A pair with
 * no direct mode goes through pivots, by the shortest chain; among chains of the same
 * length the one through the best-resourced pivots wins (Apertium's Spanish, English and
 * Catalan data are the largest), so en→pt goes en→es→pt.
 */
export const PIVOT_PREFERENCE = ['es', 'en', 'ca', 'fr', 'pt', 'it', 'gl'];
/** Three hops is the most that still reads as a translation. */
export const MAX_HOPS = 3;

export class RouteTable {
  private readonly edges = new Map<string, Direction[]>();
  private readonly cache = new Map<string, Direction[] | null>();

  constructor(directions: Direction[]) {
    const add = (source: string, direction: Direction) => {
      const list = this.edges.get(source) ?? [];
      if (!list.some((d) => d.target === direction.target)) list.push(direction);
      this.edges.set(source, list);
    };
    for (const direction of directions) {
      add(direction.source, direction);
      for (const alias of SOURCE_ALSO_READS[direction.source] ?? []) add(alias, direction);
    }
    for (const list of this.edges.values()) list.sort((a, b) => rank(a.target) - rank(b.target) || a.target.localeCompare(b.target));
  }

  /** Every language that appears in an installed direction. */
  languages(): string[] {
    const all = new Set<string>(this.edges.keys());
    for (const list of this.edges.values()) for (const d of list) all.add(d.target);
    return [...all].sort();
  }

  /** The code to translate from: itself if it has directions, else its base (pt-BR → pt). */
  resolveSource(code: string): string | null {
    if (this.edges.has(code)) return code;
    const base = baseLanguage(code);
    return this.edges.has(base) ? base : null;
  }

  /** The code to translate into: itself if some direction produces it, else its base. */
  resolveTarget(code: string, targets: Set<string>): string | null {
    if (targets.has(code)) return code;
    const base = baseLanguage(code);
    return targets.has(base) ? base : null;
  }

  /** Everything reachable from a source within MAX_HOPS, nearest first. */
  targets(source: string): string[] {
    const seen = new Map<string, number>([[source, 0]]);
    let frontier = [source];
    for (let hop = 1; hop <= MAX_HOPS && frontier.length > 0; hop += 1) {
      const next: string[] = [];
      for (const node of frontier) {
        for (const d of this.edges.get(node) ?? []) {
          if (seen.has(d.target)) continue;
          seen.set(d.target, hop);
          next.push(d.target);
        }
      }
      frontier = next;
    }
    seen.delete(source);
    return [...seen.keys()];
  }

  /** The chain of directions from source to target, or null when none is installed. */
  route(source: string, target: string): Direction[] | null {
    const key = `${source}>${target}`;
    if (!this.cache.has(key)) this.cache.set(key, this.search(source, target));
    return this.cache.get(key)!;
  }

  // Breadth-first, expanding preferred pivots first: the first chain found is the shortest
  // and, among the shortest, the one through the preferred pivots.
  private search(source: string, target: string): Direction[] | null {
    if (source === target) return [];
    // How each language was reached: the direction taken and the language it was taken from
    // (not always direction.source: hr reaches en through the sh analyser).
    const via = new Map<string, { direction: Direction; from: string }>();
    const seen = new Set([source]);
    let frontier = [source];
    for (let hop = 1; hop <= MAX_HOPS && frontier.length > 0; hop += 1) {
      const next: string[] = [];
      for (const node of frontier) {
        for (const direction of this.edges.get(node) ?? []) {
          if (seen.has(direction.target)) continue;
          seen.add(direction.target);
          via.set(direction.target, { direction, from: node });
          if (direction.target === target) {
            const chain: Direction[] = [];
            for (let at = target; at !== source; at = via.get(at)!.from) chain.unshift(via.get(at)!.direction);
            return chain;
          }
          next.push(direction.target);
        }
      }
      frontier = next;
    }
    return null;
  }
}

function rank(code: string): number {
  const index = PIVOT_PREFERENCE.indexOf(code);
  return index === -1 ? PIVOT_PREFERENCE.length : index;
}
