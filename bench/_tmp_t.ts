import { composeSong } from '../lib/engine/music/compose';
import { topicOf } from '../lib/engine/music/lyric-writer';
for (const p of ['Ένα λυπημένο τραγούδι για τη βροχή, 1 λεπτό', 'Ένα χαρούμενο τραγούδι για τον ουρανό με κιθάρα', 'Ένα ήρεμο τραγούδι για τη θάλασσα, 30 δευτερόλεπτα', 'Ροκ τραγούδι για τον κρύο χειμώνα', 'Ένα ήρεμο κομμάτι χωρίς φωνή με πιάνο']) {
  const s = composeSong({ mode: 'simple', prompt: p, title: '', tags: '', negativeTags: '', instrumental: false, seed: 2, language: 'el' });
  console.log(p, '| topic:', topicOf(p, 'el'), '| title:', s.title, '|', s.durationSeconds, '|', s.style.tags);
  console.log(s.lyrics.split('\n').slice(0, 14).join('\n'));
}
