import { MAX_CONTENTS, urlKey } from './post-fields';
import type { DownloadResult } from './types';

/**
 * yt-dlp's generic extractor finds a page's main video but reads little else (it calls the
 * host the "uploader" and the media file's name the id). The page's own metadata knows the
 * author, date, counts, comments and the other pictures. This keeps yt-dlp's media first
 * and fills every blank from the page.
 */
export function mergeWithPageMetadata(fromTool: DownloadResult, fromPage: DownloadResult): DownloadResult {
  const seen = new Set(fromTool.contents.map((c) => urlKey(c.url)));
  const extra = fromPage.contents.filter((c) => !seen.has(urlKey(c.url)));
  const tool = fromTool.metadata;
  const page = fromPage.metadata;
  const thumbnail = fromPage.thumbnail ?? fromTool.thumbnail;
  const description = fromTool.description ?? fromPage.description;
  return {
    ...fromTool,
    // The page's handle (JSON-LD alternateName, twitter:creator) over the generic display name.
    username: fromPage.username || fromTool.username,
    // The page's own title: the generic extractors number theirs ("A video (1)").
    title: fromPage.title || fromTool.title,
    ...(thumbnail ? { thumbnail } : {}),
    ...(description ? { description } : {}),
    metadata: {
      ...tool,
      // The generic id is the media file's name; the page's post id is the useful one.
      shortcode: page.shortcode || tool.shortcode,
      comment_count: tool.comment_count || page.comment_count,
      like_count: tool.like_count || page.like_count,
      taken_at: tool.taken_at || page.taken_at,
      comments: tool.comments.length ? tool.comments : page.comments,
    },
    contents: [...fromTool.contents, ...extra].slice(0, MAX_CONTENTS),
  };
}
