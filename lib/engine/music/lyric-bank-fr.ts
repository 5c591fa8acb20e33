import { withoutArticle, type Chorus, type Couplet, type LyricBank, type Tone } from './lyric-bank';

/**
 * The French lines, for descriptions written in French ("Une chanson triste sur la pluie").
 * As in English: couplets that rhyme, choruses whose first and third lines call to the topic
 * ("Ô pluie") and whose second and fourth rhyme. `{t}` is the topic with its article ("la
 * pluie", "l'amour") and is always an object or follows "avec": never after "de" or "à", which
 * would have to merge with "le" ("du", "au"), and never a subject, so no verb or participle has
 * to agree with it.
 */

const VERSES: Record<Tone, readonly Couplet[]> = {
  bright: [
    ["J'ouvre la fenêtre au grand soleil", 'Tout le quartier chante à son réveil'],
    ["Avec {t}, j'ai envie de danser", 'Rien au monde ne peut nous arrêter'],
    ['On court ensemble dans la ville', 'Le cœur léger, la vie facile'],
    ['Mes amis chantent ce soir', 'Les étoiles brillent dans le noir'],
    ['Avec {t}, je me sens vivant', "Mille chemins s'ouvrent devant"],
    ['Des heures dorées sur la place', "Le temps s'arrête et le chagrin s'efface"],
    ['On danse dans la cuisine le matin', 'Chaque petit moment devient divin'],
    ["J'ai pris le long chemin pour rentrer", 'Le vent du soir venait me chercher'],
    ['Raconte-moi {t} encore une fois', "Le ciel s'allume rien que pour moi"],
    ["La lumière de l'été touche ma peau", 'Et chaque mot est un cadeau'],
  ],
  dark: [
    ['Chaque nuit je revois {t} en rêve', 'Et au matin la douleur se lève'],
    ['Des ombres tombent là où tu étais', "Il ne reste rien de ce que j'avais"],
    ['Je garde tout ce qui ne reviendra pas', "Je compte les heures, tu n'es pas là"],
    ['La pluie écrit des lettres sur la vitre', "J'attends la fin du dernier chapitre"],
    ['Des rues désertes à perte de vue', 'Des pas dans le noir, une route inconnue'],
    ['Des voix muettes traversent le couloir', 'Des photos perdent leur couleur dans le soir'],
    ['Je sens {t} comme un hiver', 'Le cœur gelé, le regard amer'],
    ['Des bougies brûlent près du lit', "Les mots cassés que je n'ai jamais dits"],
    ["L'horloge avance sans pitié", 'Chaque chanson me parle du passé'],
    ['Je cherche {t} dans le gris', 'Dans une ville où personne ne rit'],
  ],
  calm: [
    ['Je vais doucement, {t} dans la tête', 'Loin du bruit, loin de la fête'],
    ['Doux comme la marée du soir', 'Rien à porter, rien à savoir'],
    ['Ferme les yeux, laisse le temps filer', "Respire lentement, tout peut s'en aller"],
    ['Des couleurs douces dans le ciel bleu', "Chaque nuage s'en va peu à peu"],
    ['Rien que toi et moi et le temps', 'Calme comme un souffle de printemps'],
    ['Écoute le vent entre les pins', 'Les rêves flottent sur le chemin'],
    ['Matins tranquilles, café, chaleur', 'Tout doucement revient le bonheur'],
    ['Ici avec {t}, tout est tranquille', 'La lumière dort sur la ville'],
    ["Je regarde la rivière qui s'en va", 'Tout ce qui pèse partira'],
    ["Je rêve avec {t} à l'ombre", "J'écoute les grillons sans nombre"],
  ],
};

const CHORUSES: Record<Tone, readonly Chorus[]> = {
  bright: [
    ['Ô {v}, rallume-moi', 'Chante fort, chante encore', "Ô {v}, ne t'arrête pas", "Nous chantons jusqu'à l'aurore"],
    ['Ô {v}, emmène-moi plus haut', 'Serre-moi fort et sens le son', 'Ô {v}, mets le feu à la nuit', 'Nous dansons sur la chanson'],
    ['Ô {v}, brille sur moi', 'Nous brillons comme le soleil', 'Ô {v}, nous sommes libres', 'Tous nos cœurs battent pareil'],
  ],
  dark: [
    ['Ô {v}, où es-tu', 'Je tombe dans la nuit', 'Ô {v}, laisse-moi partir', 'Il ne reste que le bruit'],
    ['Ô {v}, je ne peux pas lâcher', 'Dis mon nom, je suis toujours là', "Ô {v}, la rivière s'en va", 'Emportant mes larmes tout bas'],
    ['Ô {v}, tout est fini', "Il ne reste que l'écho de l'adieu", 'Ô {v}, dis-moi comment', "S'est éteint le feu entre nous deux"],
  ],
  calm: [
    ['Ô {v}, reste un moment', 'Laisse la mer nous emporter', 'Ô {v}, encore un sourire', 'Flottant sans rien attendre ni chercher'],
    ['Ô {v}, nous voici', 'Respire lentement, respire en paix', 'Ô {v}, comme une étoile', 'Qui brille doucement à jamais'],
    ['Ô {v}, serre-moi', "Flottant sur la brise d'avril", 'Ô {v}, le ciel est clair', 'Bercés par un vent subtil'],
  ],
};

const BRIDGES: Record<Tone, readonly Couplet[]> = {
  bright: [
    ['Et si le monde doit chavirer', 'Nous allons toujours avancer'],
    ['Prends ma main et tiens-la fort', "Nous courons vers la lumière d'or"],
    ['Une fois encore avant de partir', 'Que le monde entier nous entende rire'],
  ],
  dark: [
    ['Et si le monde se brise en deux', 'Je te garderai au fond des yeux'],
    ["Une fois encore avant de m'en aller", 'Il y a quelque chose à te révéler'],
    ['Peut-être dans une autre vie', 'Chaque blessure sera guérie'],
  ],
  calm: [
    ['Et quand le soir descend lentement', 'La nuit arrive tout doucement'],
    ["Prends ma main, le jour s'en va", 'Regarde le soleil qui se couche là-bas'],
    ['Nulle part ailleurs où aller', "Juste toi et moi, le temps d'aimer"],
  ],
};

export const FRENCH_BANK: LyricBank = {
  verses: VERSES,
  choruses: CHORUSES,
  bridges: BRIDGES,
  topics: {
    bright: ["les jours d'été", 'la route', 'la lumière dorée', 'les beaux moments'],
    dark: ['la chambre vide', "les lumières qui s'éteignent", 'le dernier adieu', 'la pluie froide'],
    calm: ['la nuit tranquille', 'les nuages', 'les matins lents', 'la mer'],
  },
  // "Ô pluie", "Ô amour": the call drops the article, elided or not.
  call: withoutArticle(/^(?:(?:le|la|les|un|une|des) |l')/),
};
