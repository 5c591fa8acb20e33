import { describe, expect, it } from 'vitest';
import { proseKeysOf } from '@/lib/client/front-matter';
import { splitAroundCode } from '@/lib/client/split-markdown';
import { joinParts } from '@/lib/client/split-text';

const README = ['# Install', '', 'Run this first:', '', '```sh', 'npm install', 'echo "hello world"', '```', '', 'Then open the page.', '', '~~~', 'left open'].join('\n');

describe('prose with code blocks as parts for a translator', () => {
  it('keeps fenced code (closed or left open to the end) between the parts, exactly as written', () => {
    const split = splitAroundCode(README, 1500)!;
    expect(split.parts.map((part) => part.text)).toEqual(['# Install\n\nRun this first:', 'Then open the page.']);
    expect(joinParts(split, [])).toBe(README);
    expect(joinParts(split, ['# Instalar\n\nEjecuta esto primero:', 'Luego abre la página.'])).toBe(
      README.replace('# Install\n\nRun this first:', '# Instalar\n\nEjecuta esto primero:').replace('Then open the page.', 'Luego abre la página.'),
    );
  });

  it('reads a fence as Markdown does: at a line start, up to three spaces in, closed by the same character', () => {
    const text = 'Say ```inline``` here.\n\n   ~~~~py\nx = 1\n```\nstill code\n~~~~\nAfter.';
    const split = splitAroundCode(text, 1500)!;
    expect(split.parts.map((part) => part.text)).toEqual(['Say ```inline``` here.', 'After.']);
    expect(joinParts(split, [])).toBe(text);
  });

  it('cuts long prose between the blocks as any text is cut', () => {
    const prose = 'Word after word. '.repeat(10).trim();
    const split = splitAroundCode(`${prose}\n\n\`\`\`\ncode\n\`\`\`\n`, 60)!;
    expect(split.parts.length).toBeGreaterThan(2);
    expect(split.parts.every((part) => part.text.length <= 60 && !part.text.includes('code'))).toBe(true);
  });

  it('is not needed for text without a fence, nor for nothing but code', () => {
    expect(splitAroundCode('Plain words, `inline` code only.', 1500)).toBeNull();
    expect(splitAroundCode('```\nonly code\n```', 1500)).toBeNull();
  });

  it("keeps a file's front matter (YAML or TOML) as written but for the values a reader sees: its keys are a site generator's, not prose", () => {
    const post = '---\ntitle: The old lighthouse\ntags: [sea, light]\n---\n\nThe old lighthouse stood at the edge of the harbour.\n';
    const split = splitAroundCode(post, 1500)!;
    expect(split.parts.map((part) => part.text)).toEqual(['The old lighthouse', 'The old lighthouse stood at the edge of the harbour.']);
    expect(joinParts(split, ['El faro viejo', 'El viejo faro estaba al borde del puerto.'])).toBe(
      '---\ntitle: El faro viejo\ntags: [sea, light]\n---\n\nEl viejo faro estaba al borde del puerto.\n',
    );
    // Untranslated, every part comes back as written.
    expect(joinParts(split, [])).toBe(post);
    // TOML, a YAML document closed by "...", an empty one, and fences after it.
    expect(splitAroundCode('+++\ntitle = "Hi"\n+++\nHello.', 1500)!.parts.map((part) => part.text)).toEqual(['Hi', 'Hello.']);
    expect(splitAroundCode('---\na: 1\n...\nHello.', 1500)!.parts.map((part) => part.text)).toEqual(['Hello.']);
    expect(splitAroundCode('---\n---\nHello.', 1500)!.parts.map((part) => part.text)).toEqual(['Hello.']);
    const both = splitAroundCode('---\na: 1\n---\nRun:\n\n```\nnpm i\n```\n\nDone.', 1500)!;
    expect(both.parts.map((part) => part.text)).toEqual(['Run:', 'Done.']);
    // Only where the file opens: a rule (---) further down is prose's, and an unclosed opening is no front matter.
    expect(splitAroundCode('Hello.\n\n---\na: 1\n---\n', 1500)).toBeNull();
    expect(splitAroundCode('---\nHello, no end.', 1500)).toBeNull();
  });
});

describe("a front matter's prose values", () => {
  const translate = (front: string, answers: Record<string, string>) => {
    const split = splitAroundCode(`${front}\nBody.`, 1500)!;
    return joinParts(split, split.parts.map((part) => answers[part.text] ?? part.text)).slice(0, -'\nBody.'.length);
  };

  it('sends each value without its quotes and writes the translation back in its kind of string, escaped as it needs', () => {
    const yaml = '---\ntitle: "The \\"old\\" lighthouse"\nsubtitle: \'A keeper\'\'s year\'\ndescription: Notes from the harbour\ndraft: true\n---';
    const split = splitAroundCode(`${yaml}\nBody.`, 1500)!;
    expect(split.parts.map((part) => part.text)).toEqual(['The "old" lighthouse', "A keeper's year", 'Notes from the harbour', 'Body.']);
    expect(translate(yaml, { 'The "old" lighthouse': 'El "viejo" faro', "A keeper's year": "Un año d'un farero", 'Notes from the harbour': 'Notas: del puerto' })).toBe(
      // A plain value whose translation YAML would read otherwise (": ") is quoted.
      '---\ntitle: "El \\"viejo\\" faro"\nsubtitle: \'Un año d\'\'un farero\'\ndescription: "Notas: del puerto"\ndraft: true\n---',
    );
    const toml = "+++\ntitle = \"Hi \\\\ there\"\nsummary = 'Plain'\ndate = 2026-11-28\n+++";
    expect(translate(toml, { 'Hi \\ there': 'Hola \\ allí', Plain: "L'été" })).toBe("+++\ntitle = \"Hola \\\\ allí\"\nsummary = \"L'été\"\ndate = 2026-11-28\n+++");
  });

  it("keeps as written what is not a prose value: other keys, other escapes, YAML that is not a plain string, a prose key inside another key's block string", () => {
    const kept = '---\ntags: [title]\nsummary: "Tab\\tthere"\nexcerpt: 2026\nsubtitle: yes\nnotes: |\n  title: a line of the notes\ndescription: >\nlayout: post\n---';
    expect(splitAroundCode(`${kept}\nBody.`, 1500)!.parts.map((part) => part.text)).toEqual(['Body.']);
    expect(proseKeysOf(kept)).toEqual([]);
  });

  it('sends a plain value continued on lines under its key as YAML reads it, one line, and writes the translation back on one', () => {
    const yaml = ['---', 'title: The old lighthouse', '  at the edge', '  of the harbour', 'chapters:', '  - title: The keeper', '      and his lamp', '    slug: keeper', 'description: Notes', '  from: the harbour', 'summary: Short', 'draft: true', '---'].join('\n');
    const split = splitAroundCode(`${yaml}\nBody.`, 1500)!;
    // A continuation YAML would not read as text (": ") keeps the whole value as written.
    expect(split.parts.map((part) => part.text)).toEqual(['The old lighthouse at the edge of the harbour', 'The keeper and his lamp', 'Short', 'Body.']);
    expect(translate(yaml, {})).toBe(yaml);
    expect(translate(yaml, { 'The old lighthouse at the edge of the harbour': 'El viejo faro al borde del puerto', 'The keeper and his lamp': 'El farero y su lámpara', Short: 'Corto' })).toBe(
      ['---', 'title: El viejo faro al borde del puerto', 'chapters:', '  - title: El farero y su lámpara', '    slug: keeper', 'description: Notes', '  from: the harbour', 'summary: Corto', 'draft: true', '---'].join('\n'),
    );
  });

  it("sends a cover image's caption and alt text, a paper's abstract and a sidebar label, and keeps the image's file and a false alt", () => {
    const yaml = ['---', 'title: The harbour', 'sidebar_label: Harbour', 'abstract: Notes on the keepers', 'cover:', '  image: images/harbour.png', '  alt: A lighthouse at dusk', '  caption: "The old light, 1920"', 'hidden:', '  alt: false', '---'].join('\n');
    const split = splitAroundCode(`${yaml}\nBody.`, 1500)!;
    expect(split.parts.map((part) => part.text)).toEqual(['The harbour', 'Harbour', 'Notes on the keepers', 'A lighthouse at dusk', 'The old light, 1920', 'Body.']);
    expect(proseKeysOf(yaml)).toEqual(['title', 'sidebar_label', 'abstract', 'alt', 'caption']);
    expect(translate(yaml, { 'A lighthouse at dusk': 'Un faro al anochecer', 'The old light, 1920': 'La vieja luz, 1920' })).toBe(
      yaml.replace('A lighthouse at dusk', 'Un faro al anochecer').replace('"The old light, 1920"', '"La vieja luz, 1920"'),
    );
  });

  it("sends nested values (seo.title, a list's - title:) and block strings as the text they hold, and writes each back in its place and kind", () => {
    const yaml = [
      '---',
      'seo:',
      '  title: The harbour',
      '  description: >-',
      '    Notes from',
      '    the harbour',
      '',
      '    in winter',
      '',
      'chapters:',
      '  - title: The keeper',
      '    slug: keeper',
      'summary: |',
      '  First line',
      '  Second line',
      'draft: false',
      '---',
    ].join('\n');
    const split = splitAroundCode(`${yaml}\nBody.`, 1500)!;
    // A folded block's lines join as YAML reads them; a literal one keeps its lines.
    expect(split.parts.map((part) => part.text)).toEqual(['The harbour', 'Notes from the harbour\nin winter', 'The keeper', 'First line\nSecond line', 'Body.']);
    expect(proseKeysOf(yaml)).toEqual(['title', 'description', 'summary']);
    // Untranslated, the blocks come back byte for byte, their wrapped lines too.
    expect(translate(yaml, {})).toBe(yaml);
    expect(
      translate(yaml, {
        'The harbour': 'El puerto',
        'Notes from the harbour\nin winter': 'Notas del puerto\nen invierno',
        'The keeper': 'El farero',
        'First line\nSecond line': 'Primera línea\nSegunda línea',
      }),
    ).toBe(
      [
        '---',
        'seo:',
        '  title: El puerto',
        '  description: >-',
        '    Notas del puerto',
        '',
        '    en invierno',
        '',
        'chapters:',
        '  - title: El farero',
        '    slug: keeper',
        'summary: |',
        '  Primera línea',
        '  Segunda línea',
        'draft: false',
        '---',
      ].join('\n'),
    );
  });
});
