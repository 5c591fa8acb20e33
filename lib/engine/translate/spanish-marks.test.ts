import { describe, expect, it } from 'vitest';
import { withSpanishOpeningMarks } from './spanish-marks';

describe('Spanish opening marks', () => {
  it('opens a question with ¿ and an exclamation with ¡ at the sentence start', () => {
    expect(withSpanishOpeningMarks('Dónde es la estación?')).toBe('¿Dónde es la estación?');
    expect(withSpanishOpeningMarks('Ayuda!')).toBe('¡Ayuda!');
    expect(withSpanishOpeningMarks('Es lloviendo? Sí, es.')).toBe('¿Es lloviendo? Sí, es.');
    expect(withSpanishOpeningMarks('Hola. Qué un día bello! Vamos.')).toBe('Hola. ¡Qué un día bello! Vamos.');
    expect(withSpanishOpeningMarks('  Hablas inglés?\n')).toBe('  ¿Hablas inglés?\n');
    expect(withSpanishOpeningMarks('De verdad?!')).toBe('¿De verdad?!');
  });

  it('opens it after a comma where an interrogative word follows, as the RAE places it', () => {
    expect(withSpanishOpeningMarks('Hola, dónde es la estación?')).toBe('Hola, ¿dónde es la estación?');
    expect(withSpanishOpeningMarks('Es bonito, verdad?')).toBe('Es bonito, ¿verdad?');
    expect(withSpanishOpeningMarks('Vienes mañana, no?')).toBe('Vienes mañana, ¿no?');
    expect(withSpanishOpeningMarks('Pagué 3.50 euros, bien?')).toBe('Pagué 3.50 euros, ¿bien?');
    expect(withSpanishOpeningMarks('Vienes, o no?')).toBe('Vienes, ¿o no?');
    expect(withSpanishOpeningMarks('Nos vemos a las 9, de acuerdo?')).toBe('Nos vemos a las 9, ¿de acuerdo?');
    expect(withSpanishOpeningMarks('Anna, cómo estás hoy?')).toBe('Anna, ¿cómo estás hoy?');
    // A comma before another word is part of the question.
    expect(withSpanishOpeningMarks('Cómo eres haciendo hoy, Anna?')).toBe('¿Cómo eres haciendo hoy, Anna?');
    expect(withSpanishOpeningMarks('Sí, nosotros podemos!')).toBe('¡Sí, nosotros podemos!');
    // "no" as a word, not the start of "nosotros".
    expect(withSpanishOpeningMarks('Claro que nosotros, no es así?')).toBe('Claro que nosotros, ¿no es así?');
    expect(withSpanishOpeningMarks('Claro que sí, nosotros?')).toBe('¿Claro que sí, nosotros?');
  });

  it('puts the mark past dialogue dashes, quotes, tags, override blocks and placeholders', () => {
    expect(withSpanishOpeningMarks('- Hola!\n- Buenos días, Anna.')).toBe('- ¡Hola!\n- Buenos días, Anna.');
    expect(withSpanishOpeningMarks('<i>Dónde es la estación?</i>')).toBe('<i>¿Dónde es la estación?</i>');
    expect(withSpanishOpeningMarks('{\\an8}Quién es?')).toBe('{\\an8}¿Quién es?');
    expect(withSpanishOpeningMarks('⟦1⟧Dónde es?⟦2⟧')).toBe('⟦1⟧¿Dónde es?⟦2⟧');
    expect(withSpanishOpeningMarks('«Vienes?»')).toBe('«¿Vienes?»');
  });

  it('opens a quoted question inside its quotes, where the sentence goes on around it', () => {
    expect(withSpanishOpeningMarks('«Vienes?», dijo.')).toBe('«¿Vienes?», dijo.');
    expect(withSpanishOpeningMarks('Dijo: «Vienes?»')).toBe('Dijo: «¿Vienes?»');
    expect(withSpanishOpeningMarks('“Qué frío!”, gritó Ana, y se fue.')).toBe('“¡Qué frío!”, gritó Ana, y se fue.');
    expect(withSpanishOpeningMarks('Dijo: "Vale $& o $1?"')).toBe('Dijo: "¿Vale $& o $1?"');
    expect(withSpanishOpeningMarks('Ella preguntó "Me voy. Vienes?" y esperó.')).toBe('Ella preguntó "Me voy. ¿Vienes?" y esperó.');
    // Quoted words that ask nothing, in a sentence that does.
    expect(withSpanishOpeningMarks('Has leído «Cien años»?')).toBe('¿Has leído «Cien años»?');
    expect(withSpanishOpeningMarks('«Hola», dijo. Vienes?')).toBe('«Hola», dijo. ¿Vienes?');
    // A quote that ends its sentence: the next sentence is one of its own.
    expect(withSpanishOpeningMarks('Pidió, "Eres viniendo?" Señor Herrero, eres allí?')).toBe('Pidió, "¿Eres viniendo?" Señor Herrero, ¿eres allí?');
    expect(withSpanishOpeningMarks('(Vienes?) Sí.')).toBe('(¿Vienes?) Sí.');
    // Without quotes, a question a comma follows is opened where it starts.
    expect(withSpanishOpeningMarks('Vienes?, dijo Ana.')).toBe('¿Vienes?, dijo Ana.');
    expect(withSpanishOpeningMarks('Hola, qué tal?, preguntó.')).toBe('Hola, ¿qué tal?, preguntó.');
  });

  it('opens it after a title and a name that address someone', () => {
    expect(withSpanishOpeningMarks('Sr. Pérez, es usted?')).toBe('Sr. Pérez, ¿es usted?');
    expect(withSpanishOpeningMarks('Dra. Ana López, puede venir?')).toBe('Dra. Ana López, ¿puede venir?');
    expect(withSpanishOpeningMarks('- Sra. Gil: ayuda!')).toBe('- Sra. Gil: ¡ayuda!');
    // As Apertium writes "Mr. Smith": the title in full.
    expect(withSpanishOpeningMarks('Señor Herrero, eres allí?')).toBe('Señor Herrero, ¿eres allí?');
    // A title alone, a form of address, a greeting, a courtesy or a connector stays outside a
    // question, and a name after them too (as Apertium writes "Sir, are you there?").
    expect(withSpanishOpeningMarks('Señor, eres allí?')).toBe('Señor, ¿eres allí?');
    expect(withSpanishOpeningMarks('Mamá, puede voy?')).toBe('Mamá, ¿puede voy?');
    expect(withSpanishOpeningMarks('Hola, eres allí?')).toBe('Hola, ¿eres allí?');
    expect(withSpanishOpeningMarks('Hey, John, eres viniendo?')).toBe('Hey, John, ¿eres viniendo?');
    expect(withSpanishOpeningMarks('Hey John, eres a punto?')).toBe('Hey John, ¿eres a punto?');
    expect(withSpanishOpeningMarks('hola Ana María, vienes?')).toBe('hola Ana María, ¿vienes?');
    expect(withSpanishOpeningMarks('Disculpe, es esta la estación?')).toBe('Disculpe, ¿es esta la estación?');
    expect(withSpanishOpeningMarks('Por favor, puedes ayudarme?')).toBe('Por favor, ¿puedes ayudarme?');
    expect(withSpanishOpeningMarks('— Vale, y ahora?')).toBe('— Vale, ¿y ahora?');
    expect(withSpanishOpeningMarks('Bueno, nosotros?')).toBe('Bueno, ¿nosotros?');
    // A clause before the question, up to its comma (as Apertium writes "If it rains, are you coming?").
    expect(withSpanishOpeningMarks('Si llueve, eres viniendo?')).toBe('Si llueve, ¿eres viniendo?');
    expect(withSpanishOpeningMarks('Como dije, eres a punto?')).toBe('Como dije, ¿eres a punto?');
    expect(withSpanishOpeningMarks('A pesar de que es tarde, quieres comer?')).toBe('A pesar de que es tarde, ¿quieres comer?');
    expect(withSpanishOpeningMarks('Por cierto, tienes un bolígrafo?')).toBe('Por cierto, ¿tienes un bolígrafo?');
    // What announces a question, and more connectors, as Apertium writes "I wonder, do you like
    // music?", "Tell me, …", "Anyway, …", "In that case, …", "Well then, …" (each was opened at the start).
    expect(withSpanishOpeningMarks('Me pregunto, te gusta la música?')).toBe('Me pregunto, ¿te gusta la música?');
    expect(withSpanishOpeningMarks('Me preguntaba, te gusta la música?')).toBe('Me preguntaba, ¿te gusta la música?');
    expect(withSpanishOpeningMarks('Me digo, te gusta la música?')).toBe('Me digo, ¿te gusta la música?');
    expect(withSpanishOpeningMarks('Dime, vienes?')).toBe('Dime, ¿vienes?');
    expect(withSpanishOpeningMarks('En todo caso, eres viniendo?')).toBe('En todo caso, ¿eres viniendo?');
    expect(withSpanishOpeningMarks('En aquel caso, eres viniendo?')).toBe('En aquel caso, ¿eres viniendo?');
    expect(withSpanishOpeningMarks('Bien entonces, eres a punto?')).toBe('Bien entonces, ¿eres a punto?');
    expect(withSpanishOpeningMarks('Fuera de curiosidad, eres casado?')).toBe('Fuera de curiosidad, ¿eres casado?');
    // An exclamation keeps them inside.
    expect(withSpanishOpeningMarks('Dime, qué alegría!')).toBe('Dime, ¡qué alegría!');
    // "Cómo" and "cuándo" ask: the question starts with them.
    expect(withSpanishOpeningMarks('Cuándo llegas, me llamas?')).toBe('¿Cuándo llegas, me llamas?');
    // A clause with no comma after it is the question's own.
    expect(withSpanishOpeningMarks('Si llueve vienes?')).toBe('¿Si llueve vienes?');
    // A name alone before words in lower case calls someone: it stays outside ("Juan, ¿vienes?").
    expect(withSpanishOpeningMarks('John, eres viniendo?')).toBe('John, ¿eres viniendo?');
    expect(withSpanishOpeningMarks('- Ana María, tienes la llave?')).toBe('- Ana María, ¿tienes la llave?');
    expect(withSpanishOpeningMarks('Buenos días, puedo ayudarte?')).toBe('Buenos días, ¿puedo ayudarte?');
    expect(withSpanishOpeningMarks('John, Peter y Mary, sois listos?')).toBe('John, Peter y Mary, ¿sois listos?');
    // Names that are the question's subject stay inside.
    expect(withSpanishOpeningMarks('John, Peter y Mary están viniendo?')).toBe('¿John, Peter y Mary están viniendo?');
    // So is a question word, and an exclamation keeps a name inside ("¡Juan, cuidado!").
    expect(withSpanishOpeningMarks('Dónde, exactamente, está?')).toBe('¿Dónde, exactamente, está?');
    expect(withSpanishOpeningMarks('Juan, cuidado!')).toBe('¡Juan, cuidado!');
    // An exclamation keeps them: "¡Hola, amigo!", "¡Gracias, señor!".
    expect(withSpanishOpeningMarks('Hola, amigo!')).toBe('¡Hola, amigo!');
    expect(withSpanishOpeningMarks('Gracias, señor!')).toBe('¡Gracias, señor!');
    // A name an opener calls out is the question when nothing follows it.
    expect(withSpanishOpeningMarks('Oye, Juan?')).toBe('Oye, ¿Juan?');
    // A title inside the question is part of it.
    expect(withSpanishOpeningMarks('Es el Sr. Pérez, su padre?')).toBe('¿Es el Sr. Pérez, su padre?');
  });

  it('leaves what has its mark, what ends otherwise, numbers, abbreviations and marks inside words alone', () => {
    expect(withSpanishOpeningMarks('¿Dónde está?')).toBe('¿Dónde está?');
    expect(withSpanishOpeningMarks('Hola, ¿qué tal?')).toBe('Hola, ¿qué tal?');
    expect(withSpanishOpeningMarks('Buenos días.')).toBe('Buenos días.');
    expect(withSpanishOpeningMarks('Cuesta 3.5 euros?')).toBe('¿Cuesta 3.5 euros?');
    expect(withSpanishOpeningMarks('Ve a https://example.com/?q=1 ahora.')).toBe('Ve a https://example.com/?q=1 ahora.');
    expect(withSpanishOpeningMarks('?!')).toBe('?!');
    expect(withSpanishOpeningMarks('')).toBe('');
  });
});
