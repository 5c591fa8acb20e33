import type { Mode } from './theory';

/**
 * Mood words: each nudges mode, tempo, loudness and register. Several may combine. Each mood
 * also knows its commonest words in Spanish, French, German, Italian, Portuguese, Dutch, Indonesian and Turkish (the commonest in Hindi, Russian, Arabic and Tamil too), so a
 * description in one of them ("una canción triste") sets the mood too.
 */
export interface MoodProfile {
  words: string[];
  mode?: Mode;
  /** Added to the genre's tempo (bpm). */
  tempo: number;
  /** 0..1 added to the energy (velocity, drum density). */
  energy: number;
  /** Semitones added to the melody register. */
  register: number;
}

export const MOODS = {
  happy: { words: ['happy', 'joyful', 'cheerful', 'fun', 'sunny', 'bright', 'playful', 'feliz', 'alegre', 'joyeuse', 'joyeux', 'heureuse', 'heureux', 'fröhlich', 'fröhliche', 'fröhliches', 'felice', 'allegra', 'allegro', 'vrolijk', 'vrolijke', 'blij', 'blije', 'gembira', 'senang', 'bahagia', 'ceria', 'mutlu', 'neşeli', 'खुश', 'ख़ुश', 'खुशनुमा', 'весёлая', 'веселая', 'весёлый', 'веселый', 'سعيدة', 'سعيد', 'மகிழ்ச்சியான', 'wesoła', 'wesoły', 'wesołą', 'radosna', 'radosny', 'radosną', 'весела', 'веселу', 'радісна', 'радісну', 'veselá', 'veselý', 'veselou', 'radostná', 'radostný', 'vesela', 'veseli', 'veselú', 'radostná'], mode: 'major', tempo: 8, energy: 0.15, register: 2 },
  sad: { words: ['sad', 'sorrow', 'sorrowful', 'heartbreak', 'heartbroken', 'lonely', 'tears', 'crying', 'triste', 'tristes', 'traurig', 'traurige', 'trauriges', 'trauriger', 'treurig', 'treurige', 'droevig', 'droevige', 'verdrietig', 'verdrietige', 'sedih', 'hüzünlü', 'üzgün', 'उदास', 'दुखी', 'грустная', 'грустный', 'грустную', 'печальная', 'حزينة', 'حزين', 'சோகமான', 'smutna', 'smutny', 'smutną', 'smutne', 'сумна', 'сумну', 'сумний', 'smutná', 'smutný', 'smutnou', 'smutné', 'tužna', 'tužni', 'žalostna', 'smutnú', 'clivá', 'clivý'], mode: 'minor', tempo: -14, energy: -0.2, register: -2 },
  melancholic: { words: ['melancholic', 'melancholy', 'nostalgic', 'bittersweet', 'wistful', 'melancólica', 'melancólico', 'mélancolique', 'melancholisch', 'melancholische', 'malinconica', 'malinconico', 'nostálgica', 'nostalgique', 'saudade', 'weemoedig', 'weemoedige', 'nostalgisch', 'nostalgische', 'melankolis', 'sendu', 'melankolik', 'nostaljik', 'melancholijna', 'melancholijny', 'nostalgiczna', 'меланхолійна', 'ностальгічна', 'melancholická', 'melancholický', 'nostalgická', 'nostalgický'], mode: 'minor', tempo: -8, energy: -0.1, register: 0 },
  dark: { words: ['dark', 'sinister', 'gloomy', 'haunting', 'ominous', 'mysterious', 'oscura', 'oscuro', 'sombre', 'dunkel', 'dunkle', 'dunkles', 'cupa', 'cupo', 'misteriosa', 'mystérieuse', 'donker', 'donkere', 'duister', 'duistere', 'gelap', 'kelam', 'misterius', 'karanlık', 'gizemli', 'mroczna', 'mroczny', 'ponura', 'похмура', 'темна', 'temná', 'temný', 'temnou', 'ponurá', 'ponurý', 'temnú', 'pochmúrna'], mode: 'minor', tempo: -4, energy: 0, register: -3 },
  calm: { words: ['calm', 'chill', 'relaxing', 'relaxed', 'peaceful', 'soft', 'gentle', 'mellow', 'sleepy', 'lullaby', 'tranquila', 'tranquilo', 'calme', 'ruhig', 'ruhige', 'ruhiges', 'calma', 'tranquilla', 'suave', 'douce', 'sanft', 'dolce', 'berceuse', 'wiegenlied', 'ninna nanna', 'canción de cuna', 'rustig', 'rustige', 'kalm', 'kalme', 'slaapliedje', 'wiegeliedje', 'tenang', 'santai', 'lembut', 'damai', 'lagu nina bobo', 'sakin', 'huzurlu', 'ninni', 'शांत', 'спокойная', 'спокойный', 'هادئة', 'هادئ', 'அமைதியான', 'spokojna', 'spokojny', 'spokojną', 'łagodna', 'спокійна', 'спокійну', 'спокійний', 'тиха', 'klidná', 'klidný', 'pokojná', 'mirna', 'mirni', 'klidná', 'klidný', 'klidnou', 'pohodová', 'ukolébavka', 'pokojná', 'pokojný', 'pokojnú'], tempo: -10, energy: -0.25, register: 0 },
  energetic: { words: ['energetic', 'upbeat', 'powerful', 'driving', 'intense', 'hype', 'party', 'enérgica', 'enérgico', 'énergique', 'energisch', 'energische', 'energica', 'fiesta', 'fête', 'energiek', 'energieke', 'feest', 'energik', 'bersemangat', 'pesta', 'enerjik', 'hareketli', 'energiczna', 'energiczny', 'skoczna', 'енергійна', 'енергійну', 'energická', 'energický', 'energickou', 'divoká', 'divoký', 'energickú'], tempo: 12, energy: 0.3, register: 2 },
  romantic: { words: ['romantic', 'love', 'tender', 'sweet', 'warm', 'romántica', 'romántico', 'romantique', 'romantisch', 'romantische', 'romantica', 'romantico', 'romântica', 'amor', 'amour', 'liebe', 'amore', 'liefde', 'romantis', 'cinta', 'romantik', 'aşk', 'रोमांटिक', 'романтичная', 'романтическая', 'رومانسية', 'romantyczna', 'romantyczny', 'romantyczną', 'романтична', 'романтичну', 'romantická', 'romantický', 'romantickou', 'zamilovaná', 'zamilovaný', 'něžná', 'něžný', 'romantickú', 'zamilovaná', 'nežná', 'nežný'], mode: 'major', tempo: -6, energy: -0.1, register: 0 },
  dreamy: { words: ['dreamy', 'ethereal', 'floating', 'hazy', 'spacey', 'soñadora', 'soñador', 'rêveuse', 'rêveur', 'verträumt', 'verträumte', 'sognante', 'dromerig', 'dromerige', 'melamun', 'rüya gibi', 'snová', 'snový', 'zasněná', 'zasněný'], tempo: -6, energy: -0.15, register: 3 },
  uplifting: { words: ['uplifting', 'hopeful', 'inspiring', 'triumphant', 'anthem', 'heroic', 'esperanzadora', 'himno', 'hymne', 'épica', 'épique', 'inno', 'hoopvol', 'hoopvolle', 'episch', 'epische', 'penuh harapan', 'epik', 'umutlu', 'umut dolu', 'povzbudivá', 'povzbudivý', 'hymna'], mode: 'major', tempo: 6, energy: 0.2, register: 2 },
  angry: { words: ['angry', 'aggressive', 'rage', 'furious', 'furiosa', 'furioso', 'enfadada', 'furieuse', 'wütend', 'wütende', 'arrabbiata', 'arrabbiato', 'boos', 'boze', 'woedend', 'woedende', 'marah', 'öfkeli', 'naštvaná', 'naštvaný', 'vzteklá', 'vzteklý'], mode: 'minor', tempo: 14, energy: 0.35, register: -2 },
} as const satisfies Record<string, MoodProfile>;

export type MoodId = keyof typeof MOODS;
