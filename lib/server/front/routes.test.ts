import { describe, expect, it } from 'vitest';
import { byPrecedence, matchRoute, segmentsOf, type ApiRoute } from './routes';

const table = byPrecedence(
  ['[...path]', 'demo-links', 'demo-links/[id]', 'files/[id]', 'translate/detect', 'keys/[id]', 'keys/mine'].map(
    (folder): ApiRoute<string> => ({ folder, segments: segmentsOf(folder), module: folder }),
  ),
);
const folderFor = (apiPath: string) => matchRoute(table, apiPath)?.route.folder ?? null;

describe('the API front route table', () => {
  it('reads parameters and rest segments from folder names as Next does', () => {
    expect(segmentsOf('demo-links/[id]')).toEqual([
      { kind: 'literal', value: 'demo-links' },
      { kind: 'param', name: 'id' },
    ]);
    expect(segmentsOf('[...path]')).toEqual([{ kind: 'rest', name: 'path' }]);
  });

  it('prefers a literal segment to a parameter, and a parameter to the rest', () => {
    expect(folderFor('/keys/mine')).toBe('keys/mine');
    expect(folderFor('/keys/abc')).toBe('keys/[id]');
    expect(folderFor('/translate/detect')).toBe('translate/detect');
    expect(folderFor('/translate/detect/more')).toBe('[...path]');
    expect(folderFor('/demo-links')).toBe('demo-links');
  });

  it('finds a parameterless route by its path as the full match would, and leaves every other spelling to it', () => {
    expect(matchRoute(table, '/translate/detect')).toEqual({ route: expect.objectContaining({ folder: 'translate/detect' }), params: {} });
    // Empty segments are dropped, as before the look-up existed.
    expect(folderFor('/translate//detect/')).toBe('translate/detect');
    // An encoded slash is one segment, not two: the rest route takes it.
    expect(matchRoute(table, '/translate%2Fdetect')).toEqual({ route: expect.objectContaining({ folder: '[...path]' }), params: { path: 'translate/detect' } });
    expect(folderFor('/keys%2Fmine')).toBe('[...path]');
    // An encoded letter still names the literal route.
    expect(folderFor('/keys/min%65')).toBe('keys/mine');
    // Each answer is its own object: a handler changing its params changes no other call's.
    expect(matchRoute(table, '/keys/mine')!.params).not.toBe(matchRoute(table, '/keys/mine')!.params);
  });

  it('decodes parameters and joins the rest', () => {
    expect(matchRoute(table, '/files/a%20b')?.params).toEqual({ id: 'a b' });
    expect(matchRoute(table, '/no/such/thing')?.params).toEqual({ path: 'no/such/thing' });
  });

  it('matches nothing for dot segments, undecodable escapes or the bare prefix', () => {
    expect(folderFor('/files/../keys/x')).toBeNull();
    expect(folderFor('/files/%zz')).toBeNull();
    expect(folderFor('/')).toBeNull();
  });
});
