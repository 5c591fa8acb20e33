import type { Capability } from './define';
import { routes } from './routes';

/**
 * The one table of capabilities: for each, its studio page, its embed twin (the chrome-less
 * page a demo link opens), the title and icon people see, and, through the route table, its
 * API paths. Pages, embed twins, navigation, demo links and the API reference derive from it;
 * `tests/unit/capability-table.test.ts` checks that every page, twin and API route it names exists.
 */
export interface CapabilityEntry {
  capability: Capability;
  /** The studio page: /<page>. */
  page: string;
  /** The embed twin: /embed/<embed>, or null when the capability has none. */
  embed: string | null;
  title: string;
  blurb: string;
  /** A character shown beside the title (decorative: hidden from screen readers). */
  icon: string;
}

export const CAPABILITY_TABLE = [
  { capability: 'translate', page: 'translate', embed: 'translate', title: 'Translator', blurb: 'Translate text between languages and detect the language of any text.', icon: '文' },
  { capability: 'image', page: 'image', embed: 'image', title: 'Image enhancer', blurb: 'Unblur, upscale, remove backgrounds and colorize photos, with a before/after view.', icon: '◐' },
  { capability: 'face', page: 'face', embed: 'face', title: 'Face styles', blurb: 'Restyle portraits, change apparent age, and transfer makeup from a reference.', icon: '☺' },
  { capability: 'music', page: 'music', embed: 'music', title: 'Music composer', blurb: 'Compose songs from a description, or from a title, tags and lyrics.', icon: '♫' },
  { capability: 'tts', page: 'tts', embed: 'tts', title: 'Speech playground', blurb: 'Turn text into speech and shape every mora’s pitch and length.', icon: '◉' },
  { capability: 'llm', page: 'chat', embed: 'chat', title: 'Chat', blurb: 'Talk with a language model that can call the studio’s own tools.', icon: '✦' },
  { capability: 'social', page: 'download', embed: 'download', title: 'Downloader', blurb: 'Fetch the media and details of a post, reel or page by its URL.', icon: '⤓' },
  { capability: 'imagegen', page: 'models', embed: null, title: 'Models', blurb: 'Install models to run on this machine, and see which the engine has loaded.', icon: '▦' },
  { capability: 'account', page: 'account', embed: null, title: 'Account', blurb: 'Your plan, your API keys, and demo links to share.', icon: '⚙' },
] as const satisfies readonly CapabilityEntry[];

export type CapabilityRow = (typeof CAPABILITY_TABLE)[number];
/** A capability with an embed twin: the ones a demo link can open. */
export type EmbeddableCapability = Extract<CapabilityRow, { embed: string }>['capability'];

export function capabilityEntry(capability: Capability): CapabilityEntry {
  const entry = CAPABILITY_TABLE.find((row) => row.capability === capability);
  if (!entry) throw new Error(`no capability ${capability} in the table`);
  return entry;
}

/** The paths under /api of one capability's endpoints, from the route table. */
export function apiPaths(capability: Capability): string[] {
  return Object.values(routes[capability]).map((route) => route.path);
}
