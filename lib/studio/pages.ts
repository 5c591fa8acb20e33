/**
 * The studio's pages, in navigation order. `embed` pages have a chrome-less twin under
 * /embed/<slug> that a demo link can open in an iframe; `capability` is the API capability
 * a demo token for that page is scoped to.
 */
export interface StudioPage {
  slug: string;
  title: string;
  blurb: string;
  icon: string;
  capability: string | null;
  embed: boolean;
}

export const STUDIO_PAGES: StudioPage[] = [
  { slug: 'translate', title: 'Translator', blurb: 'Translate text between languages and detect the language of any text.', icon: '文', capability: 'translate', embed: true },
  { slug: 'image', title: 'Image enhancer', blurb: 'Unblur, upscale, remove backgrounds and colorize photos, with a before/after view.', icon: '◐', capability: 'image', embed: true },
  { slug: 'face', title: 'Face styles', blurb: 'Restyle portraits, change apparent age, and transfer makeup from a reference.', icon: '☺', capability: 'face', embed: true },
  { slug: 'music', title: 'Music composer', blurb: 'Compose songs from a description, or from a title, tags and lyrics.', icon: '♫', capability: 'music', embed: true },
  { slug: 'tts', title: 'Speech playground', blurb: 'Turn text into speech and shape every mora’s pitch and length.', icon: '◉', capability: 'tts', embed: true },
  { slug: 'chat', title: 'Chat', blurb: 'Talk with a language model that can call the studio’s own tools.', icon: '✦', capability: 'llm', embed: true },
  { slug: 'download', title: 'Downloader', blurb: 'Fetch the media and details of a post, reel or page by its URL.', icon: '⤓', capability: 'social', embed: true },
  { slug: 'models', title: 'Models', blurb: 'Install models to run on this machine, and see which the engine has loaded.', icon: '▦', capability: null, embed: false },
  { slug: 'account', title: 'Account', blurb: 'Your plan, your API keys, and demo links to share.', icon: '⚙', capability: null, embed: false },
  { slug: 'docs', title: 'API reference', blurb: 'Every endpoint, generated from the contract; the OpenAPI document.', icon: '{}', capability: null, embed: false },
];

export const EMBEDDABLE_PAGES = STUDIO_PAGES.filter((p) => p.embed);

export function studioPage(slug: string): StudioPage {
  const page = STUDIO_PAGES.find((p) => p.slug === slug);
  if (!page) throw new Error(`no studio page ${slug}`);
  return page;
}
