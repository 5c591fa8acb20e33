/**
 * The instruments the composer can use: General MIDI programs of the FluidR3 GM soundfont,
 * the words that name them in tags and prompts, and the roles each one can play.
 */

export type Role = 'lead' | 'chords' | 'bass' | 'pad';

export interface Instrument {
  /** General MIDI program number (0-based). */
  program: number;
  /**
   * Words and phrases that name it in tags or a prompt (lower case): in English first (the
   * first is its tag), then as Spanish, French, German, Italian, Portuguese, Dutch, Indonesian and Turkish name it.
   */
  words: string[];
  /** Roles it can take, in order of preference when a user asks for it. */
  roles: Role[];
  /**
   * How it plays what a GM program it borrows would play otherwise (articulation.ts): chords an
   * octave up (a ukulele's or mandolin's strings sit above a guitar's), held notes as a tremolo
   * of quick strokes (a mandolin's).
   */
  playing?: { chordsOctaveUp?: boolean; tremolo?: boolean };
}

export const INSTRUMENTS = {
  piano: { program: 0, words: ['piano', 'grand piano', 'keys', 'klavier', 'flügel', 'pianoforte', 'piyano', 'पियानो', 'пианино', 'фортепиано', 'рояль', 'роялем', 'fortepian', 'fortepianem', 'pianinem', 'фортепіано', 'піаніно', 'klavír', 'klavírem', 'pianem', 'klavírom', 'ピアノ', '钢琴', '鋼琴', '피아노', 'dương cầm', 'πιάνο', 'pian'], roles: ['chords', 'lead'] },
  'electric-piano': { program: 4, words: ['electric piano', 'rhodes', 'epiano', 'e-piano', 'wurlitzer'], roles: ['chords', 'lead'] },
  organ: { program: 16, words: ['organ', 'hammond', 'órgano', 'organo', 'orgue', 'orgel', 'órgão', 'オルガン', '风琴', '風琴', '오르간'], roles: ['chords', 'pad'] },
  'acoustic-guitar': { program: 25, words: ['acoustic guitar', 'steel guitar', 'guitarra acústica', 'guitarra acustica', 'guitare acoustique', 'akustikgitarre', 'akustische gitarre', 'chitarra acustica', 'violão', 'akoestische gitaar', 'акустическая гитара', 'акустической гитарой', 'акустической гитаре', 'акустическую гитару', 'акустична гітара', 'акустичною гітарою', 'акустичну гітару', 'gitara akustyczna', 'gitarą akustyczną', 'gitarze akustycznej', 'akustyczna gitara', 'akustyczną gitarą', 'akustická kytara', 'akustickou kytarou', 'akustickú gitaru', 'akustická gitara', 'アコースティックギター', 'アコギ', '原声吉他', '木吉他', '어쿠스틱기타'], roles: ['chords', 'lead'] },
  'nylon-guitar': { program: 24, words: ['nylon guitar', 'classical guitar', 'spanish guitar', 'nylon', 'guitarra clásica', 'guitarra clasica', 'guitarra española', 'guitarra espanola', 'guitare classique', 'guitare espagnole', 'konzertgitarre', 'chitarra classica', 'классическая гитара', 'классической гитарой', 'классической гитаре', 'классическую гитару', 'класична гітара', 'класичною гітарою', 'класичну гітару', 'gitara klasyczna', 'gitarą klasyczną', 'klasyczna gitara', 'klasyczną gitarą', 'klasická kytara', 'klasickou kytarou', 'klasická gitara', 'klasickú gitaru'], roles: ['chords', 'lead'] },
  // GM has no ukulele nor mandolin: they borrow the nylon-string and the steel-string guitar's
  // sound, and play as themselves (their chords an octave up, the mandolin's held notes in tremolo).
  ukulele: { program: 24, words: ['ukulele', 'uke', 'ukelele', 'ukulélé', 'ukulelé', 'ウクレレ', '尤克里里', '우쿨렐레', 'укулеле'], roles: ['chords', 'lead'], playing: { chordsOctaveUp: true } },
  mandolin: { program: 25, words: ['mandolin', 'mandolina', 'mandoline', 'mandolino', 'bandolim', 'マンドリン', '曼陀林', '만돌린', 'мандолина', 'мандоліна'], roles: ['lead', 'chords'], playing: { chordsOctaveUp: true, tremolo: true } },
  'clean-guitar': { program: 27, words: ['electric guitar', 'clean guitar', 'guitarra eléctrica', 'guitarra electrica', 'guitare électrique', 'e-gitarre', 'chitarra elettrica', 'guitarra elétrica', 'elektrische gitaar', 'エレキギター', '电吉他', '電吉他', '일렉기타'], roles: ['chords', 'lead'] },
  'overdrive-guitar': { program: 29, words: ['overdrive guitar', 'overdriven guitar', 'overdrive'], roles: ['chords', 'lead'] },
  'distortion-guitar': { program: 30, words: ['distorted guitar', 'distortion guitar', 'distortion', 'heavy guitar', 'guitarra distorsionada', 'guitare saturée', 'verzerrte gitarre', 'chitarra distorta'], roles: ['chords', 'lead'] },
  'acoustic-bass': { program: 32, words: ['upright bass', 'double bass', 'acoustic bass', 'contrabass', 'contrabajo', 'contrebasse', 'kontrabass', 'contrabbasso', 'contrabaixo', 'contrabas'], roles: ['bass'] },
  'finger-bass': { program: 33, words: ['bass guitar', 'electric bass', 'finger bass', 'bajo eléctrico', 'bajo electrico', 'basse électrique', 'guitare basse', 'e-bass', 'basso elettrico', 'baixo elétrico', 'basgitaar'], roles: ['bass'] },
  'pick-bass': { program: 34, words: ['pick bass'], roles: ['bass'] },
  'synth-bass': { program: 38, words: ['synth bass', '808', '808s', 'sub bass'], roles: ['bass'] },
  strings: { program: 48, words: ['strings', 'string section', 'string ensemble', 'cuerdas', 'cordes', 'streicher', 'archi', 'cordas', 'strijkers', 'yaylılar', 'ストリングス', '弦乐', '弦樂', '현악'], roles: ['pad', 'chords', 'lead'] },
  violin: { program: 40, words: ['violin', 'fiddle', 'violín', 'violon', 'geige', 'violine', 'violino', 'viool', 'biola', 'keman', 'वायलिन', 'скрипка', 'скрипкой', 'скрипки', 'скрипку', 'skrzypce', 'skrzypcami', 'skrzypiec', 'скрипкою', 'скрипці', 'housle', 'houslemi', 'houslích', 'husle', 'husľami', 'バイオリン', 'ヴァイオリン', '小提琴', '바이올린', 'vĩ cầm', 'βιολί', 'vioară', 'vioara', 'viori', 'fiol'], roles: ['lead'] },
  cello: { program: 42, words: ['cello', 'violonchelo', 'violoncelle', 'violoncello', 'violoncelo', 'виолончель', 'виолончелью', 'wiolonczela', 'wiolonczelą', 'violoncello', 'violoncellem', 'チェロ', '大提琴', '첼로', 'τσέλο', 'violoncel'], roles: ['lead', 'bass'] },
  harp: { program: 46, words: ['harp', 'arpa', 'harpe', 'harfe', 'harpa', 'ハープ', '竖琴', '豎琴', '하프'], roles: ['chords', 'lead'] },
  choir: { program: 52, words: ['choir', 'choral', 'chorus voices', 'coro', 'chœur', 'choeur', 'chor', 'koor'], roles: ['pad', 'lead'] },
  brass: { program: 61, words: ['brass', 'horns', 'brass section', 'metales', 'cuivres', 'blechbläser', 'ottoni', 'metais', 'koperblazers'], roles: ['pad', 'lead', 'chords'] },
  trumpet: { program: 56, words: ['trumpet', 'trompeta', 'trompette', 'trompete', 'tromba', 'trompet', 'terompet', 'труба', 'трубой', 'трубы', 'trąbka', 'trąbką', 'trąbki', 'trubka', 'trubkou', 'trumpeta', 'trumpetou', 'トランペット', '小号', '小號', '트럼펫', 'τρομπέτα', 'trompetă'], roles: ['lead'] },
  'french-horn': { program: 60, words: ['french horn', 'trompa', 'waldhorn', 'corno'], roles: ['lead', 'pad'] },
  sax: { program: 65, words: ['saxophone', 'sax', 'saxofón', 'saxofon', 'saxo', 'saxophon', 'sassofono', 'saxofone', 'saxofoon', 'saksofon', 'saksafon', 'saxofonem', 'サックス', 'サクソフォン', '萨克斯', '薩克斯', '색소폰', 'σαξόφωνο'], roles: ['lead'] },
  clarinet: { program: 71, words: ['clarinet', 'clarinete', 'clarinette', 'klarinette', 'clarinetto', 'klarinet'], roles: ['lead'] },
  flute: { program: 73, words: ['flute', 'flauta', 'flûte', 'flöte', 'flauto', 'fluit', 'seruling', 'suling', 'flüt', 'बांसुरी', 'बाँसुरी', 'флейта', 'флейтой', 'флейты', 'флейту', 'flet', 'fletem', 'fletu', 'флейтою', 'flétna', 'flétnou', 'flétnu', 'フルート', '长笛', '長笛', '플루트', 'sáo', 'sáo trúc', 'φλάουτο', 'flaut', 'fluier', 'flöjt'], roles: ['lead'] },
  'synth-lead': { program: 81, words: ['synth lead', 'lead synth', 'saw lead', 'synthesizer', 'synthesizers', 'synth', 'synths', 'sintetizador', 'synthétiseur', 'synthé', 'sintetizzatore'], roles: ['lead', 'chords'] },
  'square-lead': { program: 80, words: ['square lead', 'chiptune', '8-bit', '8bit'], roles: ['lead', 'chords'] },
  'warm-pad': { program: 89, words: ['pad', 'pads', 'synth pad', 'synth pads', 'warm pad'], roles: ['pad'] },
  'halo-pad': { program: 94, words: ['halo pad', 'ethereal pad'], roles: ['pad'] },
  polysynth: { program: 90, words: ['polysynth', 'poly synth'], roles: ['chords', 'pad'] },
  vibraphone: { program: 11, words: ['vibraphone', 'vibes', 'vibráfono', 'vibrafono', 'vibraphon'], roles: ['lead', 'chords'] },
  marimba: { program: 12, words: ['marimba'], roles: ['lead', 'chords'] },
  bells: { program: 9, words: ['bells', 'glockenspiel', 'celesta', 'campanas', 'cloches', 'carillon', 'glocken', 'campane', 'sinos', 'klokken'], roles: ['lead'] },
  harpsichord: { program: 6, words: ['harpsichord', 'clavecín', 'clavecin', 'cembalo', 'clavicembalo', 'cravo', 'klavecimbel'], roles: ['chords', 'lead'] },
  xylophone: { program: 13, words: ['xylophone', 'xilófono', 'xilofono', 'xylophon', 'xilofone', 'xylofoon'], roles: ['lead'] },
  harmonica: { program: 22, words: ['harmonica', 'blues harp', 'armónica', 'mundharmonika', 'armonica a bocca', 'gaita de boca', 'mondharmonica', 'mızıka'], roles: ['lead'] },
  viola: { program: 41, words: ['viola', 'bratsche', 'altviool'], roles: ['lead', 'pad'] },
  trombone: { program: 57, words: ['trombone', 'trombón', 'posaune', 'trompete de vara', 'trombon'], roles: ['lead', 'pad'] },
  tuba: { program: 58, words: ['tuba', 'sousaphone'], roles: ['bass'] },
  oboe: { program: 68, words: ['oboe', 'hautbois', 'oboé', 'hobo'], roles: ['lead'] },
  bassoon: { program: 70, words: ['bassoon', 'basson', 'fagott', 'fagotto', 'fagote'], roles: ['lead', 'bass'] },
  recorder: { program: 74, words: ['recorder', 'flauta dulce', 'flûte à bec', 'blockflöte', 'flauto dolce', 'flauta doce', 'blokfluit'], roles: ['lead'] },
  'pan-flute': { program: 75, words: ['pan flute', 'panflute', 'pan pipes', 'panpipes', 'zampoña', 'quena', 'flûte de pan', 'panflöte', 'flauto di pan', 'flauta de pã', 'panfluit'], roles: ['lead'] },
  shakuhachi: { program: 77, words: ['shakuhachi', '尺八'], roles: ['lead'] },
  whistle: { program: 78, words: ['tin whistle', 'penny whistle', 'whistle', 'silbido', 'sifflet', 'pfeifen'], roles: ['lead'] },
  ocarina: { program: 79, words: ['ocarina', 'okarina', 'オカリナ', '陶笛'], roles: ['lead'] },
  sitar: { program: 104, words: ['sitar', 'सितार', 'ситар'], roles: ['lead', 'chords'] },
  banjo: { program: 105, words: ['banjo', 'банджо', 'バンジョー', '班卓琴'], roles: ['chords', 'lead'] },
  shamisen: { program: 106, words: ['shamisen', '三味線', 'しゃみせん'], roles: ['lead'] },
  koto: { program: 107, words: ['koto', 'guzheng', '箏', '古筝', '古箏'], roles: ['lead', 'chords'] },
  kalimba: { program: 108, words: ['kalimba', 'mbira', 'thumb piano'], roles: ['lead'] },
  bagpipes: { program: 109, words: ['bagpipes', 'bagpipe', 'gaita', 'cornemuse', 'dudelsack', 'cornamusa', 'doedelzak'], roles: ['lead'] },
  'steel-drums': { program: 114, words: ['steel drums', 'steel drum', 'steelpan', 'steel pan', 'steelpans'], roles: ['lead', 'chords'] },
  accordion: { program: 21, words: ['accordion', 'acordeón', 'acordeon', 'accordéon', 'akkordeon', 'fisarmonica', 'acordeão', 'accordeon', 'akordeon', 'аккордеон', 'баян', 'акордеон', 'アコーディオン', '手风琴', '手風琴', '아코디언'], roles: ['lead', 'pad'] },
  bandoneon: { program: 23, words: ['bandoneon', 'bandoneón', 'bandonéon', 'bandonion', 'バンドネオン', '班多钮', '반도네온', 'бандонеон'], roles: ['lead', 'pad'] },
  'music-box': { program: 10, words: ['music box', 'caja de música', 'caja de musica', 'boîte à musique', 'spieluhr', 'caixa de música'], roles: ['lead'] },
} as const satisfies Record<string, Instrument>;

export type InstrumentId = keyof typeof INSTRUMENTS;

export function instrument(id: InstrumentId): Instrument {
  return INSTRUMENTS[id];
}

/**
 * Generic words that name a family, not one instrument ("guitar", "bass"): the genre
 * decides which member is meant (a rock guitar is overdriven, a folk guitar acoustic).
 * "Bajo" and "basso" are not among them: they are also "under" and "low" (style.ts reads them
 * as the bass where a list of instruments has them: `BASS_IN_A_LIST`).
 */
export const FAMILIES: Record<'guitar' | 'bass', { words: string[]; default: InstrumentId; genres: Partial<Record<string, InstrumentId>> }> = {
  guitar: {
    words: ['guitar', 'guitars', 'guitarra', 'guitarras', 'guitare', 'guitares', 'gitarre', 'gitarren', 'chitarra', 'chitarre', 'gitaar', 'gitar', 'गिटार', 'гитара', 'гитарой', 'гитаре', 'гитару', 'гитары', 'гитар', 'gitara', 'gitarą', 'gitarze', 'gitarę', 'gitary', 'гітара', 'гітарою', 'гітарі', 'гітару', 'гітари', 'kytara', 'kytarou', 'kytaře', 'kytaru', 'kytary', 'gitarou', 'ギター', '吉他', '기타', 'ghi ta', 'ghi-ta', 'κιθάρα', 'κιθάρες', 'chitară', 'chitara', 'chitări', 'gitarr', 'gitarrer'],
    default: 'clean-guitar',
    genres: { rock: 'overdrive-guitar', metal: 'distortion-guitar', folk: 'acoustic-guitar', pop: 'acoustic-guitar', lofi: 'clean-guitar', flamenco: 'nylon-guitar' },
  },
  bass: {
    words: ['bass', 'basses', 'basse', 'ベース', '贝斯', '貝斯', '베이스', 'μπάσο'],
    default: 'finger-bass',
    genres: { jazz: 'acoustic-bass', edm: 'synth-bass', synthwave: 'synth-bass', hiphop: 'synth-bass', rock: 'pick-bass', metal: 'pick-bass', orchestral: 'cello', flamenco: 'acoustic-bass' },
  },
};

/**
 * How a track is produced, which the composer does not set but a description often says ("with
 * reverb", "sidechained pads", "a four on the floor kick", "heavy 808s", "vinyl crackle"): style,
 * never the song's subject (such a song was titled "Reverb", "Heavy", "Four on the Floor Kick").
 */
export const SOUND_WORDS = [
  'reverb', 'reverb-heavy', 'delay', 'echo', 'sidechain', 'sidechained', 'side-chained', 'compression', 'compressed', 'autotune', 'auto-tune',
  'four on the floor', 'four-on-the-floor', 'ghost notes', 'kick', 'kicks', 'kick drum', 'snare', 'snares', 'hi-hat', 'hi-hats', 'hihat', 'hihats', 'hats', 'claps', 'handclaps',
  'vinyl crackle', 'vinyl', 'crackle', 'tape hiss', 'tape saturation', 'bass drop', 'drop', 'drops', 'build-up', 'buildup', 'build-ups', 'riser', 'risers',
  'heavy', 'punchy', 'crisp', 'lush', 'fat', 'wide', 'stereo', 'mono', 'mix', 'mastered', 'production', 'produced', 'sound design', 'texture', 'textures',
];

/** Words that switch the drum kit off in negative_tags, or on in tags. */
export const DRUM_WORDS = ['drums', 'drum', 'percussion', 'beat', 'beats', 'drum kit', 'brushes', 'batería', 'bateria', 'percusión', 'percusion', 'batterie', 'schlagzeug', 'batteria', 'percussioni', 'percussão', 'slagwerk', 'davul', 'bateri', 'барабаны', 'барабанами', 'барабанов', 'ударные', 'ударных', 'perkusja', 'perkusji', 'perkusją', 'bębny', 'барабани', 'ударні', 'bicí', 'bubny', 'bubnem', 'ドラム', '架子鼓', '드럼', 'trống', 'τύμπανα', 'ντραμς', 'tobe', 'baterie', 'trummor'];
/** Words in negative_tags that remove the sung voice. */
export const VOCAL_WORDS = ['vocals', 'vocal', 'voice', 'singing', 'singer', 'lyrics', 'voz', 'voces', 'letra', 'voix', 'chant', 'paroles', 'stimme', 'gesang', 'voce', 'voci', 'testo', 'zang', 'vokal', 'suara', 'ses', 'şarkıcı', 'вокал', 'голос', 'голоса', 'пение', 'wokal', 'głos', 'śpiew', 'zpěv', 'zpěvem', 'hlas', 'hlasem', 'spev', 'spevom', 'ボーカル', '歌声', '人声', '演唱', '보컬', '목소리'];
