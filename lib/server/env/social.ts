import 'server-only';
import { z } from 'zod';
import { MB, wholeNumber } from './rules';

/** Variables of the social capability, the downloader (documented in .env.example). */
export const socialEnv = {
  /** The yt-dlp executable: a name on PATH or an absolute path (to run a newer release than Debian's). */
  YTDLP_PATH: z.string().min(1).default('yt-dlp'),
  /**
   * Who reads a post: auto (yt-dlp, then the page's own metadata when yt-dlp cannot),
   * ytdlp (yt-dlp only) or metadata (OpenGraph / Twitter card / JSON-LD / oEmbed only).
   */
  SOCIAL_EXTRACTOR: z.enum(['auto', 'ytdlp', 'metadata'], { error: 'must be auto, ytdlp or metadata' }).default('auto'),
  /** Longest a yt-dlp run may take before it is killed (ms). */
  SOCIAL_TIMEOUT_MS: wholeNumber(1_000, 300_000).default(30_000),
  /** yt-dlp runs at once (each a Python process of ~50 MB); ENGINE_QUEUE_LIMIT more wait, then a 503. */
  SOCIAL_CONCURRENCY: wholeNumber(1, 64).default(4),
  /** Largest media item the app saves or previews through GET /api/social/media. */
  SOCIAL_MEDIA_MAX_BYTES: wholeNumber(1_024, 2_048 * MB).default(100 * MB),
} satisfies Record<string, z.ZodType>;
