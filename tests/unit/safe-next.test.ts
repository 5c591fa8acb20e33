import { describe, expect, it } from 'vitest';
import { safeNext } from '@/components/account/safe-next';

/** The page the sign-in form goes to next (?next=): this site's paths only, as a browser reads them. */
describe('safeNext', () => {
  it('keeps a path of this site, with its query and fragment', () => {
    expect(safeNext('/translate?text=hi#top')).toBe('/translate?text=hi#top');
    expect(safeNext('/account')).toBe('/account');
  });

  it.each(['//evil.example', '/\\evil.example', '/\t/evil.example', '/\n/evil.example', '/\r\n/evil.example', '\\/evil.example', 'https://evil.example/', 'javascript:alert(1)', '', null])(
    'sends %j home instead of to another site',
    (next) => {
      expect(safeNext(next)).toBe('/');
      // What the form then navigates to stays on the studio's origin.
      expect(new URL(safeNext(next), 'https://studio.example').origin).toBe('https://studio.example');
    },
  );
});
