import type { Chorus, Couplet, LyricBank, Tone } from './lyric-bank';

/**
 * The Turkish lines, for descriptions written in Turkish ("Yağmur hakkında hüzünlü bir şarkı").
 * As in English: couplets that rhyme, choruses whose first and third lines call to the topic
 * ("Ey yağmur") and whose second and fourth rhyme; a rhyme is the last syllable's vowel and
 * what closes it ("bahar" with "dolar"). `{t}` is the topic as "hakkında" leaves it, bare: it
 * takes no suffix, whose vowel would have to agree with the topic's, so it stands only as a
 * subject, a bare object, or before a postposition ("gibi", "için", "ile"); never at a line's end.
 */

const VERSES: Record<Tone, readonly Couplet[]> = {
  bright: [
    ['Aklımda {t}, içimde bahar', 'Güneş pencereden odama dolar'],
    ['Güneş dans ediyor her çatıda', 'Bütün şehir uyanık bu sabahta'],
    ['Gülerek koşuyoruz şehirde', 'Bin renkli bir gün, hep birlikte'],
    ['Bu gece bütün dostlar şarkı söyler', 'Sabah olana dek gülüp eğlenirler'],
    ['Bugün {t} için şarkı söylerim', 'Sevinçle yıldızlara yükselirim'],
    ['Altın saatler evimizin üstünde', 'Gülüyoruz, dertler gitti bir günde'],
    ['Mutfakta dans ediyoruz amaçsız', 'Her an bir oyun, hem de sınırsız'],
    ['Uzun yoldan yürüyorum tarlada', 'Yaz rüzgârı dünyayı getirir bana'],
    ['Sana {t} gibi bir şarkı yazarım', 'Bugün sadece güzel şeyler ararım'],
    ['Yaz ışığı tenimde', 'Her kelime sıcacık, her şey yerinde'],
  ],
  dark: [
    ['Her rüyamda {t} görürüm', 'Uyanırım, boş odada yürürüm'],
    ['Sen gidince her yer oldu boş', 'Günler ağır, geceler hiç değil hoş'],
    ['Geri gelmeyecek olanı tutarım', 'Yazılmamış mektupları ararım'],
    ['Cama vuruyor yağmur usulca', 'Gece uzun bu yolculukta'],
    ['Tanıdığım boş sokaklar', 'Karanlıkta koşan adımlar'],
    ['Koridorda sessiz sesler', 'Solmuş fotoğraflar, eski hevesler'],
    ['Hissederim {t} soğuk rüzgâr gibi', 'Soruyorum yıllar nereye gitti'],
    ['Mumlar yanıyor, ışığı solgun', 'Söylenmemiş sözler, kalbim yorgun'],
    ['Saatler durmadan işliyor', 'Her şarkı nerdesin diye soruyor'],
    ['Gri ışıkta {t} ararım', 'Kelimeleri bulamam, susarım'],
  ],
  calm: [
    ['Ağır ağır, {t} aklımda', 'Suyla sürükleniyorum, akıntıda'],
    ['Sahile vuran dalga gibi yumuşak', 'Taşıyacak bir şey yok, her şey uzak'],
    ['Gözlerini kapat, saatler geçsin', 'Nehirle nefes al, kalbin dinlensin'],
    ['Yumuşak renkler maviye döner', 'Bulutlar sessizce gökte söner'],
    ['Sadece sen, ben ve zaman', 'Akşam öyle sessiz, öyle geniş bir an'],
    ['Ağaçlarda esen rüzgârı dinle', 'Her rüya süzülür onunla birlikte'],
    ['Sessiz sabahlar, kahve ve yağmur', 'Eve dönerim, her şey durur'],
    ['Burada {t} ile her şey sessiz', 'Güneş dinleniyor, gökyüzü dertsiz'],
    ['Akıp giden nehre bakarım', 'Ağır olan her şeyi bırakırım'],
    ['Acele etmeden düşler kurarım', 'Cırcır böcekleriyle oyalanırım'],
  ],
};

const CHORUSES: Record<Tone, readonly Chorus[]> = {
  bright: [
    ['Ey {v}, yine aydınlat beni', 'Bağır, şarkı söyle, coş yeniden', 'Ey {v}, hiç bitmesin', 'Bu bizim şarkımız, kalbimizden'],
    ['Ey {v}, götür beni yükseğe', 'Sarıl bana, dinle bu sesi', 'Ey {v}, yak bu geceyi', 'Sabaha dek sürsün bu dansın neşesi'],
    ['Ey {v}, parla üstümde', 'Güneş gibi parlıyoruz', 'Ey {v}, özgürüz', 'Tek kalp gibi atıyoruz'],
  ],
  dark: [
    ['Ey {v}, nereye gittin', 'Geceye düşüyorum', 'Ey {v}, bırak gideyim', 'Karanlıkta kayboluyorum'],
    ['Ey {v}, bırakamıyorum', 'Adımı söyle, buradayım', 'Ey {v}, nehir akıp gidiyor', 'Götürüyor gözyaşlarımı, yalnızım'],
    ['Ey {v}, her şey bitti', 'Kalbimde sadece bir yankı', 'Ey {v}, söyle nasıl', 'Söndü ateş, kaldı acı'],
  ],
  calm: [
    ['Ey {v}, biraz daha kal', 'Denizde sürüklenelim', 'Ey {v}, bir gülüş daha', 'Hiçbir şey beklemeden gülelim'],
    ['Ey {v}, işte buradayız', 'Derin nefes al, huzurla', 'Ey {v}, bir yıldız gibi', 'Parlıyor usul usul sabırla'],
    ['Ey {v}, sarıl bana', 'Hafif bir meltemde süzülerek', 'Ey {v}, gökyüzü açık', 'Çimenlerle birlikte eğilerek'],
  ],
};

const BRIDGES: Record<Tone, readonly Couplet[]> = {
  bright: [
    ['Ve dünya dönmeye devam ettikçe', 'Biliriz yerimizi iyice'],
    ['Tut elimi, sıkıca tut', 'Koşalım, geride kalanı unut'],
    ['Bir kez daha, gitmeden önce', 'Bütün dünya bizi duysun, gönlünce'],
  ],
  dark: [
    ['Dünya paramparça olsa da', 'Bir köprü kurarım sana burada'],
    ['Son kez, ben gitmeden önce', 'Bir bakış daha karlı geceye'],
    ['Belki başka bir hayatta', 'Her yara iyileşir bir anda'],
  ],
  calm: [
    ['Ve akşam yavaşça indiğinde', 'Gece gelir bu dünyanın üstüne'],
    ['Tut elimi, gün artık bitti', 'Güneş battı, dünya sessizleşti'],
    ['Başka hiçbir yer yok, yalnız ikimiz', 'Önümüzde uzanan sonsuz deniz'],
  ],
};

export const TURKISH_BANK: LyricBank = {
  verses: VERSES,
  choruses: CHORUSES,
  bridges: BRIDGES,
  topics: {
    bright: ['yaz günleri', 'yol', 'altın ışık', 'bu an'],
    dark: ['boş oda', 'sönen ışıklar', 'son veda', 'soğuk yağmur'],
    calm: ['sessiz gece', 'bulutlar', 'ağır sabahlar', 'deniz'],
  },
  // No article to drop: "Ey yağmur".
  call: (topic) => topic,
};
