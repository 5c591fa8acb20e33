import { describe, expect, it } from 'vitest';
import { holdsInlineCode, keepInlineCode } from '@/lib/client/keep-inline-code';

describe('inline code kept out of what a translator reads', () => {
  it('sends each span as a numbered placeholder and puts the code back in the answer, wherever the translator moved it', () => {
    const kept = keepInlineCode('Run `npm run build`, then open ``a ` b`` and `$HOME`.');
    expect(kept.text).toBe('Run ⟦1⟧, then open ⟦2⟧ and ⟦3⟧.');
    expect(kept.restore('Abre ⟦2⟧ y ⟦3⟧ tras ejecutar ⟦1⟧.')).toBe('Abre ``a ` b`` y `$HOME` tras ejecutar `npm run build`.');
  });

  it('cannot put back an answer that lost or repeated a placeholder: null, so the text goes as written', () => {
    const kept = keepInlineCode('Run `a` and `b`.');
    expect(kept.restore('Ejecuta ⟦1⟧ y b.')).toBeNull();
    expect(kept.restore('Ejecuta ⟦1⟧, ⟦1⟧ y ⟦2⟧.')).toBeNull();
  });

  it('leaves a text without code, or one already holding the mark, as it is', () => {
    for (const text of ['No code here.', 'A lone ` backtick.', 'Brackets ⟦1⟧ of its own and `code`.']) {
      const kept = keepInlineCode(text);
      expect(kept.text).toBe(text);
      expect(kept.restore('translated')).toBe('translated');
    }
    expect(holdsInlineCode('Run `x`.')).toBe(true);
    expect(holdsInlineCode('A lone ` backtick.')).toBe(false);
  });
});
