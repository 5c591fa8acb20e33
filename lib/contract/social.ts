import { z } from 'zod';
import { webUrl } from './rules';

export const downloadRequest = z.object({ url: webUrl });

// Decision (spec: "allowed values of type and ext: not shown").
export const CONTENT_TYPES = ['video', 'image', 'audio'] as const;

export const downloadResult = z.looseObject({
  username: z.string(),
  title: z.string(),
  metadata: z.looseObject({
    source: z.string().describe('Which extractor answered: a yt-dlp extractor name, or opengraph / json-ld / oembed.'),
    shortcode: z.string().describe('The post id on its site.'),
    comment_count: z.number(),
    like_count: z.number(),
    taken_at: z.number().describe('Publication time, Unix epoch seconds; 0 when unknown.'),
    comments: z.array(z.looseObject({ username: z.string(), text: z.string() })),
  }),
  contents: z.array(
    z.looseObject({
      type: z.enum(CONTENT_TYPES),
      ext: z.string().describe('File extension without the dot: mp4, jpg, m4a ...'),
      url: z.string(),
    }),
  ),
});
