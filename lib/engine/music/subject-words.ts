/**
 * The little words of a description, in the languages descriptions come in: what a song's
 * subject is not (`FILLER`), what may sit inside it (`JOINERS`), and the words for a song itself
 * (`SONG_WORDS`), which a title made of the description's style keeps ("Canción pop tranquila").
 * Matched against normalised text (text.ts: lower case, no punctuation).
 */

/** Words for a song, a track or a piece of music. */
export const SONG_WORDS = new Set(
  (
    // English, Spanish, French, German, Italian, Portuguese, Catalan and Dutch.
    'song songs track tracks tune tunes music beat beats piece pieces groove grooves jam jams anthem anthems theme themes melody melodies loop loops jingle jingles soundtrack ditty canción cancion canciones chanson chansons lied lieder stück stücke musikstück canzone canção cancó liedje nummer música musica musique musik muziek ' +
    // Indonesian, Turkish, Hindi, Russian, Polish, Czech, Slovak, Slovenian, Croatian, Ukrainian, Arabic and Tamil.
    'lagu şarkı şarkısı müzik गाना गीत песня песню песенка песенку мелодия мелодию музыка трек piosenka piosenkę piosenki piosenką utwór muzyka muzykę píseň písnička písničku písně skladba skladbu pieseň pesnička pesničku piesne pesem pjesma пісня пісню пісенька пісеньку музика أغنية பாடல் ' +
    // Vietnamese ("bài hát", "ca khúc", "bản nhạc"), Greek (with and without its accents, as Greeks often type), Romanian and Swedish.
    'bài hát ca khúc bản nhạc τραγούδι τραγουδάκι κομμάτι μουσική τραγουδι τραγουδακι κομματι μουσικη cântec cântecel melodie piesă muzică låt låten sång sången visa melodi musik ' +
    // Chinese, Japanese and Korean.
    '歌 曲 歌曲 ソング うた 音楽 音乐 音樂 노래 곡 음악'
  ).split(' '),
);

/** Words that are never a subject: the words for a song, and those around what a description asks. */
export const FILLER = new Set([
  ...SONG_WORDS,
  ...(
    'a an the about of for with and or in on at to my me some that this who which whose que qui che is it its by from like style vibe vibes feeling feel make makes made please create write generate sung sing singing vocals voice instrumental bpm key major minor tempo slow fast short long very really ' +
    // The same in the descriptions' other common languages: "una canción sobre…", "ein Lied über…".
    'una un une uno um uma ein eine einen een con avec mit com met de del du des di da von vom van y et und e ed ou oder para pour für per voor sobre sur über ueber sulla sul en em het ' +
    'sebuah yang dengan untuk atau bir ile ve için एक के में и с со на в для очень z ze w na dla tym s se ve pro so vo pre і й та з зі із у дуже ஒரு ' +
    // "Bajo" and "basso" are a bass or "under" and "low": neither is a subject.
    'bajo basso ' +
    // Vietnamese: "một bài hát về…", "ca khúc với đàn piano", "bản nhạc cho…".
    'một với và cho tặng của những giọng đàn thật rất hơi ' +
    // Greek: "ένα τραγούδι για…", "ένα κομμάτι με πιάνο", with and without accents.
    'ένα μια μία με και ενα ' +
    // Romanian: "un cântec despre…", "o melodie cu pian".
    'cu și pentru foarte ' +
    // Swedish: "en låt om…", "en sång med piano".
    'ett med och för till som väldigt ' +
    // What joins Chinese, Japanese and Korean words to a song's: "一首…的歌曲", "夏の夜の歌", "피아노와".
    '伴奏 一首 的 の な 와 과 의 에 로 으로 를 을 함께'
  ).split(' '),
]);

/**
 * Words that join a subject's words and stay between them, never at its edges: "losing my dog",
 * "trucks and beer", "rain in the city", "el cumpleaños de mi madre", "yağmur ve yalnızlık".
 */
export const JOINER_WORDS = 'and of in on at to from ve de del di da do du des della delle dei degli y e et und von van en à au aux al allo alla ai agli alle nel nella sul sulla am im zum zur ao aos na nas nos';
/** Words that may open the subject and are kept with it: "about my dog", "about the sea", "sobre la lluvia". */
export const DETERMINERS = new Set('the a an my your our his her their this that la el los las le les l der die das den dem il lo gli i o os as mi mon ma mein meine de het mijn un una une uno um uma ein eine einen einem einer een τον την τη το τους τις τα'.split(' '));
export const JOINERS = new Set([...DETERMINERS, ...JOINER_WORDS.split(' ')]);
/**
 * The determiners that say whose: a subject found without a preposition keeps the one just before
 * it ("a song to dance with my wife" is about "my wife"; it was "wife", sung "I can see wife").
 */
export const POSSESSIVES = new Set('my your our his her their mi mis tu tus su sus mon ma mes ton ta tes notre nos mein meine meinen meinem deine mijn onze'.split(' '));
