import type { Chorus, Couplet, LyricBank, Tone } from './lyric-bank';

/**
 * The German lines, for descriptions written in German ("Ein trauriges Lied über den Regen").
 * As in English: couplets that rhyme, choruses whose first and third lines call to the topic
 * ("Oh Regen") and whose second and fourth rhyme. `{t}` is the topic as "über" leaves it, in the
 * accusative ("den Regen"), so it only stands where the accusative does: after "an", "für",
 * "um", "ohne", "durch", or as an object ("Ich seh den Regen"); never a subject, and never after
 * a word that asks for the dative ("von", "mit"), which would change its article.
 */

const VERSES: Record<Tone, readonly Couplet[]> = {
  bright: [
    ['Ich denk an {t} und fühl mich frei', 'Die Fenster auf, der Winter ist vorbei'],
    ['Die Sonne tanzt auf jedem Dach', 'Die ganze Stadt ist heute wach'],
    ['Wir laufen lachend durch die Stadt', 'Ein Tag, der tausend Farben hat'],
    ['Heut Nacht singen alle meine Freunde laut', 'Bis der Morgen hinter den Dächern graut'],
    ['Für {t} sing ich heut so gern', 'Ich greife nach dem hellsten Stern'],
    ['Goldne Stunden über unserm Haus', 'Wir lachen, und die Sorgen ziehen aus'],
    ['Wir tanzen in der Küche ohne Ziel', 'Und jeder Augenblick ist wie ein Spiel'],
    ['Ich geh den langen Weg durchs Feld', 'Der Sommerwind bringt mir die Welt'],
    ['Ich sing für {t} ein neues Lied', 'Weil heute nur das Schöne geschieht'],
    ['Das Sommerlicht auf meiner Haut', 'Und jedes Wort klingt warm und so vertraut'],
  ],
  dark: [
    ['Ich seh {t} in jedem Traum', 'Und wach dann auf im leeren Raum'],
    ['Wo du einmal warst, ist alles leer', 'Die Tage sind so lang und schwer'],
    ['Ich halte fest, was nicht mehr bleibt', 'Ein Brief, den keiner mehr mir schreibt'],
    ['Der Regen klopft ans Fenster, leise', 'Die Nacht ist lang auf dieser Reise'],
    ['Leere Straßen, die ich kenne', 'Schritte in der Dunkelheit, ich renne'],
    ['Stille Stimmen hallen durch den Flur', 'Von deinen Bildern bleibt nur eine Spur'],
    ['Ich spür {t} wie einen kalten Wind', 'Und frag mich, wo die Jahre sind'],
    ['Die Kerzen brennen, schwach ihr Schein', 'Die Worte bleiben ungesagt und klein'],
    ['Die Uhren ticken ohne Ruh', 'Und jedes Lied fragt: Wo bist du'],
    ['Ich such {t} im grauen Licht', 'Und finde meine Worte wieder nicht'],
  ],
  calm: [
    ['Ganz langsam, {t} im Sinn', 'Ich treibe mit dem Wasser hin'],
    ['Sanft wie die Flut an einem Strand', 'Nichts mehr zu tragen in der Hand'],
    ['Schließ die Augen, lass die Stunden gehen', 'Atme mit dem Fluss, bleib einfach stehen'],
    ['Sanfte Farben werden langsam blau', 'Die Wolken ziehen still und grau'],
    ['Nur du und ich und ganz viel Zeit', 'Der Abend ist so still und weit'],
    ['Hör den Wind, der in den Bäumen weht', 'Ein jeder Traum, der leise mit ihm geht'],
    ['Stille Morgen, Kaffee, warmer Regen', 'Ich komme langsam heim auf allen Wegen'],
    ['Hier um {t} ist alles still', 'Die Sonne ruht, so lang sie will'],
    ['Ich seh dem Fluss beim Fließen zu', 'Und alles Schwere kommt zur Ruh'],
    ['Ich träume ohne Eile, ohne Plan', 'Die Grillen singen, was der Tag getan'],
  ],
};

const CHORUSES: Record<Tone, readonly Chorus[]> = {
  bright: [
    ['Oh {v}, mach mich wieder hell', 'Sing es laut, sing es raus', 'Oh {v}, dreh dich schnell', 'Das ist unser Lied, komm, tanz dich aus'],
    ['Oh {v}, trag mich höher', 'Halt mich fest und hör den Klang', 'Oh {v}, steck die Nacht in Brand', 'Wir tanzen die ganze Nacht entlang'],
    ['Oh {v}, scheine auf mich', 'Wir strahlen wie die Sonne', 'Oh {v}, wir sind frei', 'Jedes Herz schlägt voller Wonne'],
  ],
  dark: [
    ['Oh {v}, wo bist du hin', 'Ich falle durch die Nacht', 'Oh {v}, lass mich gehen', 'Nur Dunkelheit, die wacht'],
    ['Oh {v}, ich lass nicht los', 'Sag meinen Namen, ich bin hier', 'Oh {v}, der Fluss fließt fort', 'Und nimmt die Tränen mit von mir'],
    ['Oh {v}, es ist vorbei', 'Nur ein Echo bleibt in meinem Herz', 'Oh {v}, sag mir wie', 'Das Feuer ist erloschen, bleibt der Schmerz'],
  ],
  calm: [
    ['Oh {v}, bleib noch hier', 'Lass uns treiben auf dem Meer', 'Oh {v}, noch ein Lächeln', 'Und das Herz ist nicht mehr schwer'],
    ['Oh {v}, hier sind wir', 'Atme ein und atme aus', 'Oh {v}, wie ein Stern', 'Leuchtend leise überm Haus'],
    ['Oh {v}, halt mich nah', 'Schwebend in der leichten Brise', 'Oh {v}, der Himmel ist klar', 'Wiegend wie das Gras der Wiese'],
  ],
};

const BRIDGES: Record<Tone, readonly Couplet[]> = {
  bright: [
    ['Und wenn die Welt sich weiter dreht', 'Wir wissen, wo der Boden steht'],
    ['Nimm meine Hand und halt sie fest', 'Wir laufen los und vergessen den Rest'],
    ['Noch einmal, bevor wir gehen', 'Soll die ganze Welt uns sehen'],
  ],
  dark: [
    ['Und wenn die Welt zerbricht in Stücke', 'Bau ich für uns beide eine Brücke'],
    ['Noch einmal, bevor ich geh', 'Nur ein letzter Blick in den Schnee'],
    ['Vielleicht in einem andern Leben', 'Wird es für uns ein Morgen geben'],
  ],
  calm: [
    ['Und wenn der Abend leise fällt', 'Beginnt die Nacht für diese Welt'],
    ['Nimm meine Hand, der Tag ist um', 'Die Sonne sinkt, die Welt wird stumm'],
    ['Kein andrer Ort, an dem ich wär', 'Nur du und ich am weiten Meer'],
  ],
};

const ARTICLE = /^(der|die|das|den|dem|des|ein|eine|einen|einem|einer) (.+)$/i;
const POSSESSIVE = /^(mein|dein|sein|ihr|unser|euer)(en|e|)? (.+)$/i;
/** The adjectives before the noun: German writes nouns with a capital, adjectives without. */
const ADJECTIVES = /^((?:\p{Ll}+,? )+)(?=\p{Lu})/u;

/** The topic's adjectives with their endings changed (`from` to `to`), the noun left as it is. */
function reinflect(words: string, from: RegExp, to: string): string {
  return words.replace(ADJECTIVES, (adjectives: string) => adjectives.replace(new RegExp(`${from.source}(?=,? )`, 'gu'), to));
}

/**
 * The call to a topic that "über" left in the accusative: the article goes and the adjectives
 * take the ending they have without one ("den kalten Regen" → "Oh kalter Regen", "das weite
 * Meer" → "Oh weites Meer", "die kalten Tage" → "Oh kalte Tage"); a possessive stays and becomes
 * the subject's ("meinen alten Freund" → "Oh mein alter Freund").
 */
function germanCall(topic: string): string {
  const possessive = POSSESSIVE.exec(topic);
  if (possessive) {
    const [, stem, ending, rest] = possessive;
    // Only the masculine accusative differs from the call ("meinen" → "mein", "-en" → "-er").
    return ending?.toLowerCase() === 'en' ? `${stem} ${reinflect(rest!, /en/, 'er')}` : topic;
  }
  const article = ARTICLE.exec(topic);
  if (!article) return topic;
  const [, word, rest] = article;
  switch (word!.toLowerCase()) {
    case 'den':
    case 'einen':
      return reinflect(rest!, /en/, 'er');
    case 'das':
      return reinflect(rest!, /e/, 'es');
    case 'die':
      // Feminine adjectives already end in -e ("die kalte Nacht"); plural ones in -en ("die kalten Tage").
      return reinflect(rest!, /en/, 'e');
    default:
      return rest!;
  }
}

export const GERMAN_BANK: LyricBank = {
  verses: VERSES,
  choruses: CHORUSES,
  bridges: BRIDGES,
  topics: {
    bright: ['die Sommertage', 'die Straße', 'das Sonnenlicht', 'dieses Gefühl'],
    dark: ['die Stille', 'die Lichter', 'den Abschied', 'den Regen'],
    calm: ['die Nacht', 'die Wolken', 'den Morgen', 'das Meer'],
  },
  call: germanCall,
  // A title never opens on the accusative "über" left: "über den kalten Regen" is "Kalter Regen".
  named: (topic) => (/^(?:den|dem|einen|einem|meinen|deinen|seinen|ihren|unseren) /i.test(topic) ? germanCall(topic) : topic),
};
