import { createSession, type ort } from './runtime';

/**
 * The contract between an installed image model (an ONNX file the model manager put in
 * MODELS_DIR) and the engines that run it: colorizers, face enhancers, frame enhancers and
 * age modifiers. Shared here because the image engine and the face engine both run such
 * models and never import each other.
 */

/** What a model does; at most one model of each kind stays resident. */
export type ImageModelKind = 'colorizer' | 'face-enhancer' | 'frame-enhancer' | 'age-modifier';

/** Where the weights come from: the installed file's path, or bytes (tests, generated graphs). */
export type ModelSource = { path: string } | { bytes: Uint8Array };

/** Names the engine that answered, for the result's `model` / `note` / `pipeline` fields. */
export interface ModelAnswer {
  /** Catalogue id of the model, e.g. `gfpgan_1.4`. */
  model: string;
  /** Where its pre- and post-processing come from, e.g. `facefusion/processors/modules/face_enhancer`. */
  reference: string;
}

export interface ImageModel<Input, Options, Output> {
  readonly id: string;
  readonly kind: ImageModelKind;
  /** Creates the ONNX Runtime session (once; later calls reuse it). */
  load(): Promise<void>;
  /** Runs on one picture; checks the shared cancel flag between tiles or faces. */
  run(input: Input, options?: Options): Promise<Output & { answer: ModelAnswer }>;
  /** Releases the session (its native memory). */
  unload(): Promise<void>;
  readonly loaded: boolean;
}

/** A lazily created session: the base every runner builds on. */
export class LazySession {
  private session: ort.InferenceSession | null = null;
  private pending: Promise<ort.InferenceSession> | null = null;

  constructor(private readonly source: ModelSource) {}

  get loaded(): boolean {
    return this.session !== null;
  }

  async get(): Promise<ort.InferenceSession> {
    if (this.session) return this.session;
    this.pending ??= createSession('path' in this.source ? this.source.path : this.source.bytes).then(
      (session) => (this.session = session),
      (error: unknown) => {
        this.pending = null;
        throw error;
      },
    );
    return this.pending;
  }

  async release(): Promise<void> {
    const session = this.session ?? (this.pending ? await this.pending.catch(() => null) : null);
    this.session = null;
    this.pending = null;
    await session?.release();
  }
}

/**
 * What every runner shares: its id, a session created on first use, load and unload (the
 * resident set calls them). A runner adds its kind and its run().
 */
export abstract class SessionModel {
  protected readonly session: LazySession;

  constructor(
    readonly id: string,
    source: ModelSource,
  ) {
    this.session = new LazySession(source);
  }

  get loaded(): boolean {
    return this.session.loaded;
  }

  async load(): Promise<void> {
    await this.session.get();
  }

  async unload(): Promise<void> {
    await this.session.release();
  }
}
