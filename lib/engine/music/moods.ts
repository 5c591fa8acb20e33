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
  happy: { words: ['happy', 'joyful', 'cheerful', 'fun', 'sunny', 'bright', 'playful', 'feliz', 'alegre', 'joyeuse', 'joyeux', 'heureuse', 'heureux', 'fröhlich', 'fröhliche', 'fröhliches', 'felice', 'allegra', 'allegro', 'vrolijk', 'vrolijke', 'blij', 'blije', 'gembira', 'senang', 'bahagia', 'ceria', 'mutlu', 'neşeli', 'खुश', 'ख़ुश', 'खुशनुमा', 'весёлая', 'веселая', 'весёлый', 'веселый', 'سعيدة', 'سعيد', 'மகிழ்ச்சியான', 'wesoła', 'wesoły', 'wesołą', 'radosna', 'radosny', 'radosną', 'весела', 'веселу', 'радісна', 'радісну', 'veselá', 'veselý', 'veselou', 'radostná', 'radostný', 'vesela', 'veseli', 'veselú', 'radostná', '楽しい', '明るい', '嬉しい', 'ハッピー', '快乐', '欢快', '开心', '快樂', '歡快', '開心', '행복한', '밝은', '즐거운', 'vui', 'vui vẻ', 'vui tươi', 'tươi vui', 'hạnh phúc', 'rộn ràng', 'χαρούμενο', 'χαρούμενη', 'χαρωπό', 'εύθυμο', 'κεφάτο', 'vesel', 'veselă', 'fericit', 'fericită', 'voios', 'voioasă', 'glad', 'glada', 'lycklig', 'lyckliga', 'munter', 'muntra'], mode: 'major', tempo: 8, energy: 0.15, register: 2 },
  sad: { words: ['sad', 'sorrow', 'sorrowful', 'heartbreak', 'heartbroken', 'lonely', 'tears', 'crying', 'triste', 'tristes', 'traurig', 'traurige', 'trauriges', 'trauriger', 'treurig', 'treurige', 'droevig', 'droevige', 'verdrietig', 'verdrietige', 'sedih', 'hüzünlü', 'üzgün', 'उदास', 'दुखी', 'грустная', 'грустный', 'грустную', 'печальная', 'حزينة', 'حزين', 'சோகமான', 'smutna', 'smutny', 'smutną', 'smutne', 'сумна', 'сумну', 'сумний', 'smutná', 'smutný', 'smutnou', 'smutné', 'tužna', 'tužni', 'žalostna', 'smutnú', 'clivá', 'clivý', '悲しい', '切ない', '寂しい', '悲伤', '伤心', '悲傷', '傷心', '难过', '難過', '슬픈', '쓸쓸한', 'buồn', 'u buồn', 'đau buồn', 'cô đơn', 'đau khổ', 'λυπημένο', 'λυπημένη', 'θλιμμένο', 'θλιμμένη', 'λυπητερό', 'θλιβερό', 'trist', 'tristă', 'tristețe', 'sorglig', 'sorgliga', 'sorgsen', 'ledsen', 'ledsna'], mode: 'minor', tempo: -14, energy: -0.2, register: -2 },
  melancholic: { words: ['melancholic', 'melancholy', 'nostalgic', 'bittersweet', 'wistful', 'lost love', 'unrequited love', 'amor perdido', 'amour perdu', 'verlorene liebe', 'amore perduto', 'melancólica', 'melancólico', 'mélancolique', 'melancholisch', 'melancholische', 'malinconica', 'malinconico', 'nostálgica', 'nostalgique', 'saudade', 'weemoedig', 'weemoedige', 'nostalgisch', 'nostalgische', 'melankolis', 'sendu', 'melankolik', 'nostaljik', 'melancholijna', 'melancholijny', 'nostalgiczna', 'меланхолійна', 'ностальгічна', 'melancholická', 'melancholický', 'nostalgická', 'nostalgický', '憂鬱', '哀愁', 'ノスタルジック', '忧郁', '惆怅', '怀旧', '懷舊', '우울한', '애잔한', 'hoài niệm', 'man mác', 'u sầu', 'da diết', 'μελαγχολικό', 'μελαγχολική', 'νοσταλγικό', 'νοσταλγική', 'melancolic', 'melancolică', 'nostalgică', 'melankolisk', 'melankoliska', 'vemodig', 'vemodiga', 'nostalgiska'], mode: 'minor', tempo: -8, energy: -0.1, register: 0 },
  dark: { words: ['dark', 'sinister', 'gloomy', 'haunting', 'ominous', 'mysterious', 'oscura', 'oscuro', 'sombre', 'dunkel', 'dunkle', 'dunkles', 'cupa', 'cupo', 'misteriosa', 'mystérieuse', 'donker', 'donkere', 'duister', 'duistere', 'gelap', 'kelam', 'misterius', 'karanlık', 'gizemli', 'mroczna', 'mroczny', 'ponura', 'похмура', 'темна', 'temná', 'temný', 'temnou', 'ponurá', 'ponurý', 'temnú', 'pochmúrna', '暗い', 'ダーク', '黑暗', '阴暗', '陰暗', '어두운', 'u tối', 'tăm tối', 'ma mị', 'bí ẩn', 'rùng rợn', 'σκοτεινό', 'σκοτεινή', 'μυστηριώδες', 'întunecat', 'întunecată', 'sumbru', 'sumbră', 'misterios', 'misterioasă', 'mörk', 'mörka', 'dyster', 'dystra', 'mystisk', 'mystiska'], mode: 'minor', tempo: -4, energy: 0, register: -3 },
  calm: { words: ['calm', 'chill', 'relaxing', 'relaxed', 'peaceful', 'soft', 'gentle', 'mellow', 'sleepy', 'lullaby', 'tranquila', 'tranquilo', 'calme', 'ruhig', 'ruhige', 'ruhiges', 'calma', 'tranquilla', 'suave', 'douce', 'sanft', 'dolce', 'berceuse', 'wiegenlied', 'ninna nanna', 'canción de cuna', 'rustig', 'rustige', 'kalm', 'kalme', 'slaapliedje', 'wiegeliedje', 'tenang', 'santai', 'lembut', 'damai', 'lagu nina bobo', 'sakin', 'huzurlu', 'ninni', 'शांत', 'спокойная', 'спокойный', 'هادئة', 'هادئ', 'அமைதியான', 'spokojna', 'spokojny', 'spokojną', 'łagodna', 'спокійна', 'спокійну', 'спокійний', 'тиха', 'klidná', 'klidný', 'pokojná', 'mirna', 'mirni', 'klidná', 'klidný', 'klidnou', 'pohodová', 'ukolébavka', 'pokojná', 'pokojný', 'pokojnú', '穏やか', '静か', '落ち着いた', 'チル', '安静', '平静', '宁静', '安靜', '平靜', '寧靜', '잔잔한', '조용한', '차분한', '편안한', 'nhẹ nhàng', 'êm dịu', 'thư giãn', 'bình yên', 'yên bình', 'êm đềm', 'du dương', 'ήρεμο', 'ήρεμη', 'ήσυχο', 'ήσυχη', 'χαλαρό', 'χαλαρωτικό', 'γαλήνιο', 'liniștit', 'liniștită', 'calmă', 'relaxant', 'relaxantă', 'blând', 'blândă', 'lugn', 'lugna', 'stilla', 'avslappnad', 'rofylld'], tempo: -10, energy: -0.25, register: 0 },
  energetic: { words: ['energetic', 'upbeat', 'powerful', 'driving', 'intense', 'hype', 'party', 'enérgica', 'enérgico', 'énergique', 'energisch', 'energische', 'energica', 'fiesta', 'fête', 'energiek', 'energieke', 'feest', 'energik', 'bersemangat', 'pesta', 'enerjik', 'hareketli', 'energiczna', 'energiczny', 'skoczna', 'енергійна', 'енергійну', 'energická', 'energický', 'energickou', 'divoká', 'divoký', 'energickú', '元気', '激しい', 'エネルギッシュ', 'アップビート', '动感', '動感', '激昂', '신나는', '강렬한', 'sôi động', 'mạnh mẽ', 'sôi nổi', 'cuồng nhiệt', 'náo nhiệt', 'ενεργητικό', 'δυναμικό', 'δυναμική', 'ζωηρό', 'ζωηρή', 'energic', 'energică', 'dinamic', 'dinamică', 'antrenant', 'antrenantă', 'energisk', 'energiska', 'kraftfull', 'kraftfulla'], tempo: 12, energy: 0.3, register: 2 },
  romantic: { words: ['romantic', 'love', 'tender', 'sweet', 'warm', 'romántica', 'romántico', 'romantique', 'romantisch', 'romantische', 'romantica', 'romantico', 'romântica', 'amor', 'amour', 'liebe', 'amore', 'liefde', 'romantis', 'cinta', 'romantik', 'aşk', 'रोमांटिक', 'романтичная', 'романтическая', 'رومانسية', 'romantyczna', 'romantyczny', 'romantyczną', 'романтична', 'романтичну', 'romantická', 'romantický', 'romantickou', 'zamilovaná', 'zamilovaný', 'něžná', 'něžný', 'romantickú', 'zamilovaná', 'nežná', 'nežný', 'ロマンチック', 'ラブソング', '浪漫', '甜蜜', '情歌', '로맨틱한', '달콤한', 'lãng mạn', 'tình yêu', 'ngọt ngào', 'tình cảm', 'ρομαντικό', 'ρομαντική', 'ερωτικό', 'ερωτική', 'τρυφερό', 'romantică', 'de dragoste', 'tandru', 'tandră', 'romantisk', 'romantiska', 'kärlek'], mode: 'major', tempo: -6, energy: -0.1, register: 0 },
  dreamy: { words: ['dreamy', 'ethereal', 'floating', 'hazy', 'spacey', 'soñadora', 'soñador', 'rêveuse', 'rêveur', 'verträumt', 'verträumte', 'sognante', 'dromerig', 'dromerige', 'melamun', 'rüya gibi', 'snová', 'snový', 'zasněná', 'zasněný', '幻想的', '夢のような', '梦幻', '夢幻', '몽환적인', 'mơ màng', 'huyền ảo', 'mộng mơ', 'ονειρικό', 'ονειρική', 'visător', 'visătoare', 'onirică', 'drömsk', 'drömska'], tempo: -6, energy: -0.15, register: 3 },
  uplifting: { words: ['uplifting', 'hopeful', 'inspiring', 'triumphant', 'anthem', 'heroic', 'esperanzadora', 'himno', 'hymne', 'épica', 'épique', 'inno', 'hoopvol', 'hoopvolle', 'episch', 'epische', 'penuh harapan', 'epik', 'umutlu', 'umut dolu', 'povzbudivá', 'povzbudivý', 'hymna', '感動的', '励志', '勵志', '희망찬', '감동적인', 'truyền cảm hứng', 'hy vọng', 'hi vọng', 'lạc quan', 'αισιόδοξο', 'αισιόδοξη', 'εμπνευσμένο', 'optimist', 'optimistă', 'inspirațional', 'inspirațională', 'hoppfull', 'hoppfulla', 'upplyftande', 'motivational', 'motivating', 'inspirational'], mode: 'major', tempo: 6, energy: 0.2, register: 2 },
  angry: { words: ['angry', 'aggressive', 'rage', 'furious', 'furiosa', 'furioso', 'enfadada', 'furieuse', 'wütend', 'wütende', 'arrabbiata', 'arrabbiato', 'boos', 'boze', 'woedend', 'woedende', 'marah', 'öfkeli', 'naštvaná', 'naštvaný', 'vzteklá', 'vzteklý', '怒り', '愤怒', '憤怒', '화난', '분노', 'giận dữ', 'tức giận', 'phẫn nộ', 'θυμωμένο', 'θυμωμένη', 'οργισμένο', 'furios', 'furioasă', 'nervos', 'nervoasă', 'arg', 'arga', 'ilsken'], mode: 'minor', tempo: 14, energy: 0.35, register: -2 },
} as const satisfies Record<string, MoodProfile>;

export type MoodId = keyof typeof MOODS;

/** Christmas in the languages the composer reads: a happy occasion, and sleigh bells in the drums (style.ts). */
export const CHRISTMAS_WORDS = ['christmas', 'xmas', 'navidad', 'noël', 'weihnachten', 'natale', 'natal', 'kerst', 'kerstmis', 'рождество', 'різдво', 'vánoce', 'vianoce', 'クリスマス', '圣诞', '聖誕', '크리스마스', 'giáng sinh', 'χριστούγεννα', 'crăciun', 'jul'];

/**
 * Occasions a song is written for and the mood they bring where the description names none: a
 * birthday song is happy, music to study or sleep to calm, a song for a funeral sad. Never style words taken out
 * of a subject, as moods are: "a song for my birthday" is about "my birthday".
 */
export const OCCASIONS: Record<'happy' | 'sad' | 'calm' | 'energetic', { words: readonly string[] }> = {
  happy: {
    words: [
      ...CHRISTMAS_WORDS,
      ...['birthday', 'birthday party', 'anniversary', 'wedding', 'graduation', 'celebration', 'holiday', 'holidays', 'new year'],
      ...['cumpleaños', 'boda', 'anniversaire', 'mariage', 'geburtstag', 'hochzeit', 'compleanno', 'matrimonio', 'aniversário', 'casamento', 'verjaardag', 'bruiloft'],
      ...['ulang tahun', 'pernikahan', 'doğum günü', 'düğün', 'yılbaşı', 'день рождения', 'свадьба', 'новый год', 'urodziny', 'wesele', 'ślub', 'święta', 'день народження', 'весілля', 'narozeniny', 'svatba', 'narodeniny'],
      ...['誕生日', '結婚式', '生日', '婚礼', '생일', '결혼식', 'sinh nhật', 'đám cưới', 'γενέθλια', 'γάμος', 'ziua de naștere', 'nuntă', 'födelsedag', 'bröllop'],
    ],
  },
  sad: {
    words: [
      ...['funeral', 'memorial', 'farewell', 'goodbye', 'passed away', 'in memory', 'breakup', 'break-up', 'break up', 'ruptura', 'rupture', 'trennung', 'rottura', 'término', 'funérailles', 'adieu', 'beerdigung', 'abschied', 'funerale', 'addio', 'enterro', 'despedida', 'begrafenis', 'afscheid'],
      ...['pemakaman', 'perpisahan', 'cenaze', 'veda', 'похороны', 'прощание', 'pogrzeb', 'pożegnanie', 'похорон', 'прощання', 'pohřeb', 'rozloučení', 'pohreb', 'rozlúčka', '葬式', 'お別れ', '葬礼', '告别', '葬禮', '告別', '장례식', '이별', 'đám tang', 'chia tay', 'κηδεία', 'αποχαιρετισμός', 'înmormântare', 'rămas bun', 'begravning', 'avsked'],
    ],
  },
  calm: { words: ['study', 'studying', 'sleep', 'sleeping', 'bedtime', 'meditation', 'yoga', 'estudiar', 'dormir', 'étudier', 'lernen', 'schlafen', 'studiare', 'estudar', 'studeren', 'slapen'] },
  energetic: { words: ['battle', 'boss fight', 'fight scene', 'action', 'chase', 'racing', 'batalla', 'pelea', 'bataille', 'combat', 'schlacht', 'kampf', 'battaglia', 'batalha', 'luta', 'workout', 'gym', 'training', 'entrenamiento', 'gimnasio', 'entraînement', 'allenamento', 'palestra', 'treino', 'academia', 'тренировка', 'trening', 'siłownia', 'тренування', 'trénink', 'tréning', '筋トレ', '健身', '운동', 'tập gym', 'γυμναστήριο', 'antrenament', 'träning'] },
};
