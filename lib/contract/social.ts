import { z } from 'zod';
import { webUrl } from './rules';
import { grouped } from './limits/figures';

export const downloadRequest = z.object({ url: webUrl });

// Decision (spec: "allowed values of type and ext: not shown").
export const CONTENT_TYPES = ['video', 'image', 'audio'] as const;

export const downloadResult = z.looseObject({
  username: z.string().describe('Handle or name of the author; empty when the page names none.'),
  title: z.string(),
  // Decision: extras the studio card shows; optional, so the hosted service's answers still fit.
  thumbnail: z.string().optional().describe('Cover picture URL, when the page has one.'),
  description: z.string().optional(),
  metadata: z.looseObject({
    source: z.string().describe('Which extractor answered: a yt-dlp extractor name, or opengraph / json-ld / oembed / twitter / html5.'),
    shortcode: z.string().describe('The post id on its site.'),
    comment_count: z.number(),
    like_count: z.number(),
    taken_at: z.number().describe('Publication time, Unix epoch seconds; 0 when unknown.'),
    comments: z.array(z.looseObject({ username: z.string(), text: z.string() })),
    webpage_url: z.string().optional().describe('The page the result was read from, after redirects.'),
  }),
  contents: z.array(
    z.looseObject({
      type: z.enum(CONTENT_TYPES),
      ext: z.string().describe('File extension without the dot: mp4, jpg, m4a ...'),
      url: z.string(),
      width: z.number().optional(),
      height: z.number().optional(),
      duration: z.number().optional().describe('Seconds, for video and audio.'),
    }),
  ),
});

/** Longest suggested file name for a saved media item. */
export const MEDIA_NAME_MAX = 200;

/**
 * Prism extension: save or preview one media item through the app. The server fetches the
 * URL with the safe fetcher (size and time caps, no private addresses) and answers the
 * bytes, with byte ranges and a Content-Disposition carrying `name`.
 */
export const mediaRequest = z.object({
  url: webUrl,
  name: z
    .string({ error: 'must be a string' })
    .min(1, `must be 1 to ${grouped(MEDIA_NAME_MAX)} characters`)
    .max(MEDIA_NAME_MAX, `must be 1 to ${grouped(MEDIA_NAME_MAX)} characters`)
    .regex(/^[^/\\\x00-\x1f\x7f]+$/, 'must be a file name without slashes or control characters')
    .optional()
    .describe('File name to save as; defaults to the last part of the URL.'),
  disposition: z
    .enum(['attachment', 'inline'], { error: 'must be attachment or inline' })
    .default('attachment')
    .describe('attachment saves the file; inline lets a page show it (previews).'),
});

/** The JSON part of the media answer: the stored copy the bytes come from. */
export const mediaResult = z.object({
  id: z.string(),
  url: z.string().describe('The stored copy: /api/files/<id>.'),
  content_type: z.string(),
  size: z.number(),
  name: z.string(),
});
