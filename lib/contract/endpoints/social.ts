import { defineEndpoint } from '../define';
import { socialRoutes } from '../routes/social';
import * as social from '../social';

/** The social endpoints: method and path (routes/social.ts), schemas (social.ts) and examples of each operation. */
export const socialEndpoints = {
  download: defineEndpoint({
    ...socialRoutes.download,
    summary: 'Media and metadata of a social-media post, reel or page',
    request: social.downloadRequest,
    response: social.downloadResult,
    examples: {
      valid: [{ url: 'https://example.com/reel/abc' }],
      invalid: [
        { input: {}, field: 'url' },
        { input: { url: 'file:///etc/passwd' }, field: 'url' },
      ],
    },
  }),
  media: defineEndpoint({
    ...socialRoutes.media,
    errors: ['not_found'],
    summary: 'Save or preview one media item of a download result through the app',
    description:
      'Answers the media bytes, not an envelope (errors are envelopes): Content-Disposition with `name`, ' +
      'byte ranges (206) for previews. The URL is fetched with the safe fetcher within SOCIAL_MEDIA_MAX_BYTES; ' +
      'the schema below is the stored copy the bytes come from.',
    extension: true,
    request: social.mediaRequest,
    response: social.mediaResult,
    examples: {
      valid: [{ url: 'https://cdn.example.com/v/clip.mp4' }, { url: 'https://cdn.example.com/p/1.jpg', name: 'ana_post_1.jpg', disposition: 'inline' }],
      invalid: [
        { input: {}, field: 'url' },
        { input: { url: 'ftp://example.com/a.mp4' }, field: 'url' },
        { input: { url: 'https://cdn.example.com/a.mp4', name: '../../etc/passwd' }, field: 'name' },
        { input: { url: 'https://cdn.example.com/a.mp4', disposition: 'download' }, field: 'disposition' },
      ],
    },
  }),
} as const;
