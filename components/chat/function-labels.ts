import type { InternalFunction } from '@/lib/contract/llm';

/** How the studio names each built-in function (the list itself is the contract's INTERNAL_FUNCTIONS). */
export const FUNCTION_LABELS: Record<InternalFunction, { title: string; hint: string }> = {
  translate: { title: 'Translate', hint: 'Translate text between languages' },
  detect_language: { title: 'Detect language', hint: 'Name the language of a text' },
  text_to_speech: { title: 'Text to speech', hint: 'Speak a text aloud (audio players)' },
  generate_music: { title: 'Compose music', hint: 'Start composing a song' },
  enhance_image: { title: 'Enhance image', hint: 'Unblur and enhance an image by URL' },
  remove_background: { title: 'Remove background', hint: 'Cut out the subject of an image by URL' },
  download_social: { title: 'Read a post', hint: 'Fetch the media and details of a post by URL' },
  current_time: { title: 'Current time', hint: 'Today’s date and the time in any zone' },
  calculator: { title: 'Calculator', hint: 'Exact arithmetic and unit conversions' },
};
