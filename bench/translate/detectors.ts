import { iso6393To1 } from 'iso-639-3/iso6393-to-1.js';

/**
 * The candidate detectors, each wrapped to answer one ISO 639-1 code ('' when it gives up).
 * Used by the candidate comparison and by the translate bench (franc is the peer there).
 */
export interface Candidate {
  name: string;
  detect: (text: string) => string;
}

// franc answers ISO 639-3 individual languages; fold the macrolanguage members to 639-1.
const MACRO: Record<string, string> = { cmn: 'zh', arb: 'ar', pes: 'fa', zlm: 'ms', ekk: 'et', lvs: 'lv', azj: 'az', uzn: 'uz', swh: 'sw', npi: 'ne', ydd: 'yi', plt: 'mg', khk: 'mn', gaz: 'om' };

export function fromIso3(code: string): string {
  if (!code || code === 'und') return '';
  return MACRO[code] ?? iso6393To1[code] ?? code;
}

const CLD3_OLD_CODES: Record<string, string> = { iw: 'he', in: 'id', ji: 'yi', jw: 'jv' };

/** Norwegian: detectors say 'no' or 'nb'; the studio says 'nb' (Bokmål, what they learn from). */
export function canonical(code: string): string {
  return code === 'no' ? 'nb' : code;
}

export async function loadCandidates(): Promise<Candidate[]> {
  const [tinyld, tinyldHeavy, eldLarge, eldMedium, franc, francMin, cld3] = await Promise.all([
    import('tinyld'),
    import('tinyld/heavy'),
    import('eld/large'),
    import('eld/medium'),
    import('franc'),
    import('franc-min'),
    import('cld3-asm'),
  ]);
  const cldFactory = await cld3.loadModule();
  const cld = cldFactory.create(0, 1000);
  return [
    { name: 'tinyld', detect: (t) => canonical(tinyld.detect(t)) },
    { name: 'tinyld/heavy', detect: (t) => canonical(tinyldHeavy.detect(t)) },
    { name: 'eld/large', detect: (t) => canonical(eldLarge.eld.detect(t).language) },
    { name: 'eld/medium', detect: (t) => canonical(eldMedium.eld.detect(t).language) },
    { name: 'franc', detect: (t) => canonical(fromIso3(franc.franc(t, { minLength: 3 }))) },
    { name: 'franc-min', detect: (t) => canonical(fromIso3(francMin.franc(t, { minLength: 3 }))) },
    {
      name: 'cld3-asm',
      detect: (t) => {
        const r = cld.findLanguage(t);
        const code = r.language.split('-')[0] ?? '';
        // CLD3 still answers a few withdrawn codes (iw for Hebrew, in for Indonesian).
        return r.is_reliable || r.probability > 0 ? canonical(CLD3_OLD_CODES[code] ?? code) : '';
      },
    },
  ];
}
