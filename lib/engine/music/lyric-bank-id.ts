import type { Chorus, Couplet, LyricBank, Tone } from './lyric-bank';

/**
 * The Indonesian lines, for descriptions written in Indonesian or Malay ("Lagu sedih tentang
 * hujan"). As in English: couplets that rhyme, choruses whose first and third lines call to the
 * topic ("Oh hujan") and whose second and fourth rhyme. Indonesian rhymes on the last syllable's
 * vowel and what closes it, as a pantun does ("jendela" with "lama", "berputar" with "berakar").
 * It has no articles and no case: `{t}` may stand anywhere a noun does.
 */

const VERSES: Record<Tone, readonly Couplet[]> = {
  bright: [
    ['Ingat {t}, aku merasa bebas', 'Jendela terbuka, langit biru lepas'],
    ['Mentari menari di setiap atap', 'Kota bangun, semua mata menatap'],
    ['Kita berlari tertawa di kota', 'Hari penuh warna untuk kita'],
    ['Malam ini teman-teman bernyanyi', 'Sampai pagi datang menyapa hari'],
    ['Untuk {t} aku bernyanyi riang', 'Meraih bintang yang paling terang'],
    ['Jam-jam emas di atas rumah kita', 'Tertawa bersama, lupa derita'],
    ['Menari di dapur tanpa tujuan', 'Setiap detik seperti impian'],
    ['Kujalani jalan panjang di ladang', 'Angin musim panas pun datang'],
    ['Kutulis untuk {t} lagu baru', 'Hari ini langitku begitu biru'],
    ['Cahaya musim panas di kulitku', 'Tiap kata terasa hangat bagiku'],
  ],
  dark: [
    ['Kulihat {t} dalam setiap mimpi', 'Lalu terbangun, sendiri lagi'],
    ['Di tempatmu dulu kini sepi', 'Hari-hari panjang, berat sekali'],
    ['Kugenggam yang tak akan kembali', 'Surat yang tak pernah kau tulis lagi'],
    ['Hujan mengetuk pelan di jendela', 'Malam panjang dalam perjalanan lama'],
    ['Jalan-jalan sepi yang kukenal', 'Langkah dalam gelap, tak ada yang tinggal'],
    ['Suara-suara lirih di lorong', 'Foto-foto pudar, hatiku kosong'],
    ['Kurasakan {t} bagai angin malam', 'Dinginnya menusuk sampai ke dalam'],
    ['Lilin menyala, cahayanya lemah', 'Kata yang tak terucap, hati yang patah'],
    ['Jam berdetak tanpa henti', 'Tiap lagu bertanya, di mana kini'],
    ['Kucari {t} di langit kelabu', 'Kata-kataku hilang, aku tak tahu'],
  ],
  calm: [
    ['Perlahan saja, {t} di benakku', 'Hanyut bersama arus yang syahdu'],
    ['Lembut bagai ombak di pantai', 'Tak ada beban, hati pun damai'],
    ['Pejamkan mata, biar waktu berlalu', 'Bernapas pelan di tepi danau biru'],
    ['Warna-warna lembut perlahan memudar', 'Awan berarak, langit pun bersinar'],
    ['Hanya kau dan aku dan waktu', 'Senja yang tenang di ujung rindu'],
    ['Dengar angin di antara pepohonan', 'Mimpi melayang ringan, perlahan'],
    ['Pagi yang tenang, kopi dan hujan', 'Aku pulang pelan menyusuri jalan'],
    ['Bersama {t}, semua hening', 'Mentari beristirahat, langit bening'],
    ['Kulihat sungai mengalir jauh', 'Semua yang berat pun luruh'],
    ['Aku bermimpi tanpa tergesa', 'Jangkrik bernyanyi sepanjang masa'],
  ],
};

const CHORUSES: Record<Tone, readonly Chorus[]> = {
  bright: [
    ['Oh {v}, buat aku bersinar', 'Nyanyikan keras sampai terdengar', 'Oh {v}, jangan berakhir', 'Inilah lagu kita yang kita kejar'],
    ['Oh {v}, bawa aku terbang', 'Peluk aku, dengar dendang', 'Oh {v}, bakar malam ini', 'Kita menari sampai datang terang'],
    ['Oh {v}, bersinarlah padaku', 'Kita bercahaya bagai mentari', 'Oh {v}, kita bebas', 'Setiap hati berdetak menari'],
  ],
  dark: [
    ['Oh {v}, ke mana kau pergi', 'Aku jatuh dalam kelam', 'Oh {v}, lepaskan aku', 'Hanya gelap yang menjaga malam'],
    ['Oh {v}, aku tak bisa melepas', 'Sebut namaku, aku di sini', 'Oh {v}, sungai mengalir pergi', 'Membawa air mata yang kutangisi'],
    ['Oh {v}, semua telah usai', 'Hanya gema yang tinggal di dada', 'Oh {v}, katakan bagaimana', 'Api padam, tinggal luka'],
  ],
  calm: [
    ['Oh {v}, tinggallah sebentar', 'Biar laut membawa kita', 'Oh {v}, satu senyum lagi', 'Tanpa ada yang kita minta'],
    ['Oh {v}, di sinilah kita', 'Tarik napas, hembuskan damai', 'Oh {v}, bagai bintang', 'Bersinar lembut, tenang dan santai'],
    ['Oh {v}, peluk aku erat', 'Melayang bersama angin senja', 'Oh {v}, langit cerah', 'Berayun lembut bagai bunga'],
  ],
};

const BRIDGES: Record<Tone, readonly Couplet[]> = {
  bright: [
    ['Dan bila dunia terus berputar', 'Kita tahu di mana kita berakar'],
    ['Genggam tanganku, jangan lepaskan', 'Kita berlari, lupakan beban'],
    ['Sekali lagi sebelum kita pergi', 'Biar dunia dengar kita bernyanyi'],
  ],
  dark: [
    ['Dan bila dunia hancur berkeping', 'Kubangun jembatan di antara hening'],
    ['Sekali lagi sebelum aku pergi', 'Satu tatapan terakhir, tak kembali'],
    ['Mungkin di kehidupan yang lain', 'Kita bertemu tanpa rasa dingin'],
  ],
  calm: [
    ['Dan saat senja turun perlahan', 'Malam datang membawa ketenangan'],
    ['Pegang tanganku, hari telah usai', 'Lihat mentari terbenam di pantai'],
    ['Tak ada tempat lain yang kuingin', 'Hanya kau dan aku di bawah angin'],
  ],
};

export const INDONESIAN_BANK: LyricBank = {
  verses: VERSES,
  choruses: CHORUSES,
  bridges: BRIDGES,
  topics: {
    bright: ['hari musim panas', 'jalan raya', 'cahaya emas', 'saat ini'],
    dark: ['kamar kosong', 'lampu yang padam', 'selamat tinggal', 'hujan dingin'],
    calm: ['malam yang tenang', 'awan', 'pagi yang pelan', 'lautan'],
  },
  // No article to drop: "Oh hujan".
  call: (topic) => topic,
};
