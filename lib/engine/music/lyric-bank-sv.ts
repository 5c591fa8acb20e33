import type { Chorus, Couplet, LyricBank, Tone } from './lyric-bank';

/**
 * The Swedish lines, for descriptions written in Swedish ("En sorglig låt om regnet"). Couplets,
 * and a chorus's second and fourth lines, rhyme from the stressed vowel on ("natt" with "skratt",
 * "idag" with "jag"). Swedish has no case: the topic, as the description writes it ("regnet",
 * "sommaren"), stands anywhere a noun does, and choruses call to it as English ones do ("Åh
 * regnet, …").
 */

const VERSES: Record<Tone, readonly Couplet[]> = {
  bright: [
    ['Solen lyser över stan idag', 'Hela världen sjunger, det gör jag'],
    ['Hand i hand vi går i solens glans', 'Hjärtat slår i takt med vår dans'],
    ['Sjung med oss så högt du kan', 'Vi är fria, kvinna och man'],
    ['För {t} sjunger jag en sång', 'Dagen är ljus och kvällen lång'],
    ['Alla vänner samlas här ikväll', 'Skratten ekar mellan berg och fjäll'],
    ['Våren kommer, blommor överallt', 'Solen värmer, inget är kallt'],
    ['Med {t} blir varje dag en fest', 'Vi skrattar, sjunger, dansar mest'],
    ['Vi seglar ut på blåa vågor', 'Lämnar alla gamla frågor'],
    ['Jag vaknar tidigt och ler mot dig', 'Hela världen öppnar sig för mig'],
    ['Solens strålar dansar på sjön', 'Ängen där borta är ljus och grön'],
  ],
  dark: [
    ['Jag drömmer om {t} varje natt', 'Och vaknar utan minsta skratt'],
    ['Våra skratt har tystnat nu', 'Kvar är bara tystnad, var är du'],
    ['Jag håller i ett gammalt brev', 'Varje ord är något du skrev'],
    ['Regnet faller, gatan är så tom', 'Ingen finns där, ingen kom'],
    ['Tomma rum och släckta ljus', 'Tiden kryper i vårt hus'],
    ['Ett gammalt foto har bleknat bort', 'Tiden med dig var alldeles för kort'],
    ['Kalla vindar blåser i natt', 'Inga stjärnor, allt är matt'],
    ['Ljuset brinner långsamt ner', 'Och sorgen stannar, den går aldrig mer'],
    ['Klockan tickar, timmarna går', 'Ingen sång kan läka mina sår'],
    ['I det bleka ljuset letar jag', 'Efter spår av dig, dag efter dag'],
  ],
  calm: [
    ['Vi flyter sakta på en stilla sjö', 'Tankarna som löv driver mot en ö'],
    ['Mjuka vågor möter sanden', 'Måsar svävar högt över stranden'],
    ['Jag blundar och tiden står still', 'Floden tar oss dit vi vill'],
    ['Skymningen faller, molnen går', 'Stjärnorna tänds där taket står'],
    ['Du och jag och en kopp te', 'Staden sover, inget mer att se'],
    ['Jag hör den stilla, mjuka vind', 'Som sakta smeker min kind'],
    ['En lugn morgon och kaffe i min kopp', 'Dagen vaknar, full av hopp'],
    ['I skogen vilar allt i ro', 'Fåglarna somnar i sitt bo'],
    ['Jag ser på floden som rinner förbi', 'Nu är jag lätt och nu är jag fri'],
    ['Syrsorna sjunger, jag somnar in', 'Natten är mjuk och fin'],
  ],
};

const CHORUSES: Record<Tone, readonly Chorus[]> = {
  bright: [
    ['Åh {v}, lys upp mig igen', 'Sjung det högt, sjung det nu', 'Åh {v}, sluta aldrig, min vän', 'Det här är vår sång, jag och du'],
    ['Åh {v}, lyft mig högt', 'Håll mig hårt, känn mitt hjärta slå', 'Åh {v}, tänd upp natten', 'Vi dansar bland molnen så blå'],
    ['Åh {v}, lys på mig', 'Vi lyser som solen, du och jag', 'Åh {v}, vi är fria', 'Varje hjärta flyger, dag för dag'],
  ],
  dark: [
    ['Åh {v}, var är du nu', 'Jag sjunker ner i natten, ensam kvar', 'Åh {v}, låt mig gå', 'Det enda som finns är skärvor, inget svar'],
    ['Åh {v}, jag glömmer dig aldrig', 'Ropa mitt namn en gång till', 'Åh {v}, floden tog dig', 'Mina tårar faller, tiden står still'],
    ['Åh {v}, allt är över nu', 'Bara tystnad, ingen sång', 'Åh {v}, säg mig du', 'Hur jag glömmer, natten är så lång'],
  ],
  calm: [
    ['Åh {v}, stanna en stund', 'Låt tiden flyta sakta förbi', 'Åh {v}, ett leende till', 'Varmt som sommaren, lätt och fri'],
    ['Åh {v}, vi är här', 'Andas långsamt in och ut', 'Åh {v}, som en stjärna', 'Lyser du mjukt, utan slut'],
    ['Åh {v}, ingen brådska', 'Natten faller i lugn och ro', 'Åh {v}, andas med mig', 'Vi går över drömmarnas bro'],
  ],
};

const BRIDGES: Record<Tone, readonly Couplet[]> = {
  bright: [
    ['Händerna upp mot himlen nu', 'Sjung med oss, både jag och du'],
    ['Högre, högre, över taken', 'Nu är hela staden vaken'],
    ['Om vi faller reser vi oss igen', 'Och livet sjunger, nu och sen'],
  ],
  dark: [
    ['Varje gång jag blundar här', 'Krossas natten, allt går isär'],
    ['Kanske var det bara en dröm', 'Men smärtan är kvar som en ström'],
    ['I mörkret ropar jag ditt namn', 'Bara vinden svarar, ingen hamn'],
  ],
  calm: [
    ['Andas in och andas ut', 'Bäcken porlar utan slut'],
    ['Låt vinden bära dig långt bort', 'Till en stilla, fjärran ort'],
    ['Här är det varmt och stilla', 'Skog och äng sover, min lilla'],
  ],
};

export const SWEDISH_BANK: LyricBank = {
  verses: VERSES,
  choruses: CHORUSES,
  bridges: BRIDGES,
  topics: {
    bright: ['solen', 'sommaren', 'friheten', 'våren'],
    dark: ['regnet', 'natten', 'minnena', 'hösten'],
    calm: ['havet', 'floden', 'stjärnorna', 'skymningen'],
  },
  call: (topic) => topic,
};
