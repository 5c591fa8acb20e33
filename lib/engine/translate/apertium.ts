import { languageName } from './language-codes';
import { DEFAULT_MODES_DIR, discoverDirections, pipelineCommands, type Direction } from './modes';
import { ApertiumPipeline, type PipelineOptions } from './pipeline';
import { RouteTable } from './routes';
import { withSpanishOpeningMarks } from './spanish-marks';
import { deformat, reformat } from './stream-format';

export interface ApertiumOptions extends PipelineOptions {
  modesDir?: string;
}

export interface TranslatorLanguage {
  code: string;
  name: string;
  /** Languages this one reaches, directly or through pivots, nearest first. */
  targets: string[];
}

export class UnsupportedPairError extends Error {
  constructor(
    readonly source: string,
    readonly target: string,
  ) {
    super(`no installed translation from ${source} to ${target}`);
    this.name = 'UnsupportedPairError';
  }
}

export interface Translation {
  text: string;
  /** The languages the text went through, source first: ['en', 'es', 'pt']. */
  path: string[];
}

/**
 * Apertium as a translator: installed directions, chained through pivots when needed, each
 * direction a long-lived pipeline shared by every request (and every chain) that uses it.
 * The text is deformatted once, carried through the chain as an Apertium stream (so
 * superblanks survive every hop), and reformatted once.
 */
export class ApertiumTranslator {
  readonly routes: RouteTable;
  private readonly directions: Direction[];
  private readonly pipelines = new Map<string, ApertiumPipeline>();
  private readonly targetSet: Set<string>;

  constructor(private readonly options: ApertiumOptions = {}) {
    this.directions = discoverDirections(options.modesDir ?? DEFAULT_MODES_DIR);
    this.routes = new RouteTable(this.directions);
    this.targetSet = new Set(this.directions.map((d) => d.target));
  }

  private listing: TranslatorLanguage[] | undefined;

  /** Whether any direction is installed at all. */
  get installed(): boolean {
    return this.directions.length > 0;
  }

  /** Every language with what it can reach; languages only reached have no targets. */
  languages(): TranslatorLanguage[] {
    this.listing ??= this.routes
      .languages()
      .map((code) => ({ code, name: languageName(code), targets: this.routes.targets(code) }))
      .sort((a, b) => a.name.localeCompare(b.name));
    return this.listing;
  }

  /** The chain for a pair (codes may carry a region: pt-BR falls back to pt), or null. */
  plan(source: string, target: string): { source: string; target: string; chain: Direction[] } | null {
    const from = this.routes.resolveSource(source);
    const to = this.routes.resolveTarget(target, this.targetSet) ?? (source === target ? target : null);
    if (!from || !to) return null;
    const chain = this.routes.route(from, to);
    return chain ? { source: from, target: to, chain } : null;
  }

  async translate(text: string, source: string, target: string, signal?: AbortSignal): Promise<Translation> {
    const plan = this.plan(source, target);
    if (!plan) throw new UnsupportedPairError(source, target);
    if (plan.chain.length === 0) return { text, path: [plan.source] };
    let stream = deformat(text);
    for (const direction of plan.chain) stream = await this.pipeline(direction).translate(stream, signal);
    const translated = reformat(stream);
    // Apertium's pairs into Spanish write no ¿ or ¡ (spanish-marks.ts).
    return { text: plan.target === 'es' ? withSpanishOpeningMarks(translated) : translated, path: [plan.source, ...plan.chain.map((d) => d.target)] };
  }

  /** Starts the pipelines of a pair ahead of its first request. */
  warm(source: string, target: string): void {
    for (const direction of this.plan(source, target)?.chain ?? []) this.pipeline(direction).warm();
  }

  /** The running pipeline of one direction (started on first use). */
  pipeline(direction: Direction): ApertiumPipeline {
    let pipeline = this.pipelines.get(direction.mode);
    if (!pipeline) {
      pipeline = new ApertiumPipeline(direction.mode, () => pipelineCommands(direction), this.options);
      this.pipelines.set(direction.mode, pipeline);
    }
    return pipeline;
  }

  /** Stops every pipeline (tests, benches, shutdown). */
  close(): void {
    for (const pipeline of this.pipelines.values()) pipeline.close();
  }
}
