import { withoutArticle, type Chorus, type Couplet, type LyricBank } from './lyric-bank';

/**
 * The Spanish lines, for descriptions written in Spanish ("Una canción triste sobre la
 * lluvia"). As in English: couplets that rhyme (in full or in their vowels, as Spanish songs
 * do: "sol" and "canción"), choruses whose first and third lines call to the topic and whose
 * second and fourth rhyme. `{t}` is the topic with its article ("la lluvia") and never follows
 * "de" or "a", which would have to merge with "el"; nothing agrees in gender with it.
 */

const VERSES: Record<'bright' | 'dark' | 'calm', readonly Couplet[]> = {
  bright: [
    ['Abro la ventana y sale el sol', 'Todo el barrio canta una canción'],
    ['Pienso en {t} y quiero bailar', 'Nada en el mundo nos puede parar'],
    ['Corremos juntos por la ciudad', 'Riendo fuerte con la libertad'],
    ['Mis amigos cantan esta noche', 'Contando estrellas sin reproche'],
    ['Con {t} me siento vivir', 'Hay mil caminos por descubrir'],
    ['Horas doradas sobre el lugar', 'Nadie nos puede hacer llorar'],
    ['Bailando en la cocina sin final', 'Cada momento se vuelve especial'],
    ['Tomé el camino largo para volver', 'Sintiendo el viento al atardecer'],
    ['Con {t} el día es mejor', 'Todo el cielo se llena de color'],
    ['La luz del verano toca mi piel', 'Y cada palabra sabe a miel'],
  ],
  dark: [
    ['Sueño con {t} otra vez', 'Y despierto sin saber por qué'],
    ['Sombras caen donde estabas tú', 'Ya no queda nada bajo la luz'],
    ['Guardo todo lo que no volverá', 'Cuento las horas y nadie está'],
    ['La lluvia escribe sobre el cristal', 'Esperando que acabe este final'],
    ['Calles vacías son todo lo que sé', 'Pasos a oscuras, no sé dónde iré'],
    ['Voces calladas cruzan el pasillo', 'Fotos que pierden todo su brillo'],
    ['Todo en {t} se siente frío', 'Como un invierno dentro del río'],
    ['Velas que arden junto a la cama', 'Palabras rotas que nadie reclama'],
    ['El reloj avanza sin piedad', 'Cada canción me habla de soledad'],
    ['Pienso en {t} bajo el gris', 'Buscando palabras que nunca te di'],
  ],
  calm: [
    ['Voy despacio, con {t} en la mente', 'Lejos del ruido de la gente'],
    ['Suave como la marea al caer', 'Nada que cargar, nada que esconder'],
    ['Cierra los ojos, deja el tiempo pasar', 'Respirando lento junto al mar'],
    ['Colores suaves que se vuelven azul', 'Cada nube pasa bajo la luz'],
    ['Solo tú y yo y el tiempo aquí', 'Tranquilo como un verso para ti'],
    ['Escucha el viento entre los pinos', 'Flotan los sueños peregrinos'],
    ['Mañanas quietas, café y calor', 'Poco a poco vuelve el amor'],
    ['Aquí con {t} todo está en calma', 'La luz descansa sobre mi alma'],
    ['Mirando cómo el río se va', 'Todo lo pesado se irá'],
    ['Soñando con {t} a la sombra', 'Oyendo a los grillos que nadie nombra'],
  ],
};

const CHORUSES: Record<'bright' | 'dark' | 'calm', readonly Chorus[]> = {
  bright: [
    ['Oh {v}, enciéndeme otra vez', 'Canta fuerte, canta ya', 'Oh {v}, que no acabe nunca', 'Esto es lo que cantamos acá'],
    ['Oh {v}, llévame más alto', 'Abrázame y siente el son', 'Oh {v}, prende fuego a la noche', 'Bailamos con el corazón'],
    ['Oh {v}, brilla sobre mí', 'Brillamos igual que el sol', 'Oh {v}, somos libres', 'Late un solo corazón'],
  ],
  dark: [
    ['Oh {v}, te perdí', 'Caigo en la oscuridad', 'Oh {v}, déjame ir', 'Solo queda la soledad'],
    ['Oh {v}, no puedo soltar', 'Di mi nombre, sigo aquí', 'Oh {v}, el río se va', 'Llevando lágrimas por ti'],
    ['Oh {v}, todo terminó', 'Solo queda el eco del adiós', 'Oh {v}, dime cómo', 'Se apagó el fuego entre los dos'],
  ],
  calm: [
    ['Oh {v}, quédate un rato', 'Deja que nos lleve el mar', 'Oh {v}, una sonrisa más', 'Flotando sin nada que esperar'],
    ['Oh {v}, aquí estamos', 'Respira lento, respira en paz', 'Oh {v}, como una estrella', 'Brillando suave y fugaz'],
    ['Oh {v}, abrázame', 'Flotando en la brisa de abril', 'Oh {v}, el cielo está claro', 'Meciéndonos en un vaivén sutil'],
  ],
};

const BRIDGES: Record<'bright' | 'dark' | 'calm', readonly Couplet[]> = {
  bright: [
    ['Y si el mundo se da la vuelta', 'Seguiremos con la puerta abierta'],
    ['Toma mi mano y no la sueltes', 'Corremos juntos hacia la suerte'],
    ['Una vez más antes de partir', 'Que el mundo entero nos oiga reír'],
  ],
  dark: [
    ['Y si el mundo se rompe en dos', 'Te guardaré en mi corazón'],
    ['Una vez más antes de irme', 'Hay algo que tengo que decirte'],
    ['Quizás en otra vida', 'Sanaremos cada herida'],
  ],
  calm: [
    ['Y cuando cae la tarde lenta', 'La noche llega y nos calienta'],
    ['Toma mi mano, el día se fue', 'Mira el sol que se pone otra vez'],
    ['No hay otro lugar donde estar', 'Solo tú y yo frente al mar'],
  ],
};

export const SPANISH_BANK: LyricBank = {
  verses: VERSES,
  choruses: CHORUSES,
  bridges: BRIDGES,
  topics: {
    bright: ['los días de verano', 'el camino abierto', 'la luz dorada', 'este momento'],
    dark: ['la habitación vacía', 'las luces que se apagan', 'el último adiós', 'la lluvia fría'],
    calm: ['la noche tranquila', 'las nubes', 'las mañanas lentas', 'el mar'],
  },
  // "Oh lluvia", "Oh mar": the call drops the article.
  call: withoutArticle(/^(?:el|la|los|las|un|una|unos|unas) /),
};
