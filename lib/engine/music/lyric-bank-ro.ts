import type { Chorus, Couplet, LyricBank, Tone } from './lyric-bank';
import { raiseFirst } from './text';

/**
 * The Romanian lines, for descriptions written in Romanian ("Un cântec trist despre ploaie").
 * Couplets, and a chorus's second and fourth lines, rhyme from the stressed vowel on, a glide
 * before it set aside ("soare" with "floare", "diseară" with "afară"; romanian.ts says where the
 * stress falls). Choruses call to the topic first, as Romanian poems do ("Ploaie, …"); verses
 * set it after "pentru", "cu" and "la", which leave it as the description writes it.
 */

const VERSES: Record<Tone, readonly Couplet[]> = {
  bright: [
    ['Dimineața vine cu mult soare', 'Strada toată cântă ca o floare'],
    ['Mergem mână în mână pe drum', 'Viața e frumoasă chiar acum'],
    ['Cerul e senin și plin de lumină', 'Inima mea e ca o grădină'],
    ['Pentru {t} cânt o nouă cântare', 'Vântul de vară mă poartă spre mare'],
    ['Dansăm cu toții până în zori', 'Cerul e plin de mii de culori'],
    ['Primăvara vine pe câmpie', 'Totul e verde și e bucurie'],
    ['Vara e aici, e cald și bine', 'Marea ne așteaptă, vino cu mine'],
    ['Cu {t} în gând plec la drum', 'Totul e ușor și simplu acum'],
    ['Mă trezesc devreme și zâmbesc', 'Astăzi toată lumea o iubesc'],
    ['Raze de aur cad pe ape', 'Fericirea e atât de aproape'],
  ],
  dark: [
    ['Visez la {t} în fiecare noapte', 'Și mă trezesc vorbind în șoapte'],
    ['Râsul nostru demult a tăcut', 'Acum e doar umbra unui trecut'],
    ['Țin în mână o scrisoare', 'Fiecare rând mă doare'],
    ['Ploaia bate la fereastră', 'Goală e casa noastră'],
    ['Străzi pustii și uși închise', 'Unde sunt visele promise'],
    ['Ceasul bate în camera goală', 'Tristețea e ca o boală'],
    ['Bate un vânt atât de rece', 'Și noaptea nu mai trece'],
    ['Lumânarea se topește încet', 'În suflet rămâne doar un regret'],
    ['Orele trec una câte una', 'Și nu mai răsare luna'],
    ['Sub lumina slabă caut urma ta', 'Dar nu mai e nimic din ce era'],
  ],
  calm: [
    ['Plutim încet pe apa lină', 'Gândurile zboară în lumină'],
    ['Valuri blânde pe nisipul moale', 'Pescărușii zboară peste vale'],
    ['Închid ochii, timpul stă în loc', 'Ard încet în vatră flăcări de foc'],
    ['Norii trec agale către seară', 'Stelele răsar pe bolta clară'],
    ['Tu și eu și un ceai fierbinte', 'Orașul doarme liniștit, cuminte'],
    ['Ascult vântul cum cântă prin foi', 'Și somnul vine încet spre noi'],
    ['Dimineață liniștită, o cafea', 'Timpul poate să mai stea'],
    ['În pădure totul e tăcut', 'Păsările dorm, ziua a trecut'],
    ['Privesc râul cum curge lin', 'Grijile se duc și cerul e senin'],
    ['Greierii cântă, adorm ușor', 'Visele vin ca un nor'],
  ],
};

const CHORUSES: Record<Tone, readonly Chorus[]> = {
  bright: [
    ['{v}, luminează iar', 'Cântăm cu toții tare', '{v}, rămâi aici', 'Asta e a noastră cântare'],
    ['{v}, zburăm tot mai sus', 'Inima bate, noaptea e mare', '{v}, aprinde noaptea', 'Dansăm sub stele până la zare'],
    ['{v}, strălucește pentru noi', 'Suntem ca soarele amândoi', '{v}, suntem liberi', 'Liberi zburăm, doar noi doi'],
  ],
  dark: [
    ['{v}, unde ești acum', 'Mă pierd în noaptea fără drum', '{v}, lasă-mă să plec', 'Din tot ce a fost rămâne fum'],
    ['{v}, nu te pot uita', 'Strigă-mă încă o dată', '{v}, râul te duce', 'Plâng și azi ca prima dată'],
    ['{v}, totul e sfârșit', 'Tot ce a fost e risipit', '{v}, spune tu', 'Cum să uit tot ce am trăit'],
  ],
  calm: [
    ['{v}, mai stai puțin', 'Timpul să curgă mai lin', '{v}, încă un zâmbet', 'Cald ca vara, blând și senin'],
    ['{v}, suntem aici', 'Respiră adânc, ușor, ușor', '{v}, ca o stea departe', 'Strălucești blând, fără dor'],
    ['{v}, nu e grabă', 'Noaptea coboară în tăcere', '{v}, respiră cu mine', 'Visul vine ca o adiere'],
  ],
};

const BRIDGES: Record<Tone, readonly Couplet[]> = {
  bright: [
    ['Ridicați mâinile sus', 'Cântăm până la apus'],
    ['Mai sus, mai sus, peste acoperiș', 'Supărarea pleacă pe furiș'],
    ['Chiar dacă cădem, ne ridicăm', 'Viața e un cântec și cântăm'],
  ],
  dark: [
    ['Când închid ochii, noaptea se frânge', 'Și inima mea încet plânge'],
    ['Poate totul a fost un vis ușor', 'Dar încă mă doare acest dor'],
    ['Te strig în noaptea fără stele', 'Doar ecoul strigă vorbele mele'],
  ],
  calm: [
    ['Inspiră, expiră, totul trece', 'Izvorul din vale curge rece'],
    ['Lasă vântul să te poarte', 'Spre o insulă departe'],
    ['Aici e cald și e bine', 'Pădurea doarme lângă mine'],
  ],
};

export const ROMANIAN_BANK: LyricBank = {
  verses: VERSES,
  choruses: CHORUSES,
  bridges: BRIDGES,
  topics: {
    bright: ['soare', 'vară', 'libertate', 'primăvară'],
    dark: ['ploaie', 'noapte', 'amintiri', 'toamnă'],
    calm: ['mare', 'râu', 'stele', 'apus'],
  },
  // "Ploaie, …": the topic as the description writes it, first in its line.
  call: raiseFirst,
};
