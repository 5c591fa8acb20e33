import { withoutArticle, type Chorus, type Couplet, type LyricBank, type Tone } from './lyric-bank';

/**
 * The Portuguese lines, for descriptions written in Portuguese ("Uma canção triste sobre a
 * chuva"). As in English: couplets that rhyme, choruses whose first and third lines call to the
 * topic ("Oh chuva") and whose second and fourth rhyme. `{t}` is the topic with its article ("a
 * chuva") and only follows "com" or stands as an object: never after "de", "em", "a" or "por",
 * which merge with the article ("da", "na", "à", "pela").
 */

const VERSES: Record<Tone, readonly Couplet[]> = {
  bright: [
    ['Abro a janela e nasce o sol', 'Brilha na rua como um farol'],
    ['Com {t} eu quero dançar', 'Nada no mundo vai nos parar'],
    ['Corremos juntos pela cidade', 'Rindo alto com liberdade'],
    ['Os meus amigos cantam sem cansar', 'Contando estrelas até o sol raiar'],
    ['Com {t} me sinto viver', 'Mil caminhos pra percorrer'],
    ['Horas douradas sobre o lugar', 'Ninguém consegue nos fazer chorar'],
    ['Dançando na cozinha sem final', 'Cada momento fica especial'],
    ['Peguei a estrada longa pra voltar', 'O vento da tarde veio me buscar'],
    ['Com {t} o dia é melhor', 'O céu inteiro se enche de cor'],
    ['A luz do verão na minha mão', 'E cada palavra vira canção'],
  ],
  dark: [
    ['Sonho com {t} outra vez', 'E acordo sem saber o que se fez'],
    ['Sombras caem onde estava você', 'Não sobra nada, nem sei por quê'],
    ['Guardo tudo o que não vai voltar', 'Conto as horas sem ninguém pra esperar'],
    ['A chuva escreve na janela', 'Espero o fim da noite sem estrela'],
    ['Ruas vazias são tudo o que sei', 'Passos no escuro, pra onde irei'],
    ['Vozes caladas cruzam o corredor', 'Fotos perdendo toda a sua cor'],
    ['Sinto {t} como um inverno', 'Um frio que parece eterno'],
    ['Velas acesas ao lado da cama', 'Palavras quebradas que ninguém reclama'],
    ['O relógio avança sem piedade', 'Cada canção me fala de saudade'],
    ['Procuro {t} no cinzento', 'Palavras que eu perdi no vento'],
  ],
  calm: [
    ['Vou devagar, com {t} na mente', 'Longe do barulho de toda a gente'],
    ['Suave como a maré a subir', 'Nada pra levar, nada a fingir'],
    ['Fecha os olhos, deixa o tempo passar', 'Respirando lento junto ao mar'],
    ['Cores suaves viram azul', 'Cada nuvem vai pro sul'],
    ['Só você e eu e o tempo aqui', 'Tranquilo como um verso pra ti'],
    ['Escuta o vento entre os pinheiros', 'Os sonhos flutuam passageiros'],
    ['Manhãs tranquilas, café e calor', 'Pouco a pouco volta o amor'],
    ['Aqui com {t} tudo é calma', 'A luz descansa na minha alma'],
    ['Olhando o rio que vai passando', 'Tudo o que pesa vai se acalmando'],
    ['Sonhando com {t} à sombra', 'Ouvindo os grilos, nada me assombra'],
  ],
};

const CHORUSES: Record<Tone, readonly Chorus[]> = {
  bright: [
    ['Oh {v}, me acende outra vez', 'Canta alto, canta já', 'Oh {v}, que nunca acabe', 'É isso que a gente canta lá'],
    ['Oh {v}, me leva mais alto', 'Me abraça e sente o som', 'Oh {v}, incendeia a noite', 'Dançamos no mesmo tom'],
    ['Oh {v}, brilha sobre mim', 'Brilhamos feito o verão', 'Oh {v}, somos livres', 'Batendo juntos, um só coração'],
  ],
  dark: [
    ['Oh {v}, cadê você', 'Eu caio na escuridão', 'Oh {v}, me deixa ir', 'Só resta a solidão'],
    ['Oh {v}, não consigo soltar', 'Diz meu nome, ainda estou aqui', 'Oh {v}, o rio vai embora', 'Levando as lágrimas que chorei por ti'],
    ['Oh {v}, tudo acabou', 'Só ficou o eco do adeus', 'Oh {v}, me diz como', 'Se apagou o fogo nos olhos teus'],
  ],
  calm: [
    ['Oh {v}, fica mais um pouco', 'Deixa o mar nos levar', 'Oh {v}, mais um sorriso', 'Flutuando sem nada a esperar'],
    ['Oh {v}, aqui estamos', 'Respira lento, respira em paz', 'Oh {v}, como uma estrela', 'Brilhando suave e fugaz'],
    ['Oh {v}, me abraça', 'Flutuando na brisa de abril', 'Oh {v}, o céu está claro', 'Balançando num vaivém sutil'],
  ],
};

const BRIDGES: Record<Tone, readonly Couplet[]> = {
  bright: [
    ['E se o mundo virar de pernas pro ar', 'Vamos seguir sem nunca parar'],
    ['Segura a minha mão e não solta', 'Corremos juntos e o sol volta'],
    ['Mais uma vez antes de partir', 'Que o mundo inteiro nos ouça sorrir'],
  ],
  dark: [
    ['E se o mundo se partir em dois', 'Eu te guardo pra depois'],
    ['Mais uma vez antes de ir embora', 'Tenho algo a te dizer agora'],
    ['Talvez numa outra vida', 'Cure cada ferida'],
  ],
  calm: [
    ['E quando a tarde cai devagar', 'A noite chega pra nos ninar'],
    ['Segura a mão, o dia acabou', 'Olha o sol que se pôs e se apagou'],
    ['Nenhum outro lugar pra estar', 'Só você e eu diante do mar'],
  ],
};

export const PORTUGUESE_BANK: LyricBank = {
  verses: VERSES,
  choruses: CHORUSES,
  bridges: BRIDGES,
  topics: {
    bright: ['os dias de verão', 'a estrada', 'a luz dourada', 'o momento'],
    dark: ['o quarto vazio', 'as luzes que se apagam', 'o último adeus', 'a chuva fria'],
    calm: ['a noite tranquila', 'as nuvens', 'as manhãs lentas', 'o mar'],
  },
  // "Oh chuva", "Oh mar": the call drops the article.
  call: withoutArticle(/^(?:o|a|os|as|um|uma|uns|umas) /),
};
