import { withoutArticle, type Chorus, type Couplet, type LyricBank, type Tone } from './lyric-bank';

/**
 * The Dutch lines, for descriptions written in Dutch ("Een droevig liedje over de regen"). As in
 * English: couplets that rhyme, choruses whose first and third lines call to the topic ("Oh
 * regen") and whose second and fourth rhyme. `{t}` is the topic with its article ("de regen"):
 * Dutch articles do not change after a preposition, so it may follow any.
 */

const VERSES: Record<Tone, readonly Couplet[]> = {
  bright: [
    ['Ik denk aan {t} en voel me vrij', 'De ramen open, de winter is voorbij'],
    ['De zon die danst op ieder dak', 'Ik fiets door de straten, op mijn gemak'],
    ['We lopen lachend door de stad', 'Een dag die duizend kleuren had'],
    ['Vannacht zingen al mijn vrienden luid', 'Tot de zon weer door de wolken fluit'],
    ['Voor {t} zing ik graag vandaag', 'Een lied zo licht, het is alles wat ik vraag'],
    ['Gouden uren boven ons huis', 'We lachen samen en voelen ons thuis'],
    ['We dansen in de keuken zonder doel', 'Elk moment is goud, dat is het gevoel'],
    ['Ik loop de lange weg door het veld', 'De zomerwind die mij verhalen vertelt'],
    ['Ik schrijf voor {t} een nieuw lied', 'Het mooiste dat de zomer ons biedt'],
    ['Het zomerlicht valt op mijn huid', 'De vogels zingen, het voorjaar breekt uit'],
  ],
  dark: [
    ['Ik zie {t} in elke droom', 'En word dan wakker, alleen en loom'],
    ['Waar jij ooit was, is alles leeg', 'Ik wacht op een woord dat ik nooit meer kreeg'],
    ['Ik houd vast wat niet meer blijft', 'Een brief die niemand mij nog schrijft'],
    ['De regen tikt zacht op het raam', 'De nacht is lang, ik fluister je naam'],
    ['Lege straten die ik ken', 'Voetstappen in het donker, waar ik ren'],
    ['Stille stemmen door de gang', 'De nachten duren eindeloos lang'],
    ['Ik voel {t} als koude wind', 'En vraag me af waar de tijd begint'],
    ['De kaarsen branden, zwak hun schijn', 'Ongezegde woorden, stil en klein'],
    ['De klokken tikken zonder rust', 'Elk lied vraagt waar je bent, wie je kust'],
    ['Ik zoek {t} in het grijze licht', 'En vind mijn woorden niet, mijn ogen dicht'],
  ],
  calm: [
    ['Heel langzaam, {t} in mijn hoofd', 'Ik drijf met het water, wat de stroom belooft'],
    ['Zacht als het tij op een strand', 'Niets meer te dragen in mijn hand'],
    ['Sluit je ogen, laat de uren gaan', 'Adem met de rivier, blijf even staan'],
    ['Zachte kleuren worden langzaam blauw', 'De wolken drijven, stil en grauw'],
    ['Alleen jij en ik en zoveel tijd', 'De avond is zo stil en wijd'],
    ['Hoor de wind die door de bomen waait', 'Een droom die zachtjes met hem draait'],
    ['Stille ochtend, koffie, warme regen', 'Ik kom langzaam thuis langs alle wegen'],
    ['Hier bij {t} is alles stil', 'De zon rust uit, zo lang ze wil'],
    ['Ik kijk naar de rivier die stroomt', 'En alles wat zwaar is, wordt gedroomd'],
    ['Ik droom zonder haast, zonder plan', 'De krekels zingen zo zacht als ik kan'],
  ],
};

const CHORUSES: Record<Tone, readonly Chorus[]> = {
  bright: [
    ['Oh {v}, maak me weer blij', 'Zing het hard, zing met mij', 'Oh {v}, draai maar rond', 'Dit is ons lied, we zijn vrij'],
    ['Oh {v}, til me hoger op', 'Houd me vast en voel de gloed', 'Oh {v}, zet de nacht in vuur', 'We dansen door, het voelt zo goed'],
    ['Oh {v}, schijn op mij', 'We stralen als de zon', 'Oh {v}, we zijn er klaar voor', 'Elk hart klopt zoals het ooit begon'],
  ],
  dark: [
    ['Oh {v}, waar ben je heen', 'Ik val door de nacht', 'Oh {v}, laat me gaan', 'Alleen het donker dat op me wacht'],
    ['Oh {v}, ik laat niet los', 'Zeg mijn naam, ik sta nog hier', 'Oh {v}, het water stroomt voort', 'En neemt mijn tranen mee naar de rivier'],
    ['Oh {v}, het is voorbij', 'Alleen een echo blijft in mijn hart', 'Oh {v}, zeg me hoe', 'Het vuur is uit, de pijn is zwart'],
  ],
  calm: [
    ['Oh {v}, blijf nog hier', 'Laat ons drijven op de zee', 'Oh {v}, nog een lach', 'Neem de zorgen niet meer mee'],
    ['Oh {v}, hier zijn wij', 'Adem in en adem uit', 'Oh {v}, als een ster', 'Stil als sneeuw op de ruit'],
    ['Oh {v}, houd me vast', 'Zwevend op de wind zo zacht', 'Oh {v}, de hemel is klaar', 'Wiegend in de stille nacht'],
  ],
};

const BRIDGES: Record<Tone, readonly Couplet[]> = {
  bright: [
    ['En als de wereld verder draait', 'Weten wij waar het geluk naar ons waait'],
    ['Pak mijn hand en houd hem vast', 'We rennen weg, zonder last'],
    ['Nog één keer, voordat we gaan', 'Laat de hele wereld ons zien staan'],
  ],
  dark: [
    ['En als de wereld in stukken valt', 'Bouw ik een brug waar jouw stem weer schalt'],
    ['Nog één keer, voordat ik ga', 'Een laatste blik, ik kijk je na'],
    ['Misschien in een ander leven', 'Zal het ons een morgen geven'],
  ],
  calm: [
    ['En als de avond langzaam komt', 'Is er de nacht waarin alles verstomt'],
    ['Neem mijn hand, de dag is klaar', 'De zon gaat onder, we zijn bij elkaar'],
    ['Geen andere plek waar ik wil zijn', 'Alleen wij tweeën, zacht en fijn'],
  ],
};

export const DUTCH_BANK: LyricBank = {
  verses: VERSES,
  choruses: CHORUSES,
  bridges: BRIDGES,
  topics: {
    bright: ['de zomerdagen', 'de weg', 'het gouden licht', 'dit moment'],
    dark: ['de lege kamer', 'de laatste groet', 'het afscheid', 'de regen'],
    calm: ['de stille nacht', 'de wolken', 'de ochtend', 'de zee'],
  },
  // "Oh regen", "Oh zee": the call drops the article.
  call: withoutArticle(/^(?:de|het|een|'t) /i),
};
