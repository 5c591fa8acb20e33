import { composeSong } from '../lib/engine/music/compose';
const cases: [string, string][] = [
  ['Una canción romántica sobre el amor de verano', 'es'], ['Canción de reggaetón para bailar', 'es'], ['Una balada triste sobre mi abuela que murió', 'es'],
  ['Une chanson joyeuse sur les vacances à la mer', 'fr'], ['Chanson triste sur la fin de l\'été avec piano', 'fr'],
  ['Ein fröhliches Lied über den Sommer am Meer', 'de'], ['Ein Rocksong über Freiheit mit Gitarre', 'de'],
  ['Uma canção sobre saudade e o mar', 'pt'], ['Música animada sobre a praia com violão', 'pt'],
  ['Una canzone d\'amore per mia moglie', 'it'], ['Una canzone allegra sull\'estate al mare', 'it'],
  ['Een vrolijk liedje over de zomer met gitaar', 'nl'], ['Lagu cinta tentang hujan di kota', 'id'],
  ['Веселая песня про лето и море', 'ru'], ['Smutna piosenka o mojej babci', 'pl'],
];
for (const [p, l] of cases) {
  const s = composeSong({ mode: 'simple', prompt: p, title: '', tags: '', negativeTags: '', instrumental: false, seed: 3, language: l });
  const lines = s.lyrics.split('\n').filter((x) => x && !x.startsWith('['));
  console.log(`${p.padEnd(55)} | ${s.title.padEnd(28)} | ${s.style.moods.join(',')} | ${lines.find((x) => /\{|Oh|Ô|Ó|O |Ey|О /.test(x))?.slice(0, 50)} | ${lines.find((x) => x.toLowerCase().includes(s.title.toLowerCase().split(' ').at(-1)!) && !/^(Oh|Ô|O|Ó|О) /.test(x))?.slice(0, 60)}`);
}
