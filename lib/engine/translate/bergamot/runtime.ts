import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { projectRequire } from '../../packages';
import { gemmPrecisionOf } from './marian-binary';

/**
 * Bergamot's translation engine (Marian compiled to WebAssembly, from the npm package
 * @browsermt/bergamot-translator) in this thread. The package's own Node wrapper does not
 * load (its worker is CommonJS in an ES-module package), so the Emscripten glue is run here
 * in a context of its own: an abort inside Marian leaves that instance unusable, and a new
 * context gives a fresh one without restarting the thread.
 *
 * Marian reports a fatal error by printing it and aborting; the printed "Error:" line is kept
 * and becomes the message of the BergamotError thrown to the caller.
 */
export class BergamotError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BergamotError';
  }
}

/** The model's files, as bytes: the Marian model, its lexical shortlist, its vocabularies. */
export interface ModelBytes {
  model: Uint8Array;
  /** Optional: without one, every output word is scored (slower, same result). */
  shortlist?: Uint8Array;
  /** One shared SentencePiece vocabulary, or source then target. */
  vocabs: Uint8Array[];
}

interface AlignedMemory {
  getByteArrayView(): Uint8Array;
  delete(): void;
}
interface NativeList<T> {
  push_back(value: T): void;
  size(): number;
  get(index: number): { getTranslatedText(): string };
  delete(): void;
}
interface NativeModel {
  delete(): void;
}
interface BergamotModule {
  AlignedMemory: new (size: number, alignment: number) => AlignedMemory;
  AlignedMemoryList: new () => NativeList<AlignedMemory>;
  TranslationModel: new (config: string, model: AlignedMemory, shortlist: AlignedMemory, vocabs: NativeList<AlignedMemory>, quality: null) => NativeModel;
  BlockingService: new (options: { cacheSize: number }) => {
    translate(model: NativeModel, input: NativeList<string>, options: NativeList<object>): NativeList<never>;
    translateViaPivoting(first: NativeModel, second: NativeModel, input: NativeList<string>, options: NativeList<object>): NativeList<never>;
  };
  VectorString: new () => NativeList<string>;
  VectorResponseOptions: new () => NativeList<object>;
  asm: Record<string, (...args: number[]) => number>;
}

const PACKAGE_WORKER = path.dirname(projectRequire.resolve('@browsermt/bergamot-translator/worker/bergamot-translator-worker.js'));

/** The engine's int8 matrix routines, which the wasm imports by these names and also carries as fallbacks. */
const GEMM_FALLBACKS: Record<string, string> = {
  int8_prepare_a: 'int8PrepareAFallback',
  int8_prepare_b: 'int8PrepareBFallback',
  int8_prepare_b_from_transposed: 'int8PrepareBFromTransposedFallback',
  int8_prepare_b_from_quantized_transposed: 'int8PrepareBFromQuantizedTransposedFallback',
  int8_prepare_bias: 'int8PrepareBiasFallback',
  int8_multiply_and_add_bias: 'int8MultiplyAndAddBiasFallback',
  int8_select_columns_of_b: 'int8SelectColumnsOfBFallback',
};

/**
 * Fixed decoding options, as Firefox runs these models: greedy search, one thread (the
 * wasm has one), sentences split per paragraph, the working memory Firefox gives them.
 */
const DECODING = {
  'beam-size': '1',
  normalize: '1.0',
  'word-penalty': '0',
  'cpu-threads': '0',
  'skip-cost': 'true',
  alignment: 'soft',
  quiet: 'true',
  'quiet-translation': 'true',
  'max-length-break': '128',
  'mini-batch-words': '1024',
  workspace: '128',
  'max-length-factor': '2.0',
};

let glue: { code: vm.Script; wasm: Promise<WebAssembly.Module> } | undefined;

/** The glue script and the compiled wasm, once per thread. */
function loadGlue() {
  glue ??= {
    code: new vm.Script(readFileSync(path.join(PACKAGE_WORKER, 'bergamot-translator-worker.js'), 'utf8'), { filename: 'bergamot-translator-worker.js' }),
    wasm: WebAssembly.compile(readFileSync(path.join(PACKAGE_WORKER, 'bergamot-translator-worker.wasm'))),
  };
  return glue;
}

/** A loaded model: free it when done (its memory stays with the wasm instance until then). */
export interface LoadedModel {
  readonly native: NativeModel;
  readonly runtime: BergamotRuntime;
}

export class BergamotRuntime {
  private broken = false;
  private readonly printed: string[] = [];

  private constructor(
    private readonly module: BergamotModule,
    private readonly service: InstanceType<BergamotModule['BlockingService']>,
    log: string[],
  ) {
    this.printed = log;
  }

  /** A fresh engine instance (about 40 ms: the wasm is compiled once per thread, instantiated per runtime). */
  static async create(): Promise<BergamotRuntime> {
    const { code, wasm: compiling } = loadGlue();
    const wasm = await compiling;
    const printed: string[] = [];
    const remember = (line: string) => {
      printed.push(String(line));
      if (printed.length > 20) printed.shift();
    };
    const Module: Record<string, unknown> = {};
    const ready = new Promise<BergamotModule>((resolve, reject) => {
      Object.assign(Module, {
        print: remember,
        printErr: remember,
        instantiateWasm(imports: WebAssembly.Imports, accept: (instance: WebAssembly.Instance) => void) {
          const gemm = Object.fromEntries(
            Object.entries(GEMM_FALLBACKS).map(([name, fallback]) => [name, (...args: number[]) => (Module.asm as BergamotModule['asm'])[fallback]!(...args)]),
          );
          WebAssembly.instantiate(wasm, { ...imports, wasm_gemm: gemm }).then(accept, reject);
          return {};
        },
        onRuntimeInitialized: () => resolve(Module as unknown as BergamotModule),
        onAbort: (what: unknown) => reject(new BergamotError(`the translation engine failed to start: ${String(what)}`)),
      });
    });
    const context = vm.createContext({ Module, WebAssembly, console, TextDecoder, TextEncoder, performance, crypto, setTimeout, clearTimeout });
    code.runInContext(context);
    const bergamot = await ready;
    return new BergamotRuntime(bergamot, new bergamot.BlockingService({ cacheSize: 0 }), printed);
  }

  /** False once Marian has aborted: the instance must be dropped and a new one made. */
  get usable(): boolean {
    return !this.broken;
  }

  loadModel(files: ModelBytes): LoadedModel {
    const precision = gemmPrecisionOf(files.model);
    const config = Object.entries({ ...DECODING, 'gemm-precision': precision })
      .map(([key, value]) => `${key}: ${value}`)
      .join('\n');
    // Bergamot copies each buffer into wasm memory at the alignment Marian's SIMD code needs.
    const model = this.aligned(files.model, 256);
    const shortlist = files.shortlist ? this.aligned(files.shortlist, 64) : new this.module.AlignedMemory(0, 64);
    const vocabs = new this.module.AlignedMemoryList();
    for (const vocab of files.vocabs) vocabs.push_back(this.aligned(vocab, 64));
    return { native: this.guard('loading the model', () => new this.module.TranslationModel(`${config}\n`, model, shortlist, vocabs, null)), runtime: this };
  }

  /**
   * Translates each text with one model, or two in a row (source → pivot → target, which
   * Bergamot does without leaving the engine). Plain text keeps its line breaks; `html`
   * keeps tags and entities where they belong in the translation.
   */
  translate(models: LoadedModel[], texts: string[], html: boolean): string[] {
    if (models.length < 1 || models.length > 2) throw new BergamotError(`a translation takes one or two models, not ${models.length}`);
    return this.guard('translating', () => {
      const input = new this.module.VectorString();
      const options = new this.module.VectorResponseOptions();
      for (const text of texts) {
        input.push_back(text);
        options.push_back({ alignment: false, html, qualityScores: false });
      }
      try {
        const [first, second] = models;
        const responses = second
          ? this.service.translateViaPivoting(first!.native, second.native, input, options)
          : this.service.translate(first!.native, input, options);
        try {
          return texts.map((_, i) => responses.get(i).getTranslatedText());
        } finally {
          responses.delete();
        }
      } finally {
        input.delete();
        options.delete();
      }
    });
  }

  free(model: LoadedModel): void {
    if (this.broken) return;
    model.native.delete();
  }

  private aligned(bytes: Uint8Array, alignment: number): AlignedMemory {
    const memory = new this.module.AlignedMemory(bytes.byteLength, alignment);
    memory.getByteArrayView().set(bytes);
    return memory;
  }

  /** Runs a call into Marian; an abort marks the instance broken and says what Marian printed. */
  private guard<T>(what: string, call: () => T): T {
    if (this.broken) throw new BergamotError('the translation engine stopped after an earlier error');
    this.printed.length = 0;
    try {
      return call();
    } catch (error) {
      if (!(error instanceof Error) || !/Aborted|RuntimeError|unreachable/.test(`${error.name} ${error.message}`)) throw error;
      this.broken = true;
      const said = this.printed.map((line) => /Error: (.*)$/.exec(line)?.[1]).find((line) => line && !line.startsWith('Aborted from'));
      throw new BergamotError(`Marian failed while ${what}: ${said ?? error.message}`);
    }
  }
}
