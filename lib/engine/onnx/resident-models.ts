import { grouped } from '@/lib/contract/limits/figures';
import type { ImageModelKind } from './image-model';

/**
 * Which installed models hold memory now. Rules (issue 20, "Speed and memory"): at most one
 * model of each kind is resident, and the estimated total stays under a limit the caller
 * reads from its configuration (MODELS_MAX_RESIDENT_MB on the server; the engine only takes
 * the number). Loading a model first unloads the previous one of its kind, then the least
 * recently used others until it fits.
 */

export interface Resident {
  id: string;
  kind: ImageModelKind | string;
  /** Estimated memory while loaded (weights and working buffers), in MB. */
  memoryMb: number;
  unload(): Promise<void>;
}

export class ModelTooLargeError extends Error {
  constructor(
    readonly id: string,
    readonly memoryMb: number,
    readonly limitMb: number,
  ) {
    super(`model ${id} needs about ${grouped(memoryMb)} MB, more than the resident limit of ${grouped(limitMb)} MB (MODELS_MAX_RESIDENT_MB)`);
    this.name = 'ModelTooLargeError';
  }
}

export class ResidentModels {
  private readonly residents: Resident[] = [];

  /** The limit in MB; a new limit applies from the next admit(). */
  constructor(public limitMb: number) {}

  /** Ids in least-recently-used order. */
  get ids(): string[] {
    return this.residents.map((r) => r.id);
  }

  get usedMb(): number {
    return this.residents.reduce((sum, r) => sum + r.memoryMb, 0);
  }

  /**
   * Makes room for `next` and records it as resident (most recently used). Call before
   * loading it; call again on every use so the order stays least-recently-used.
   */
  async admit(next: Resident): Promise<void> {
    await Promise.all(this.admitNow(next).map((evicted) => evicted.unload()));
  }

  /**
   * admit() for a caller that cannot wait (a runner handed out synchronously): the decision
   * is made now, and the evicted models are returned for the caller to unload. Throws
   * ModelTooLargeError at once for a model over the limit on its own.
   */
  admitNow(next: Resident): Resident[] {
    if (next.memoryMb > this.limitMb) throw new ModelTooLargeError(next.id, next.memoryMb, this.limitMb);
    const existing = this.residents.findIndex((r) => r.id === next.id);
    if (existing >= 0) {
      this.residents.push(...this.residents.splice(existing, 1));
      return [];
    }
    const evicted: Resident[] = [];
    const drop = (resident: Resident) => {
      this.residents.splice(this.residents.indexOf(resident), 1);
      evicted.push(resident);
    };
    // One of each kind: the previous model of this kind goes first.
    for (const other of this.residents.filter((r) => r.kind === next.kind)) drop(other);
    while (this.usedMb + next.memoryMb > this.limitMb && this.residents.length > 0) drop(this.residents[0]!);
    this.residents.push(next);
    return evicted;
  }

  /** Forgets a model that was unloaded another way (its idle time ran out). */
  forget(id: string): void {
    const index = this.residents.findIndex((r) => r.id === id);
    if (index >= 0) this.residents.splice(index, 1);
  }

  async evict(resident: Resident): Promise<void> {
    const index = this.residents.indexOf(resident);
    if (index >= 0) this.residents.splice(index, 1);
    await resident.unload();
  }

  async clear(): Promise<void> {
    while (this.residents.length > 0) await this.evict(this.residents[0]!);
  }
}
