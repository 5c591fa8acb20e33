import { fileStem } from '@/lib/client/file-name';
import { OUTSCALE_DEFAULT, REMBG_DEFAULTS } from '@/lib/contract/limits/image';
import type { RecentResult } from './history';
import type { SourceImage } from './source-picker';
import type { RunOutcome, RunRequest } from './use-image-run';

function summarise(request: RunRequest): string {
  switch (request.op) {
    case 'unblur': {
      const p = request.input.pipeline ?? {};
      return [p.bokeh?.replace('background_blur_', 'bokeh '), p.color_enhance].filter(Boolean).join(' · ') || 'defaults';
    }
    case 'superres':
      return `${request.input.outscale ?? OUTSCALE_DEFAULT}× upscale`;
    case 'rembg':
      return request.input.output === 'color' ? `on ${request.input.background_color}` : (request.input.output ?? REMBG_DEFAULTS.output);
    case 'colorize':
      return 'colorized';
  }
}

/** A finished run as this browser remembers it (history.ts): what was asked, before and after. */
export function recentResultOf(outcome: RunOutcome, request: RunRequest, source: SourceImage): RecentResult {
  const result = outcome.result as { images: string[]; backend_processing_time: number; width?: number; height?: number; note?: string; engine?: string };
  // The API gives no size for a cut-out or a colorized photo: they keep the source's.
  const sameSize = outcome.op === 'rembg' || outcome.op === 'colorize';
  return {
    id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    op: outcome.op,
    summary: summarise(request),
    before: source.preview,
    after: result.images[0]!,
    downloadName: `${fileStem(source.name, 'image')}-${outcome.op}`,
    width: result.width ?? (sameSize ? (source.width ?? undefined) : undefined),
    height: result.height ?? (sameSize ? (source.height ?? undefined) : undefined),
    seconds: result.backend_processing_time,
    note: result.note,
    engine: result.engine,
    at: Date.now(),
  };
}
