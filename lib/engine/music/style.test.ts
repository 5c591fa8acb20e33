import { describe, expect, it } from 'vitest';
import { parseStyle } from './style';
import { GENRES, type GenreProfile } from './genres';

const style = (text: string, negative = '', seed = 1) => parseStyle({ text, negative, seed });

describe('music style vocabulary', () => {
  it('reads genre, mood, tempo and key from tags', () => {
    const s = style('lofi sad 90 bpm in D minor');
    expect(s.genre).toBe('lofi');
    expect(s.moods).toEqual(['sad']);
    expect(s.bpm).toBe(90);
    expect(s.key).toEqual({ tonic: 2, mode: 'minor' });
    expect(s.tags).toContain('D minor');
  });

  it('reads keys with accidentals and tempo phrased as words', () => {
    expect(style('jazz in Bb major').key).toEqual({ tonic: 10, mode: 'major' });
    expect(style('rock key of F# minor').key).toEqual({ tonic: 6, mode: 'minor' });
    expect(style('pop tempo 140').bpm).toBe(140);
  });

  it('takes a tempo outside 50–200 bpm as the nearest end of the range, not as no tempo', () => {
    expect(style('metal 9999 bpm').bpm).toBe(200);
    expect(style('pop 1000bpm').bpm).toBe(200);
    expect(style('ambient 1 bpm').bpm).toBe(50);
    expect(style('ambient tempo 0').bpm).toBe(50);
    expect(style('metal 9999 bpm').tags).toContain('200 bpm');
  });

  it('gives each genre its own tempo range and groove', () => {
    for (let seed = 1; seed < 20; seed += 1) {
      expect(style('edm', '', seed).bpm).toBeGreaterThanOrEqual(120);
      expect(style('ambient', '', seed).bpm).toBeLessThanOrEqual(78);
    }
    expect(style('edm').drums).toBe('four');
    expect(style('jazz').drums).toBe('jazz');
    expect(style('ambient').drums).toBe('none');
    expect(style('roots reggae').drums).toBe('onedrop');
    // "Dub" is reggae, "dubstep" is not.
    expect(style('a dubstep banger').genre).toBe('edm');
    // Kin of the genres, which were read as nothing (pop): disco, opera, emo, polka, video game music.
    expect(['disco', 'opera', 'emo', 'polka', 'video game music'].map((text) => style(text).genre)).toEqual(['edm', 'orchestral', 'rock', 'folk', 'synthwave']);
    // Ska, flamenco and afrobeat have profiles of their own (they were reggae, folk and funk).
    expect(['afrobeat', 'afrobeats party', 'highlife'].map((text) => style(text).genre)).toEqual(['afrobeat', 'afrobeat', 'afrobeat']);
    // Sevillanas are flamenco in three.
    expect(style('sevillanas')).toMatchObject({ genre: 'flamenco', beatsPerBar: 3, chordStyle: 'rasgueado' });
    expect(['ska', 'a two tone ska song', 'ska punk', 'flamenco', 'rumba flamenca', 'sevillanas', 'фламенко'].map((text) => style(text).genre)).toEqual(['ska', 'ska', 'ska', 'flamenco', 'flamenco', 'flamenco', 'flamenco']);
    expect([style('ska').drums, style('flamenco').drums, style('a flamenco song with guitar').roles.chords]).toEqual(['ska', 'palmas', 'nylon-guitar']);
    // A genre's variants are named by its own words ("salsa" is latin), each changing what it says.
    for (const [id, profile] of Object.entries(GENRES) as [string, GenreProfile][]) {
      for (const variant of profile.variants ?? []) {
        expect(variant.words.filter((word) => !profile.words.includes(word)), id).toEqual([]);
        expect(style(variant.words[0]!)).toMatchObject({ genre: id, ...(variant.drums && { drums: variant.drums }) });
      }
    }
    // A variant left out leaves its genre as it plays otherwise ("hip hop" without "trap" was pop).
    expect(style('hip hop', 'trap')).toMatchObject({ genre: 'hiphop', drums: 'boombap' });
    // K-pop a dance track, J-pop and anime songs quick on a rock kit (both were plain pop at 96-124).
    const kpop = style('k-pop dance track');
    expect(kpop).toMatchObject({ genre: 'pop', variant: 'k-pop', roles: { bass: 'synth-bass' } });
    expect(kpop.bpm).toBeGreaterThanOrEqual(110);
    const anime = style('an anime opening');
    expect(anime).toMatchObject({ genre: 'pop', variant: 'j-pop', drums: 'rock' });
    expect(anime.bpm).toBeGreaterThanOrEqual(128);
    // Their names in Chinese, Japanese and Korean ("アニメの曲" and "电子舞曲" were pop); a dancehall stays reggae.
    expect(['アニメの曲', '动漫歌曲', '科技舞曲', '电子舞曲', '댄스 음악', '댄스홀'].map((text) => [style(text).genre, style(text).variant])).toEqual([
      ['pop', 'j-pop'], ['pop', 'j-pop'], ['edm', 'techno'], ['edm', null], ['edm', null], ['reggae', 'dancehall'],
    ]);
    expect(style('latin', 'salsa')).toMatchObject({ genre: 'latin', drums: 'dembow' });
    expect(style('trap', 'hip hop').genre).not.toBe('hiphop');
    expect(style('afrobeat')).toMatchObject({ drums: 'afrobeat', extensions: 'seventh', key: { mode: 'minor' } });
    // Tango has a profile of its own (it was pop): no drums, minor, an accordion among its leads.
    expect(['a tango about lost love', 'milonga', 'tango argentino'].map((text) => style(text).genre)).toEqual(['tango', 'tango', 'tango']);
    expect(style('tango').drums).toBe('none');
  });

  it('reads "drum and bass" as the genre, not as drums and a bass', () => {
    for (const text of ['drum and bass', 'Drum & Bass', "drum 'n' bass", 'drum n bass', 'drum&bass']) {
      const s = style(`a fast ${text} track`);
      expect([text, s.genre]).toEqual([text, 'edm']);
    }
    // "No drum and bass" leaves drum and bass (edm's variant) out, not the drums.
    expect(style('edm', 'drum and bass')).toMatchObject({ genre: 'edm', drums: 'four' });
    expect(style('dnb', 'drum and bass')).toMatchObject({ genre: 'edm', drums: 'four' });
    // Drums and a bass in a list stay instruments.
    expect(style('rock with drums and bass').genre).toBe('rock');
  });

  it('reads genres named in Russian, Ukrainian, Polish, Czech, Slovak, Hindi and Turkish, and genres joined to a word for song', () => {
    // Each was pop: the composer knew none of these names.
    const cases: [string, string][] = [
      ['грустная джазовая песня о дожде', 'jazz'], ['джазову пісню', 'jazz'], ['smutna piosenka jazzowa', 'jazz'], ['jazzovou píseň', 'jazz'], ['jazzovú pieseň', 'jazz'],
      ['piosenka rockowa', 'rock'], ['rocková píseň', 'rock'], ['рок-песня', 'rock'], ['рок-пісня про літо', 'rock'], ['रॉक गाना', 'rock'],
      ['хип-хоп трек', 'hiphop'], ['электронная музыка', 'edm'], ['танцевальная песня', 'edm'], ['классическая музыка', 'orchestral'], ['klasik müzik', 'orchestral'],
      ['народная песня', 'folk'], ['ľudová pieseň', 'folk'], ['lidová píseň', 'folk'], ['लोक गीत', 'folk'], ['caz şarkısı', 'jazz'], ['метал', 'metal'],
      // German, Dutch and Swedish join the genre to "song" ("Rocksong", "Jazz-Stück"); English hyphenates two genres.
      ['ein Techno-Song über Berlin', 'edm'], ['ein Rocksong', 'rock'], ['ein Jazz-Stück', 'jazz'], ['een rocknummer', 'rock'], ['en rocklåt', 'rock'], ['Rockmusik', 'rock'], ['technomuziek', 'edm'], ['Jazzmusik', 'jazz'], ['a techno-pop song', 'edm'],
    ];
    expect(cases.map(([text]) => [text, style(text).genre])).toEqual(cases);
    expect(style('ein Techno-Song').tags).toMatch(/^edm, techno, /);
    expect(style('панк-рок')).toMatchObject({ genre: 'rock', drums: 'rock' });
    expect(style('блюз').blues).toBe(true);
    // A classical or acoustic guitar is an instrument, not the genre; hyphenated names stay whole.
    expect(style('песня с классической гитарой')).toMatchObject({ genre: 'pop', roles: { chords: 'nylon-guitar' } });
    expect(style('piosenka z gitarą akustyczną').roles.chords).toBe('acoustic-guitar');
    expect(['lo-fi', 'a hip-hop song', 'pop-punk', 'ska-punk'].map((text) => style(text).genre)).toEqual(['lofi', 'hiphop', 'rock', 'ska']);
    expect(style('ein Lied mit E-Gitarre').roles.chords).toBe('clean-guitar');
  });

  it("keeps a slow mood in the lower half of the genre's tempo range and a lively one in the upper half", () => {
    // Jazz is 96–150 bpm: calm (−10) stays at or under 113, energetic (+12) at or over 135.
    const calm = [];
    for (let seed = 1; seed < 30; seed += 1) {
      calm.push(style('calm jazz', '', seed).bpm);
      expect(style('energetic jazz', '', seed).bpm).toBeGreaterThanOrEqual(135);
      const plain = style('jazz', '', seed).bpm;
      expect(plain).toBeGreaterThanOrEqual(96);
      expect(plain).toBeLessThanOrEqual(150);
    }
    expect(Math.max(...calm)).toBeLessThanOrEqual(113);
    expect(Math.min(...calm)).toBeLessThan(95);
  });

  it('keeps dance music in its tempo range whatever the mood, and lets "slow", "fast" or a tempo leave it', () => {
    // An upbeat house track was at 136 bpm (techno's pace), a sad techno one at 114.
    for (const seed of [1, 2, 3, 4, 5]) {
      expect(style('an upbeat energetic house track', '', seed).bpm).toBeLessThanOrEqual(126);
      expect(style('a sad dark techno track', '', seed).bpm).toBeGreaterThanOrEqual(128);
      // Still leaning: the lively one in the upper half, the sad one in the lower.
      expect(style('an upbeat energetic house track', '', seed).bpm).toBeGreaterThanOrEqual(123);
      expect(style('a sad dark techno track', '', seed).bpm).toBeLessThanOrEqual(133);
    }
    expect(style('a fast house track', '', 1).bpm).toBeGreaterThan(126);
    expect(style('a house track, 100 bpm', '', 1).bpm).toBe(100);
    // Other genres go on moving with the mood.
    expect(style('an upbeat energetic pop song', '', 1).bpm).toBeGreaterThan(124);
  });

  it('draws a "slow" song from the lower half of its range and a "fast" one from the upper half', () => {
    // Jazz 96–150: slow is the lower half (96–123) × 0.82, at most 101; a slow blues (12/8) too.
    for (let seed = 1; seed < 30; seed += 1) {
      expect(style('slow jazz', '', seed).bpm, `seed ${seed}`).toBeLessThanOrEqual(101);
      expect(style('a slow blues about the rain', '', seed).bpm, `seed ${seed}`).toBeLessThanOrEqual(101);
      // Fast: the upper half (123–150) × 1.18, at least 145.
      expect(style('fast jazz', '', seed).bpm, `seed ${seed}`).toBeGreaterThanOrEqual(145);
    }
  });

  it('lets a sad mood pick the minor mode and a happy one the major', () => {
    for (let seed = 1; seed < 10; seed += 1) {
      expect(style('pop sad', '', seed).key.mode).toBe('minor');
      expect(style('rock happy', '', seed).key.mode).toBe('major');
    }
  });

  it("takes an occasion's mood where the description names none: a birthday song is happy, a funeral's sad", () => {
    expect(style('A birthday song for my daughter Emma').moods).toEqual(['happy']);
    expect(style('Una canción de cumpleaños para mi hija').moods).toEqual(['happy']);
    expect(style('a song for my grandmother\'s funeral').moods).toEqual(['sad']);
    expect(style('Песня на день рождения').moods).toEqual(['happy']);
    expect(style('a gym workout song').moods).toEqual(['energetic']);
    expect(style('lofi hip hop beat to study to').moods).toEqual(['calm']);
    // A battle, a boss fight or a chase is energetic (an epic battle theme was in no mood, at 81 bpm).
    expect(['an epic orchestral battle theme', 'boss fight music', 'a car chase scene', 'música para una batalla'].map((text) => style(text).moods)).toEqual([['energetic'], ['energetic'], ['energetic'], ['energetic']]);
    // A mood named wins; none, and no occasion, leaves none.
    expect(style('a sad birthday song').moods).toEqual(['sad']);
    expect(style('a song about my dog').moods).toEqual([]);
    // Music to go under something else is not sung.
    expect(style('background music for a youtube video').noVoiceAsked).toBe(true);
  });

  it('gives named instruments a role', () => {
    const s = style('jazz with saxophone and upright bass');
    expect(s.roles.lead).toBe('sax');
    expect(s.roles.bass).toBe('acoustic-bass');
    expect(style('folk guitar').roles.chords).toBe('acoustic-guitar');
    expect(style('rock guitar').roles.chords).toBe('overdrive-guitar');
    // General MIDI's other instruments a description names (each was ignored, and became the subject:
    // "a happy banjo song" was titled "Banjo" and played by a synth); GM has no ukulele nor mandolin,
    // which borrow the guitars' sounds and are named as themselves.
    const plays = (text: string) => Object.values(style(text).roles);
    for (const [text, id] of [
      ['a happy banjo song', 'banjo'], ['blues with harmonica', 'harmonica'], ['a sitar melody', 'sitar'], ['scottish bagpipes', 'bagpipes'],
      ['caribbean steel drums', 'steel-drums'], ['andean pan flute', 'pan-flute'], ['kalimba lullaby', 'kalimba'], ['baroque harpsichord', 'harpsichord'],
      ['a ukulele song', 'ukulele'], ['mandolin', 'mandolin'], ['a tango with bandoneon', 'bandoneon'], ['oboe and bassoon', 'oboe'], ['tin whistle jig', 'whistle'],
    ] as const) expect(plays(text), text).toContain(id);
    expect(plays('andean pan flute')).not.toContain('flute');
    // A few name their genre where the text names none (a bandoneon song was pop).
    expect(['a sad song with bandoneon', 'a happy banjo song', 'scottish bagpipes', 'baroque harpsichord', 'rock with banjo'].map((text) => style(text).genre)).toEqual(['tango', 'folk', 'folk', 'orchestral', 'rock']);
    // A ukulele or a mandolin song is acoustic: folk (a happy ukulele song was synth pop).
    expect(['a happy ukulele song about sunshine', 'a mandolin tune', 'a reggae song with ukulele'].map((text) => style(text).genre)).toEqual(['folk', 'folk', 'reggae']);
    expect(style('brass band with tuba').roles.bass).toBe('tuba');
  });

  it('excludes instruments and styles named in negative tags', () => {
    expect(style('rock', 'drums').drums).toBe('none');
    expect(style('pop', 'bass').roles.bass).toBeUndefined();
    for (let seed = 1; seed < 12; seed += 1) {
      const s = style('lofi', 'piano electric piano', seed);
      expect(Object.values(s.roles)).not.toContain('piano');
      expect(Object.values(s.roles)).not.toContain('electric-piano');
      expect(Object.values(style('folk', 'guitar', seed).roles).some((id) => id.includes('guitar'))).toBe(false);
    }
    expect(style('rock jazz', 'rock').genre).toBe('jazz');
    expect(style('a song', 'pop').genre).not.toBe('pop');
    expect(style('sad happy song', 'sad').moods).toEqual(['happy']);
    expect(style('pop', 'vocals').vocalsExcluded).toBe(true);
  });

  it('reads three beats to the bar from "waltz" or "3/4", and four otherwise', () => {
    const waltz = style('A calm jazz waltz for a late night cafe', '', 3);
    expect(waltz.beatsPerBar).toBe(3);
    expect(waltz.tags).toMatch(/bpm, 3\/4, /);
    expect(style('folk ballad in 3/4 time', '', 3).beatsPerBar).toBe(3);
    expect(style('calm jazz for a late night cafe', '', 3).beatsPerBar).toBe(4);
    expect(style('calm jazz for a late night cafe', '', 3).tags).not.toContain('3/4');
    // Negative tags can refuse it.
    expect(style('jazz waltz', 'waltz', 3).beatsPerBar).toBe(4);
    // The rest of the style is what the same text and seed gave before: the meter draws nothing from the seed.
    const { beatsPerBar: _three, tags: threeTags, ...three } = style('jazz waltz, sax', '', 5);
    const { beatsPerBar: _four, tags: fourTags, ...four } = style('jazz, sax', '', 5);
    expect(three).toEqual(four);
    expect(threeTags.replace(', 3/4', '')).toBe(fourTags);
  });

  it('reads 5/4 from "5/4", "five four" or "take five": five beats to the bar, in four when refused', () => {
    expect(style('cool jazz in 5/4, sax', '', 3)).toMatchObject({ genre: 'jazz', beatsPerBar: 5, compound: false });
    expect(style('cool jazz in 5/4, sax', '', 3).tags).toMatch(/bpm, 5\/4, /);
    expect(style('a rock song in five four time', '', 3).beatsPerBar).toBe(5);
    expect(style('something like take five', '', 3).beatsPerBar).toBe(5);
    // The number, not the dance, when both are named; a compound metre over it.
    expect(style('a waltz in 5/4', '', 3).beatsPerBar).toBe(5);
    expect(style('a jig in 5/4', '', 3)).toMatchObject({ beatsPerBar: 3, compound: true });
    expect(style('cool jazz in 5/4', '5/4', 3).beatsPerBar).toBe(4);
    // The metre draws nothing from the seed: the rest is what the text gave in four.
    const { beatsPerBar: _five, tags: fiveTags, ...five } = style('cool jazz in 5/4, sax', '', 5);
    const { beatsPerBar: _four, tags: fourTags, ...four } = style('cool jazz, sax', '', 5);
    expect(five).toEqual(four);
    expect(fiveTags.replace(', 5/4', '')).toBe(fourTags);
  });

  it('reads 6/8 from "6/8" or "jig": three beats to the bar in two pulses, with no swing', () => {
    const ballad = style('A tender folk ballad in 6/8 about the sea', '', 3);
    expect(ballad.beatsPerBar).toBe(3);
    expect(ballad.compound).toBe(true);
    expect(ballad.tags).toMatch(/bpm, 6\/8, /);
    expect(ballad.tags).not.toContain('3/4');
    expect(style('an irish jig', '', 3)).toMatchObject({ genre: 'folk', compound: true });
    // A jig's pulse (three eighths) goes at the pace a folk song's quarter would: its quarters are half as quick again.
    expect(style('an irish jig', '', 3).bpm).toBeGreaterThanOrEqual(126);
    expect(style('a folk song in 6/8', '', 3).bpm).toBeLessThanOrEqual(120);
    // Refused, the jig is neither in 6/8 nor quickened: the tempo stays in its genre's range (pop's 96–124).
    expect(style('an irish jig', 'jig', 3)).toMatchObject({ genre: 'pop', compound: false, beatsPerBar: 4 });
    expect(style('an irish jig', 'jig', 3).bpm).toBeLessThanOrEqual(124);
    // 6/8 over a waltz's word, and swing only where the eighths are in twos.
    expect(style('jazz waltz in 6/8', '', 3).tags).toContain('6/8');
    expect(style('jazz in 6/8', '', 3).swing).toBe(0.5);
    expect(style('jazz', '', 3).swing).toBeGreaterThan(0.5);
    // A waltz is not compound; negative tags can refuse 6/8.
    expect(style('pop waltz', '', 3).compound).toBe(false);
    expect(style('folk in 6/8', '6/8', 3)).toMatchObject({ beatsPerBar: 4, compound: false });
  });

  it('reads 12/8 from "12/8", "slow blues" or "doo-wop": six beats to the bar in four pulses, with no swing', () => {
    const blues = style('a slow blues about the rain', '', 3);
    expect(blues).toMatchObject({ genre: 'jazz', beatsPerBar: 6, compound: true, swing: 0.5 });
    expect(blues.tags).toMatch(/bpm, 12\/8, /);
    expect(blues.tags).not.toContain('6/8');
    // The tempo counts quarters: a slow blues's pulse of ~60 is ~90 quarters a minute.
    expect(blues.bpm).toBeLessThanOrEqual(105);
    expect(style('doo-wop ballad', '', 3).beatsPerBar).toBe(6);
    expect(style('soul ballad in 12/8', '', 3)).toMatchObject({ beatsPerBar: 6, compound: true });
    // 12/8 over 6/8 when both are named; a jig in 12/8 is not quickened (its pulses are already four to the bar).
    expect(style('a jig in 12/8', '', 3)).toMatchObject({ beatsPerBar: 6 });
    expect(style('a jig in 12/8', '', 3).bpm).toBeLessThan(style('an irish jig', '', 3).bpm);
    // Refused by a negative tag: back in four, with the genre's swing.
    expect(style('a slow blues', '12/8', 3)).toMatchObject({ beatsPerBar: 4, compound: false });
  });

  it('reads moods, tempo words and lengths written in Spanish, French, German and Italian', () => {
    expect(style('una canción triste y lenta sobre la lluvia, 2 minutos')).toMatchObject({ moods: ['sad'], targetSeconds: 120 });
    expect(style('una canción triste y lenta', '', 3).bpm).toBeLessThan(style('una canción triste', '', 3).bpm);
    expect(style('chanson joyeuse et rapide, 45 secondes')).toMatchObject({ moods: ['happy'], targetSeconds: 45 });
    expect(style('ein ruhiges Lied, 90 Sekunden')).toMatchObject({ moods: ['calm'], targetSeconds: 90 });
    expect(style('una canzone malinconica, 1 minuto')).toMatchObject({ moods: ['melancholic'], targetSeconds: 60 });
    expect(style('una canción triste').key.mode).toBe('minor');
  });

  it('reads instruments, genres, drums and voices named in Spanish, French, German, Italian, Portuguese, Dutch, Indonesian and Turkish', () => {
    const parts = (text: string, negative = '') => Object.values(style(text, negative, 1).roles);
    // "Guitarra" is a guitar whose kind the genre decides: a folk ballad's is acoustic.
    expect(style('una balada triste de guitarra sobre la lluvia')).toMatchObject({ genre: 'folk', moods: ['sad'] });
    expect(parts('una balada triste de guitarra sobre la lluvia')).toContain('acoustic-guitar');
    expect(parts('une chanson de rock avec guitare')).toContain('overdrive-guitar');
    expect(style('chanson électronique avec synthé').genre).toBe('edm');
    expect(parts('chanson électronique avec synthé')).toContain('synth-lead');
    expect(parts('ein ruhiges Lied mit Klavier und Geige')).toEqual(expect.arrayContaining(['piano', 'violin']));
    expect(style('musica classica con violino e arpa').genre).toBe('orchestral');
    expect(parts('musica classica con violino e arpa')).toEqual(expect.arrayContaining(['violin', 'harp']));
    expect(parts('canção com violão sobre o mar')).toContain('acoustic-guitar');
    expect(parts('jazz con contrabajo y saxofón')).toEqual(expect.arrayContaining(['acoustic-bass', 'sax']));
    // "Bajo" and "basso" in a list of instruments are the bass (an ambient song's is a cello unless one is named); "under" and "low" are not.
    const bass = (text: string) => style(text, '', 1).roles.bass;
    expect(['una canción ambient con batería y bajo', 'ambient con bajo y piano', 'musica ambient con il basso e la batteria'].map(bass)).toEqual(['finger-bass', 'finger-bass', 'finger-bass']);
    expect(['una canción ambient y bajo la lluvia', 'una canción ambient bajo el cielo', 'una canzone ambient, tono basso'].map(bass)).toEqual(['cello', 'cello', 'cello']);
    // Refused in the negative tags: the drums, a guitar, the voice.
    expect(style('rock', 'batería').drums).toBe('none');
    expect(style('rock', 'Schlagzeug').drums).toBe('none');
    expect(parts('folk', 'guitare').some((id) => id.includes('guitar'))).toBe(false);
    expect(style('pop', 'voix').vocalsExcluded).toBe(true);
    expect(style('una canción pop sin voz').noVoiceAsked).toBe(true);
    expect(style('pop con voz femenina', '', 2).voice).toBe('female');
    expect(style("chanson pop, voix d'homme", '', 3).voice).toBe('male');
    // English is read as before: "bass" still names the bass.
    expect(parts('jazz with bass')).toContain('acoustic-bass');
    // Dutch: instruments, the voice, a song without one, and the moods and tempo words.
    expect(parts('een rustig liedje met fluit en strijkers')).toEqual(expect.arrayContaining(['flute', 'strings']));
    expect(parts('jazz met contrabas en saxofoon')).toEqual(expect.arrayContaining(['acoustic-bass', 'sax']));
    expect(style('popliedje met een vrouwenstem', '', 2).voice).toBe('female');
    expect(style('een vrolijk nummer zonder zang').noVoiceAsked).toBe(true);
    expect(style('pop', 'slagwerk').drums).toBe('none');
    expect(style('een droevig en langzaam liedje van 45 seconden', '', 1)).toMatchObject({ moods: ['sad'], targetSeconds: 45 });
    expect(style('een droevig en langzaam liedje', '', 1).bpm).toBeLessThan(style('een droevig liedje', '', 1).bpm);
    // Indonesian.
    expect(style('lagu sedih dan lambat dengan biola, 30 detik', '', 1)).toMatchObject({ moods: ['sad'], targetSeconds: 30 });
    expect(parts('lagu sedih dan lambat dengan biola, 30 detik')).toContain('violin');
    expect(style('lagu pop tanpa vokal').noVoiceAsked).toBe(true);
    expect(style('lagu gembira, suara perempuan', '', 2).voice).toBe('female');
    // Vietnamese.
    expect(style('bài hát buồn và chậm với vĩ cầm, 30 giây', '', 1)).toMatchObject({ moods: ['sad'], targetSeconds: 30 });
    expect(parts('bài hát buồn và chậm với vĩ cầm, 30 giây')).toContain('violin');
    expect(style('bài hát buồn và chậm', '', 1).bpm).toBeLessThan(style('bài hát buồn', '', 1).bpm);
    expect(style('ca khúc nhẹ nhàng, 2 phút', '', 1)).toMatchObject({ moods: ['calm'], targetSeconds: 120 });
    expect(style('nhạc không lời thư giãn').noVoiceAsked).toBe(true);
    expect(style('bài hát vui, giọng nữ', '', 2).voice).toBe('female');
    expect(style('nhạc rock sôi động với trống', '', 1)).toMatchObject({ genre: 'rock', moods: ['energetic'] });
    // Greek.
    expect(style('ένα λυπημένο και αργό τραγούδι με βιολί, 30 δευτερόλεπτα', '', 1)).toMatchObject({ moods: ['sad'], targetSeconds: 30 });
    expect(parts('ένα λυπημένο και αργό τραγούδι με βιολί')).toContain('violin');
    expect(style('ένα ήρεμο τραγούδι, 2 λεπτά', '', 1)).toMatchObject({ moods: ['calm'], targetSeconds: 120 });
    expect(style('ένα κομμάτι χωρίς φωνή').noVoiceAsked).toBe(true);
    expect(style('χαρούμενο τραγούδι, γυναικεία φωνή', '', 2).voice).toBe('female');
    expect(style('ροκ τραγούδι με τύμπανα', '', 1).genre).toBe('rock');
    // Typed without accents, as Greeks often do.
    expect(style('ενα λυπημενο και αργο τραγουδι με βιολι, 30 δευτερολεπτα', '', 1)).toMatchObject({ moods: ['sad'], targetSeconds: 30 });
    expect(style('ηρεμο τραγουδι, 2 λεπτα', '', 1)).toMatchObject({ moods: ['calm'], targetSeconds: 120 });
    // Swedish.
    expect(style('en sorglig och långsam låt med fiol, 30 sekunder', '', 1)).toMatchObject({ moods: ['sad'], targetSeconds: 30 });
    expect(parts('en sorglig och långsam låt med fiol')).toContain('violin');
    expect(style('en lugn låt, 2 minuter', '', 1)).toMatchObject({ moods: ['calm'], targetSeconds: 120 });
    expect(style('lugn musik utan sång').noVoiceAsked).toBe(true);
    expect(style('en glad låt, kvinnlig sång', '', 2).voice).toBe('female');
    // Romanian, which puts "de" between a number from 20 and its unit.
    expect(style('un cântec trist și lent cu vioară, 30 de secunde', '', 1)).toMatchObject({ moods: ['sad'], targetSeconds: 30 });
    expect(parts('un cântec trist și lent cu vioară')).toContain('violin');
    expect(style('o melodie liniștită, 2 minute', '', 1)).toMatchObject({ moods: ['calm'], targetSeconds: 120 });
    expect(style('muzică fără voce').noVoiceAsked).toBe(true);
    expect(style('un cântec vesel, voce feminină', '', 2).voice).toBe('female');
    // The commonest moods in Hindi, Russian, Arabic and Tamil (a Devanagari or Tamil vowel sign is part of its word).
    expect(['बारिश के बारे में एक उदास गाना', 'Грустная песня про дождь', 'أغنية حزينة عن المطر', 'ஒரு சோகமான பாடல் மழை பற்றி'].map((text) => style(text, '', 1).moods)).toEqual([['sad'], ['sad'], ['sad'], ['sad']]);
    // Russian.
    expect(style('медленная грустная песня на гитаре, 2 минуты', '', 1)).toMatchObject({ moods: ['sad'], targetSeconds: 120 });
    expect(style('медленная грустная песня', '', 1).bpm).toBeLessThan(style('грустная песня', '', 1).bpm);
    expect(parts('спокойная песня со скрипкой, 45 секунд')).toContain('violin');
    expect(parts('спокойная песня с флейтой и роялем')).toEqual(expect.arrayContaining(['flute', 'piano']));
    expect(style('весёлая песня, мужской голос', '', 2).voice).toBe('male');
    expect(style('песня без слов').noVoiceAsked).toBe(true);
    // Ukrainian.
    expect(style('сумна повільна пісня з гітарою, 2 хвилини', '', 1)).toMatchObject({ moods: ['sad'], targetSeconds: 120 });
    expect(parts('спокійна пісня з гітарою')).toContain('acoustic-guitar');
    expect(style('весела пісня, жіночий голос', '', 1).voice).toBe('female');
    expect(style('пісня без слів').noVoiceAsked).toBe(true);
    // Polish.
    expect(style('smutna i wolna piosenka z gitarą, 2 minuty', '', 1)).toMatchObject({ moods: ['sad'], targetSeconds: 120 });
    expect(style('smutna i wolna piosenka', '', 1).bpm).toBeLessThan(style('smutna piosenka', '', 1).bpm);
    expect(parts('spokojna piosenka ze skrzypcami, 45 sekund')).toContain('violin');
    expect(style('wesoła piosenka, męski głos', '', 2).voice).toBe('male');
    expect(style('piosenka bez słów').noVoiceAsked).toBe(true);
    // Czech.
    expect(style('smutná a pomalá píseň s kytarou, 2 minuty', '', 1)).toMatchObject({ moods: ['sad'], targetSeconds: 120 });
    expect(style('smutná a pomalá píseň', '', 1).bpm).toBeLessThan(style('smutná píseň', '', 1).bpm);
    expect(parts('klidná písnička s houslemi a klavírem, 45 sekund')).toEqual(expect.arrayContaining(['violin', 'piano']));
    expect(style('veselá písnička, mužský hlas', '', 2).voice).toBe('male');
    expect(style('píseň bez zpěvu').noVoiceAsked).toBe(true);
    // Slovak.
    expect(style('smutná a pomalá pieseň s gitarou, 2 minúty', '', 1)).toMatchObject({ moods: ['sad'], targetSeconds: 120 });
    expect(parts('pokojná pesnička s husľami a klavírom')).toEqual(expect.arrayContaining(['violin', 'piano']));
    expect(style('pieseň bez spevu').noVoiceAsked).toBe(true);
    // Chinese, Japanese and Korean: their words are found inside unspaced text, a length against the words around it.
    expect(style('雨についての悲しい歌、30秒', '', 1)).toMatchObject({ moods: ['sad'], targetSeconds: 30 });
    expect(style('30秒の元気なロック', '', 1)).toMatchObject({ genre: 'rock', moods: ['energetic'], targetSeconds: 30 });
    expect(parts('ギターとピアノの穏やかな曲')).toEqual(expect.arrayContaining(['piano']));
    expect(style('ゆっくりした悲しい歌', '', 1).bpm).toBeLessThan(style('悲しい歌', '', 1).bpm);
    expect(style('女性ボーカルの切ないバラード', '', 2)).toMatchObject({ voice: 'female', genre: 'folk', moods: ['sad'] });
    expect(style('インストのジャズ').noVoiceAsked).toBe(true);
    expect(style('一首欢快的流行歌曲，2分钟', '', 1)).toMatchObject({ genre: 'pop', moods: ['happy'], targetSeconds: 120 });
    // "流行" (pop) is not read inside "流行病" (an epidemic): a rock song about one is rock.
    expect(style('一首关于流行病的摇滚歌曲', '', 1).genre).toBe('rock');
    expect(parts('钢琴伴奏的安静歌曲')).toContain('piano');
    expect(style('비에 관한 슬픈 노래, 30초', '', 1)).toMatchObject({ moods: ['sad'], targetSeconds: 30 });
    expect(parts('잔잔한 피아노와 바이올린 노래')).toEqual(expect.arrayContaining(['piano', 'violin']));
    // A Korean word of one syllable is matched whole, not inside another ("록" is not in "기록").
    expect(style('기록에 관한 노래', '', 1).genre).not.toBe('rock');
    // Turkish.
    expect(style('hüzünlü ve yavaş bir şarkı, keman ile, 2 dakika', '', 1)).toMatchObject({ moods: ['sad'], targetSeconds: 120 });
    expect(parts('hüzünlü ve yavaş bir şarkı, keman ile, 2 dakika')).toContain('violin');
    expect(style('vokalsiz bir pop şarkısı').noVoiceAsked).toBe(true);
    expect(style('mutlu bir şarkı, erkek sesi', '', 2).voice).toBe('male');
  });

  it('reads a key as Spanish, French, Italian, Portuguese and German write it', () => {
    const key = (text: string) => style(text, '', 1).key;
    // Solfège: do is C; a sharp or flat by word or sign.
    expect(key('una balada en la menor')).toEqual({ tonic: 9, mode: 'minor' });
    expect(key('une chanson en ré mineur')).toEqual({ tonic: 2, mode: 'minor' });
    expect(key('una canzone in si bemolle maggiore')).toEqual({ tonic: 10, mode: 'major' });
    expect(key('música em dó maior')).toEqual({ tonic: 0, mode: 'major' });
    expect(key('una canción en fa sostenido menor')).toEqual({ tonic: 6, mode: 'minor' });
    // German: B is B flat, H is B; -is sharpens, -es flattens.
    expect(key('ein Lied in d-Moll')).toEqual({ tonic: 2, mode: 'minor' });
    expect(key('ein Lied in Fis-Dur')).toEqual({ tonic: 6, mode: 'major' });
    expect(key('ein Lied in B-Dur')).toEqual({ tonic: 10, mode: 'major' });
    expect(key('ein Lied in h-Moll')).toEqual({ tonic: 11, mode: 'minor' });
    expect(key('ein Lied in Es-Dur')).toEqual({ tonic: 3, mode: 'major' });
    // A mode alone, where the word can only be one.
    expect(key('une chanson en mode mineur').mode).toBe('minor');
    expect(key('una canción en tono mayor').mode).toBe('major');
    // "La" before a noun is an article, and "mayor" alone is "older": neither asks for a key.
    const tonics = new Set(Array.from({ length: 12 }, (_, seed) => style('una canción sobre la lluvia para mi hermano mayor', '', seed).key.tonic));
    expect(tonics.size).toBeGreaterThan(1);
    expect(style('una canción alegre para mi hermano mayor, en la playa', '', 1).key.tonic).not.toBe(9);
  });

  it('reads a length or tempo with a decimal point or comma', () => {
    expect(style('pop 1.5 minutes').targetSeconds).toBe(90);
    expect(style('pop 2,5 min').targetSeconds).toBe(150);
    expect(style('jazz 92.5 bpm').bpm).toBe(93);
  });

  it('reads the length asked for', () => {
    expect(style('pop 30 s').targetSeconds).toBe(30);
    expect(style('pop 2 min').targetSeconds).toBe(120);
    expect(style('short pop').targetSeconds).toBe(30);
    expect(style('pop 900 seconds').targetSeconds).toBe(240);
    expect(style('pop').targetSeconds).toBeNull();
  });

  it('is decided by the seed when the text leaves a choice', () => {
    expect(style('pop', '', 5)).toEqual(style('pop', '', 5));
    const keys = new Set(Array.from({ length: 12 }, (_, seed) => JSON.stringify(style('pop', '', seed).key)));
    expect(keys.size).toBeGreaterThan(1);
  });
});
