import { describe, expect, it } from 'vitest';
import { keepMarkup, keptMarkupOf } from '@/lib/client/keep-markup';

describe('code and markup kept out of what a translator reads', () => {
  it('sends each inline code span as a numbered placeholder and puts the code back in the answer, wherever the translator moved it', () => {
    const kept = keepMarkup('Run `npm run build`, then open ``a ` b`` and `$HOME`.');
    expect(kept.text).toBe('Run ⟦1⟧, then open ⟦2⟧ and ⟦3⟧.');
    expect(kept.restore('Abre ⟦2⟧ y ⟦3⟧ tras ejecutar ⟦1⟧.')).toBe('Abre ``a ` b`` y `$HOME` tras ejecutar `npm run build`.');
  });

  it("keeps HTML tags, comments and autolinks, and where links and images lead, but not their words", () => {
    const text = 'See the [install guide](docs/getting-started.md "Start") and ![the old lighthouse](images/old-lighthouse.png).\n<a href="/download/latest">Download it</a>, <br/> <!-- draft --> or <https://example.com/help>.';
    const kept = keepMarkup(text);
    // What Apertium rewrote (<a href> to <Un href="/descarga/Descarga">, the image's path to "las imágenes/viejas-faro.png") is not sent.
    expect(kept.text).toBe('See the [install guide]⟦1⟧ and ![the old lighthouse]⟦2⟧.\n⟦3⟧Download it⟦4⟧, ⟦5⟧ ⟦6⟧ or ⟦7⟧.');
    expect(kept.restore('Ver la [guía de instalación]⟦1⟧ y ![el viejo faro]⟦2⟧.\n⟦3⟧Descárgalo⟦4⟧, ⟦5⟧ ⟦6⟧ o ⟦7⟧.')).toBe(
      'Ver la [guía de instalación](docs/getting-started.md "Start") y ![el viejo faro](images/old-lighthouse.png).\n<a href="/download/latest">Descárgalo</a>, <br/> <!-- draft --> o <https://example.com/help>.',
    );
    // A destination holding parentheses (Wikipedia's) is kept whole.
    expect(keepMarkup('[Java](https://en.wikipedia.org/wiki/Java_(programming_language)) is old.').text).toBe('[Java]⟦1⟧ is old.');
  });

  it("keeps reference links' labels and definitions, and bare web addresses, without the sentence's punctuation", () => {
    const text = 'Read [the install guide][guide] first, or see https://example.com/help/getting-started.\nOld notes: www.example.org/old-lighthouse, (and https://en.wikipedia.org/wiki/Java_(programming_language)).\n\n[guide]: https://example.com/docs/install "The install guide"\n';
    const kept = keepMarkup(text);
    // Apertium made [guide] [guía] in the text and [Guía] in the definition.
    expect(kept.text).toBe('Read [the install guide]⟦1⟧ first, or see ⟦2⟧.\nOld notes: ⟦3⟧, (and ⟦4⟧).\n\n⟦5⟧\n');
    expect(kept.restore('Lee [la guía de instalación]⟦1⟧ primero, o ve ⟦2⟧.\nNotas viejas: ⟦3⟧, (y ⟦4⟧).\n\n⟦5⟧\n')).toBe(
      'Lee [la guía de instalación][guide] primero, o ve https://example.com/help/getting-started.\nNotas viejas: www.example.org/old-lighthouse, (y https://en.wikipedia.org/wiki/Java_(programming_language)).\n\n[guide]: https://example.com/docs/install "The install guide"\n',
    );
    // A definition is a line of its own: brackets and a colon in a sentence are prose.
    expect(keepMarkup('The list [a, b]: both stay.').text).toBe('The list [a, b]: both stay.');
    expect(keptMarkupOf('See https://example.com.')).toEqual({ code: false, markup: true });
    expect(keptMarkupOf('  [g]: /docs/g.md')).toEqual({ code: false, markup: true });
  });

  it("keeps a subtitle's override blocks (settings, not words) and reads braces without a backslash as prose", () => {
    const kept = keepMarkup('{\\an8}{\\fnTimes New Roman}Good morning, {\\i1}Anna{\\i0}.');
    expect(kept.text).toBe('⟦1⟧⟦2⟧Good morning, ⟦3⟧Anna⟦4⟧.');
    expect(kept.restore('⟦1⟧⟦2⟧Buenos días, ⟦3⟧Anna⟦4⟧.')).toBe('{\\an8}{\\fnTimes New Roman}Buenos días, {\\i1}Anna{\\i0}.');
    expect(keepMarkup('Sets {a, b} and {x}.').text).toBe('Sets {a, b} and {x}.');
  });

  it('reads prose as prose: a comparison, parentheses after words, a tag written inside code', () => {
    expect(keepMarkup('If x < 3 and y > 2, stop.').text).toBe('If x < 3 and y > 2, stop.');
    expect(keepMarkup('The lighthouse (built in 1820) stood.').text).toBe('The lighthouse (built in 1820) stood.');
    expect(keepMarkup('Type `<br>` to break a line.').text).toBe('Type ⟦1⟧ to break a line.');
    expect(keptMarkupOf('Type `<br>` here.')).toEqual({ code: true, markup: false });
    expect(keptMarkupOf('A [link](x.md).')).toEqual({ code: false, markup: true });
    expect(keptMarkupOf('If x < 3, stop.')).toEqual({ code: false, markup: false });
  });

  it('reads a tag as CommonMark does: angle brackets around what is not a name and attributes are prose', () => {
    expect(keepMarkup('Pick <one, two> or <x 1>; I <3 it.').text).toBe('Pick <one, two> or <x 1>; I <3 it.');
    // "<b and c>" is a tag with two attributes to a Markdown renderer too, so it is kept.
    expect(keepMarkup('Then <b and c> follow.').text).toBe('Then ⟦1⟧ follow.');
    expect(keepMarkup('<img src=a.png alt=\'A photo\' data-x = "1"/> and </p >').text).toBe('⟦1⟧ and ⟦2⟧');
    // An unclosed quote is no tag, and looks no further than the next angle bracket.
    expect(keepMarkup('<a title="open> text <b>bold</b>').text).toBe('<a title="open> text ⟦1⟧bold⟦2⟧');
    // A quoted value may hold a > (CommonMark's raw HTML): the tag is still one span.
    expect(keepMarkup('<abbr title="x > 3">big</abbr> and <img alt=\'a > b\'>').text).toBe('⟦1⟧big⟦2⟧ and ⟦3⟧');
  });

  it("writes placeholders in other brackets when the text holds ⟦ ⟧ itself, and leaves the user's own ⟦1⟧ alone", () => {
    const kept = keepMarkup('Write ⟦1⟧ where `code` goes.');
    expect(kept.text).toBe('Write ⟦1⟧ where ⟪1⟫ goes.');
    expect(kept.restore('Escribe ⟦1⟧ donde va ⟪1⟫.')).toBe('Escribe ⟦1⟧ donde va `code`.');
    const both = keepMarkup('⟦a⟧ and ⟪b⟫ around <b>bold</b>.');
    expect(both.text).toBe('⟦a⟧ and ⟪b⟫ around ⦃1⦄bold⦃2⦄.');
    expect(both.restore('⟦a⟧ y ⟪b⟫ alrededor de ⦃1⦄negrita⦃2⦄.')).toBe('⟦a⟧ y ⟪b⟫ alrededor de <b>negrita</b>.');
  });

  it('cannot put back an answer that lost or repeated a placeholder: null, so the text goes as written', () => {
    const kept = keepMarkup('Run `a` and <b>b</b>.');
    expect(kept.restore('Ejecuta ⟦1⟧ y ⟦2⟧b.')).toBeNull();
    expect(kept.restore('Ejecuta ⟦1⟧, ⟦1⟧ y ⟦2⟧b⟦3⟧.')).toBeNull();
  });

  it('leaves a text without code or markup, or one holding every pair of brackets placeholders are written in, as it is', () => {
    for (const text of ['No code here.', 'A lone ` backtick.', 'Brackets ⟦1⟧, ⟪2⟫ and ⦃3⦄ of its own and `code`.', 'Closers ⟧ ⟫ ⦄ alone and `code`.']) {
      const kept = keepMarkup(text);
      expect(kept.text).toBe(text);
      expect(kept.restore('translated')).toBe('translated');
    }
    expect(keptMarkupOf('Run `x`.').code).toBe(true);
    expect(keptMarkupOf('A lone ` backtick.').code).toBe(false);
  });
});
