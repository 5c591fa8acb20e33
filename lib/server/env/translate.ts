import 'server-only';
import { z } from 'zod';
import { wholeNumber } from './rules';

/** Variables of the translate capability (documented in .env.example). */
export const translateEnv = {
  /**
   * Who translates for the local provider: apertium (this machine, default: installed
   * translation models for the pairs they cover, Debian's Apertium pairs for the rest) or
   * libretranslate (a LibreTranslate server at LIBRETRANSLATE_URL).
   * Language detection stays the bundled detector either way.
   */
  TRANSLATE_BACKEND: z.enum(['apertium', 'libretranslate'], { error: 'must be apertium or libretranslate' }).default('apertium'),
  /** Base URL of the LibreTranslate server, e.g. http://127.0.0.1:5000 (required for libretranslate). */
  LIBRETRANSLATE_URL: z.url({ error: 'must be an absolute URL such as http://127.0.0.1:5000' }).optional(),
  /** API key, when the LibreTranslate server requires one (sent as api_key). */
  LIBRETRANSLATE_API_KEY: z.string().min(1).optional(),
  /** Longest a LibreTranslate call may take (ms) before the request answers 504. */
  LIBRETRANSLATE_TIMEOUT_MS: wholeNumber(500, 120_000).default(15_000),
  /** Where the Apertium mode files are (Debian installs them in /usr/share/apertium/modes). */
  APERTIUM_MODES_DIR: z.string().min(1).default('/usr/share/apertium/modes'),
  /** Stop an Apertium pipeline after this many minutes without a request (0: keep it running). */
  APERTIUM_IDLE_MINUTES: wholeNumber(0, 24 * 60).default(30),
  /**
   * Stop the dictionaries that read a short text's language (one `lt-proc` per installed
   * language, some 400 MB together while they run) after this many seconds without a short
   * text to read (0: keep them running). Running, a check takes a few ms; starting them, ~0.4 s.
   */
  DETECT_ANALYSERS_IDLE_SECONDS: wholeNumber(0, 86_400).default(120),
  /**
   * Unload the language detector's n-gram tables (~400 MB, in a worker thread; a few seconds to
   * load again, the server answering meanwhile) after this many minutes without a text to read
   * (0: keep them loaded).
   */
  DETECTOR_IDLE_MINUTES: wholeNumber(0, 24 * 60).default(30),
} satisfies Record<string, z.ZodType>;
