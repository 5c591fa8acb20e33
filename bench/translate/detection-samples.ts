/**
 * A labelled evaluation set for language detection, written for Prism Studio (MIT, like the
 * rest of the repository). Same everyday themes in every language so no language gets the
 * easy topics. `short` sentences are at most 30 characters (what people type into a
 * translator); `long` ones are paragraphs of 60 characters or more (CJK scripts
 * pack more per character, so their paragraphs are shorter in characters). Labels are ISO 639-1.
 *
 * Independent of the UDHR set (udhr-samples.ts): franc's trigram models are trained on the
 * UDHR, so only this set compares the candidates fairly.
 */
export interface LabelledLanguage {
  lang: string;
  short: string[];
  long: string[];
}

export const WRITTEN_SAMPLES: LabelledLanguage[] = [
  {
    lang: 'en',
    short: ['Where is the train station?', 'I would like a cup of tea.', 'The weather is nice today.', 'Can you help me, please?', 'My brother lives in London.', 'What time does it open?', "I don't understand at all.", 'She reads a book every night.', 'We are going to the beach.', 'How much does this cost?'],
    long: [
      'The city council decided on Tuesday to extend the opening hours of the public library, so that students can study in the evenings during the exam period.',
      'After a long walk through the forest, we finally reached a small village where an old man offered us bread, cheese and a glass of fresh water.',
      'Scientists have warned that rising sea levels could threaten many coastal towns within the next few decades unless emissions are reduced quickly.',
    ],
  },
  {
    lang: 'es',
    short: ['¿Dónde está la estación?', 'Quiero un café con leche.', 'Hoy hace mucho calor.', '¿Puedes ayudarme, por favor?', 'Mi hermana vive en Madrid.', '¿A qué hora abre la tienda?', 'No entiendo lo que dices.', 'Comemos juntos los domingos.', 'Vamos a la playa mañana.', '¿Cuánto cuesta esto?'],
    long: [
      'El ayuntamiento decidió el martes ampliar el horario de la biblioteca pública para que los estudiantes puedan estudiar por las tardes durante los exámenes.',
      'Después de un largo paseo por el bosque, llegamos por fin a un pequeño pueblo donde un anciano nos ofreció pan, queso y un vaso de agua fresca.',
      'Los científicos advierten que la subida del nivel del mar podría amenazar a muchas ciudades costeras en las próximas décadas si no se reducen las emisiones.',
    ],
  },
  {
    lang: 'fr',
    short: ['Où est la gare ?', 'Je voudrais un café, merci.', "Il fait beau aujourd'hui.", "Pouvez-vous m'aider ?", 'Mon frère habite à Lyon.', 'À quelle heure ça ouvre ?', 'Je ne comprends pas.', 'Elle lit un livre chaque soir.', 'Nous allons à la plage.', 'Combien ça coûte ?'],
    long: [
      "Le conseil municipal a décidé mardi de prolonger les horaires d'ouverture de la bibliothèque afin que les étudiants puissent travailler le soir pendant les examens.",
      "Après une longue promenade dans la forêt, nous sommes enfin arrivés dans un petit village où un vieil homme nous a offert du pain, du fromage et de l'eau fraîche.",
      'Les scientifiques préviennent que la montée du niveau de la mer pourrait menacer de nombreuses villes côtières au cours des prochaines décennies.',
    ],
  },
  {
    lang: 'pt',
    short: ['Onde fica a estação?', 'Eu queria um café, por favor.', 'Hoje está muito calor.', 'Você pode me ajudar?', 'Minha irmã mora em Lisboa.', 'A que horas abre a loja?', 'Não entendo o que dizes.', 'Ela lê um livro toda noite.', 'Vamos à praia amanhã.', 'Quanto custa isto?'],
    long: [
      'A câmara municipal decidiu na terça-feira alargar o horário da biblioteca pública para que os estudantes possam estudar à noite durante o período de exames.',
      'Depois de uma longa caminhada pela floresta, chegámos finalmente a uma pequena aldeia onde um velho nos ofereceu pão, queijo e um copo de água fresca.',
      'Os cientistas alertam que a subida do nível do mar poderá ameaçar muitas cidades costeiras nas próximas décadas se as emissões não forem reduzidas.',
    ],
  },
  {
    lang: 'ca',
    short: ["On és l'estació de tren?", 'Voldria un cafè amb llet.', 'Avui fa molta calor.', 'Em pots ajudar, si us plau?', 'La meva germana viu a Girona.', 'A quina hora obre la botiga?', 'No entenc el que dius.', 'Ella llegeix cada nit.', 'Anem a la platja demà.', 'Quant costa això?'],
    long: [
      "L'ajuntament va decidir dimarts ampliar l'horari de la biblioteca pública perquè els estudiants puguin estudiar al vespre durant el període d'exàmens.",
      "Després d'una llarga caminada pel bosc, vam arribar finalment a un poble petit on un home gran ens va oferir pa, formatge i un got d'aigua fresca.",
      'Els científics adverteixen que la pujada del nivell del mar podria amenaçar moltes ciutats costaneres en les properes dècades si no es redueixen les emissions.',
    ],
  },
  {
    lang: 'gl',
    short: ['Onde está a estación?', 'Quero un café con leite.', 'Hoxe fai moita calor.', 'Podes axudarme, por favor?', 'O meu irmán vive en Vigo.', 'A que hora abre a tenda?', 'Non entendo o que dis.', 'Ela le un libro cada noite.', 'Imos á praia mañá.', 'Canto custa isto?'],
    long: [
      'O concello decidiu o martes ampliar o horario da biblioteca pública para que os estudantes poidan estudar pola noite durante o período de exames.',
      'Despois dun longo paseo polo bosque, chegamos por fin a unha aldea pequena onde un vello nos ofreceu pan, queixo e un vaso de auga fresca.',
      'Os científicos advirten de que a suba do nivel do mar podería ameazar moitas cidades costeiras nas próximas décadas se non se reducen as emisións.',
    ],
  },
  {
    lang: 'eo',
    short: ['Kie estas la stacidomo?', 'Mi ŝatus tason da kafo.', 'Hodiaŭ estas tre varme.', 'Ĉu vi povas helpi min?', 'Mia frato loĝas en Parizo.', 'Kiam la vendejo malfermiĝas?', 'Mi ne komprenas vin.', 'Ŝi legas ĉiun vesperon.', 'Morgaŭ ni iros al la maro.', 'Kiom ĝi kostas?'],
    long: [
      'La urba konsilantaro decidis marde plilongigi la malfermajn horojn de la publika biblioteko, por ke studentoj povu lerni vespere dum la ekzamenoj.',
      'Post longa promenado tra la arbaro ni finfine atingis malgrandan vilaĝon, kie maljunulo proponis al ni panon, fromaĝon kaj glason da malvarma akvo.',
      'Sciencistoj avertas, ke la altiĝo de la marnivelo povus minaci multajn marbordajn urbojn en la venontaj jardekoj, se la ellasoj ne rapide malpliiĝos.',
    ],
  },
  {
    lang: 'mk',
    short: ['Каде е железничката станица?', 'Сакам едно кафе, ве молам.', 'Денес е многу топло.', 'Можете ли да ми помогнете?', 'Брат ми живее во Скопје.', 'Кога се отвора продавницата?', 'Не разбирам што зборуваш.', 'Таа чита секоја вечер.', 'Утре одиме на езеро.', 'Колку чини ова?'],
    long: [
      'Градскиот совет во вторник одлучи да го продолжи работното време на библиотеката, за студентите да можат да учат навечер за време на испитите.',
      'По долга прошетка низ шумата, конечно стигнавме во едно мало село, каде што еден старец ни понуди леб, сирење и чаша ладна вода.',
      'Научниците предупредуваат дека покачувањето на нивото на морето може да загрози многу крајбрежни градови во следните децении ако емисиите не се намалат.',
    ],
  },
  {
    lang: 'it',
    short: ["Dov'è la stazione?", 'Vorrei un caffè, grazie.', 'Oggi fa molto caldo.', 'Puoi aiutarmi, per favore?', 'Mio fratello vive a Roma.', 'A che ora apre il negozio?', 'Non capisco cosa dici.', 'Lei legge un libro ogni sera.', 'Andiamo al mare domani.', 'Quanto costa questo?'],
    long: [
      "Il consiglio comunale ha deciso martedì di prolungare l'orario della biblioteca pubblica, così gli studenti potranno studiare la sera durante gli esami.",
      "Dopo una lunga passeggiata nel bosco, siamo finalmente arrivati in un piccolo paese dove un anziano ci ha offerto pane, formaggio e un bicchiere d'acqua fresca.",
      "Gli scienziati avvertono che l'innalzamento del livello del mare potrebbe minacciare molte città costiere nei prossimi decenni se le emissioni non diminuiranno.",
    ],
  },
  {
    lang: 'de',
    short: ['Wo ist der Bahnhof?', 'Ich hätte gern einen Kaffee.', 'Heute ist es sehr warm.', 'Können Sie mir helfen?', 'Mein Bruder wohnt in Berlin.', 'Wann öffnet das Geschäft?', 'Ich verstehe das nicht.', 'Sie liest jeden Abend.', 'Wir fahren morgen ans Meer.', 'Wie viel kostet das?'],
    long: [
      'Der Stadtrat hat am Dienstag beschlossen, die Öffnungszeiten der Bibliothek zu verlängern, damit Studenten während der Prüfungszeit auch abends lernen können.',
      'Nach einer langen Wanderung durch den Wald erreichten wir endlich ein kleines Dorf, wo uns ein alter Mann Brot, Käse und ein Glas frisches Wasser anbot.',
      'Wissenschaftler warnen, dass der steigende Meeresspiegel in den nächsten Jahrzehnten viele Küstenstädte bedrohen könnte, wenn die Emissionen nicht sinken.',
    ],
  },
  {
    lang: 'nl',
    short: ['Waar is het station?', 'Ik wil graag een koffie.', 'Het is vandaag erg warm.', 'Kunt u mij helpen?', 'Mijn broer woont in Utrecht.', 'Hoe laat gaat de winkel open?', 'Ik begrijp het niet.', 'Zij leest elke avond een boek.', 'We gaan morgen naar zee.', 'Hoeveel kost dit?'],
    long: [
      "De gemeenteraad heeft dinsdag besloten de openingstijden van de bibliotheek te verlengen, zodat studenten tijdens de examens ook 's avonds kunnen studeren.",
      'Na een lange wandeling door het bos kwamen we eindelijk in een klein dorp aan, waar een oude man ons brood, kaas en een glas fris water aanbood.',
      'Wetenschappers waarschuwen dat de stijgende zeespiegel de komende decennia veel kustplaatsen kan bedreigen als de uitstoot niet snel wordt verminderd.',
    ],
  },
  {
    lang: 'sv',
    short: ['Var ligger järnvägsstationen?', 'Jag skulle vilja ha kaffe.', 'Det är varmt i dag.', 'Kan du hjälpa mig?', 'Min bror bor i Göteborg.', 'När öppnar affären?', 'Jag förstår inte.', 'Hon läser varje kväll.', 'Vi åker till stranden i morgon', 'Hur mycket kostar det?'],
    long: [
      'Kommunfullmäktige beslutade i tisdags att förlänga bibliotekets öppettider så att studenterna kan plugga på kvällarna under tentaperioden.',
      'Efter en lång promenad genom skogen kom vi äntligen fram till en liten by, där en gammal man bjöd oss på bröd, ost och ett glas kallt vatten.',
      'Forskare varnar för att den stigande havsnivån kan hota många kuststäder under de kommande årtiondena om utsläppen inte minskar snabbt.',
    ],
  },
  {
    lang: 'da',
    short: ['Hvor er banegården?', 'Jeg vil gerne have en kaffe.', 'Det er meget varmt i dag.', 'Kan du hjælpe mig?', 'Min bror bor i Aarhus.', 'Hvornår åbner butikken?', 'Jeg forstår det ikke.', 'Hun læser hver aften.', 'Vi tager til stranden i morgen', 'Hvad koster det?'],
    long: [
      'Byrådet besluttede i tirsdags at forlænge bibliotekets åbningstider, så de studerende kan læse om aftenen i eksamensperioden.',
      'Efter en lang gåtur gennem skoven nåede vi endelig frem til en lille landsby, hvor en gammel mand gav os brød, ost og et glas koldt vand.',
      'Forskere advarer om, at de stigende havniveauer kan true mange kystbyer i de kommende årtier, hvis udledningerne ikke bliver reduceret hurtigt.',
    ],
  },
  {
    lang: 'nb',
    short: ['Hvor er jernbanestasjonen?', 'Jeg vil gjerne ha en kaffe.', 'Det er veldig varmt i dag.', 'Kan du hjelpe meg?', 'Broren min bor i Bergen.', 'Når åpner butikken?', 'Jeg forstår ikke.', 'Hun leser hver kveld.', 'Vi drar til stranden i morgen.', 'Hva koster det?'],
    long: [
      'Bystyret vedtok på tirsdag å utvide åpningstidene til biblioteket, slik at studentene kan lese om kvelden i eksamensperioden.',
      'Etter en lang tur gjennom skogen kom vi endelig fram til en liten bygd, der en gammel mann ga oss brød, ost og et glass kaldt vann.',
      'Forskere advarer om at stigende havnivå kan true mange kystbyer i løpet av de neste tiårene dersom utslippene ikke blir redusert raskt.',
    ],
  },
  {
    lang: 'fi',
    short: ['Missä rautatieasema on?', 'Haluaisin kupin kahvia.', 'Tänään on todella lämmin.', 'Voitko auttaa minua?', 'Veljeni asuu Tampereella.', 'Milloin kauppa aukeaa?', 'En ymmärrä sinua.', 'Hän lukee joka ilta.', 'Menemme huomenna rannalle.', 'Paljonko tämä maksaa?'],
    long: [
      'Kaupunginvaltuusto päätti tiistaina pidentää kirjaston aukioloaikoja, jotta opiskelijat voivat lukea iltaisin tenttikauden aikana.',
      'Pitkän metsäkävelyn jälkeen saavuimme vihdoin pieneen kylään, jossa vanha mies tarjosi meille leipää, juustoa ja lasillisen raikasta vettä.',
      'Tutkijat varoittavat, että merenpinnan nousu voi uhata monia rannikkokaupunkeja tulevina vuosikymmeninä, jos päästöjä ei vähennetä nopeasti.',
    ],
  },
  {
    lang: 'pl',
    short: ['Gdzie jest dworzec?', 'Poproszę kawę z mlekiem.', 'Dzisiaj jest bardzo gorąco.', 'Czy możesz mi pomóc?', 'Mój brat mieszka w Krakowie.', 'O której otwierają sklep?', 'Nie rozumiem, co mówisz.', 'Ona czyta co wieczór.', 'Jutro jedziemy nad morze.', 'Ile to kosztuje?'],
    long: [
      'Rada miasta postanowiła we wtorek wydłużyć godziny otwarcia biblioteki, aby studenci mogli uczyć się wieczorami w czasie sesji egzaminacyjnej.',
      'Po długim spacerze przez las dotarliśmy wreszcie do małej wioski, gdzie starszy pan poczęstował nas chlebem, serem i szklanką zimnej wody.',
      'Naukowcy ostrzegają, że podnoszący się poziom mórz może w najbliższych dziesięcioleciach zagrozić wielu miastom nadmorskim, jeśli emisje nie spadną.',
    ],
  },
  {
    lang: 'cs',
    short: ['Kde je nádraží?', 'Dal bych si kávu s mlékem.', 'Dnes je velké horko.', 'Můžete mi pomoct?', 'Můj bratr bydlí v Brně.', 'Kdy otevírá obchod?', 'Nerozumím, co říkáš.', 'Každý večer čte knihu.', 'Zítra jedeme k moři.', 'Kolik to stojí?'],
    long: [
      'Městské zastupitelstvo v úterý rozhodlo prodloužit otevírací dobu knihovny, aby studenti mohli během zkouškového období studovat i večer.',
      'Po dlouhé procházce lesem jsme konečně dorazili do malé vesnice, kde nám starý muž nabídl chléb, sýr a sklenici čerstvé vody.',
      'Vědci varují, že stoupající hladina moří by mohla v příštích desetiletích ohrozit mnoho pobřežních měst, pokud se emise rychle nesníží.',
    ],
  },
  {
    lang: 'ro',
    short: ['Unde este gara?', 'Aș vrea o cafea, vă rog.', 'Astăzi este foarte cald.', 'Mă puteți ajuta?', 'Fratele meu locuiește la Cluj.', 'La ce oră se deschide?', 'Nu înțeleg ce spui.', 'Ea citește în fiecare seară.', 'Mâine mergem la mare.', 'Cât costă asta?'],
    long: [
      'Consiliul local a hotărât marți să prelungească programul bibliotecii publice, astfel încât studenții să poată învăța seara în perioada examenelor.',
      'După o plimbare lungă prin pădure, am ajuns în sfârșit într-un sat mic, unde un bătrân ne-a oferit pâine, brânză și un pahar cu apă rece.',
      'Oamenii de știință avertizează că creșterea nivelului mării ar putea amenința multe orașe de coastă în următoarele decenii dacă emisiile nu scad.',
    ],
  },
  {
    lang: 'hu',
    short: ['Hol van a pályaudvar?', 'Kérek egy kávét tejjel.', 'Ma nagyon meleg van.', 'Tudna segíteni nekem?', 'A bátyám Debrecenben lakik.', 'Mikor nyit ki a bolt?', 'Nem értem, mit mondasz.', 'Minden este olvas.', 'Holnap megyünk a tóhoz.', 'Mennyibe kerül ez?'],
    long: [
      'A városi közgyűlés kedden úgy döntött, hogy meghosszabbítja a könyvtár nyitvatartását, hogy a diákok a vizsgaidőszakban este is tanulhassanak.',
      'Egy hosszú erdei séta után végre megérkeztünk egy kis faluba, ahol egy idős férfi kenyérrel, sajttal és egy pohár friss vízzel kínált minket.',
      'A tudósok arra figyelmeztetnek, hogy a tengerszint emelkedése a következő évtizedekben sok tengerparti várost veszélyeztethet, ha a kibocsátás nem csökken.',
    ],
  },
  {
    lang: 'tr',
    short: ['Tren istasyonu nerede?', 'Bir kahve istiyorum.', 'Bugün hava çok sıcak.', 'Bana yardım eder misiniz?', "Kardeşim İzmir'de yaşıyor.", 'Dükkan saat kaçta açılıyor?', 'Ne dediğini anlamıyorum.', 'Her akşam kitap okuyor.', 'Yarın denize gidiyoruz.', 'Bu ne kadar?'],
    long: [
      'Belediye meclisi salı günü, öğrencilerin sınav döneminde akşamları da çalışabilmesi için halk kütüphanesinin çalışma saatlerini uzatmaya karar verdi.',
      'Ormanda uzun bir yürüyüşten sonra sonunda küçük bir köye vardık; orada yaşlı bir adam bize ekmek, peynir ve bir bardak soğuk su ikram etti.',
      'Bilim insanları, emisyonlar hızla azaltılmazsa yükselen deniz seviyesinin önümüzdeki on yıllarda birçok kıyı kentini tehdit edebileceği konusunda uyarıyor.',
    ],
  },
  {
    lang: 'ru',
    short: ['Где находится вокзал?', 'Я хотел бы чашку чая.', 'Сегодня очень жарко.', 'Вы можете мне помочь?', 'Мой брат живёт в Москве.', 'Во сколько открывается?', 'Я не понимаю.', 'Она читает каждый вечер.', 'Завтра мы едем на море.', 'Сколько это стоит?'],
    long: [
      'Городской совет во вторник решил продлить часы работы библиотеки, чтобы студенты могли заниматься по вечерам во время экзаменационной сессии.',
      'После долгой прогулки по лесу мы наконец добрались до маленькой деревни, где старик угостил нас хлебом, сыром и стаканом холодной воды.',
      'Учёные предупреждают, что повышение уровня моря в ближайшие десятилетия может угрожать многим прибрежным городам, если выбросы не сократятся.',
    ],
  },
  {
    lang: 'uk',
    short: ['Де знаходиться вокзал?', 'Я хотів би чашку кави.', 'Сьогодні дуже спекотно.', 'Чи можете ви мені допомогти?', 'Мій брат живе у Львові.', 'Коли відчиняється крамниця?', 'Я не розумію.', 'Вона читає щовечора.', 'Завтра ми їдемо до моря.', 'Скільки це коштує?'],
    long: [
      'Міська рада у вівторок вирішила подовжити години роботи бібліотеки, щоб студенти могли навчатися вечорами під час екзаменаційної сесії.',
      'Після довгої прогулянки лісом ми нарешті дісталися маленького села, де старий чоловік пригостив нас хлібом, сиром і склянкою холодної води.',
      'Науковці попереджають, що підвищення рівня моря в найближчі десятиліття може загрожувати багатьом прибережним містам, якщо викиди не зменшаться.',
    ],
  },
  {
    lang: 'el',
    short: ['Πού είναι ο σταθμός;', 'Θα ήθελα έναν καφέ.', 'Σήμερα κάνει πολλή ζέστη.', 'Μπορείτε να με βοηθήσετε;', 'Ο αδελφός μου ζει στην Πάτρα.', 'Τι ώρα ανοίγει;', 'Δεν καταλαβαίνω.', 'Διαβάζει κάθε βράδυ.', 'Αύριο πάμε στη θάλασσα.', 'Πόσο κοστίζει αυτό;'],
    long: [
      'Το δημοτικό συμβούλιο αποφάσισε την Τρίτη να παρατείνει το ωράριο της βιβλιοθήκης, ώστε οι φοιτητές να μπορούν να διαβάζουν τα βράδια κατά την εξεταστική.',
      'Μετά από μια μεγάλη βόλτα στο δάσος, φτάσαμε επιτέλους σε ένα μικρό χωριό, όπου ένας ηλικιωμένος μας πρόσφερε ψωμί, τυρί και ένα ποτήρι κρύο νερό.',
      'Οι επιστήμονες προειδοποιούν ότι η άνοδος της στάθμης της θάλασσας μπορεί να απειλήσει πολλές παράκτιες πόλεις τις επόμενες δεκαετίες.',
    ],
  },
  {
    lang: 'ar',
    short: ['أين محطة القطار؟', 'أريد فنجان قهوة من فضلك.', 'الجو حار جدا اليوم.', 'هل يمكنك مساعدتي؟', 'يعيش أخي في القاهرة.', 'متى يفتح المتجر؟', 'لا أفهم ما تقول.', 'هي تقرأ كل مساء.', 'سنذهب إلى البحر غدا.', 'كم سعر هذا؟'],
    long: [
      'قرر المجلس البلدي يوم الثلاثاء تمديد ساعات عمل المكتبة العامة حتى يتمكن الطلاب من الدراسة في المساء خلال فترة الامتحانات.',
      'بعد نزهة طويلة في الغابة وصلنا أخيرا إلى قرية صغيرة حيث قدم لنا رجل مسن الخبز والجبن وكأسا من الماء البارد.',
      'يحذر العلماء من أن ارتفاع مستوى سطح البحر قد يهدد العديد من المدن الساحلية خلال العقود المقبلة إذا لم يتم خفض الانبعاثات بسرعة.',
    ],
  },
  {
    lang: 'he',
    short: ['איפה תחנת הרכבת?', 'אני רוצה כוס קפה.', 'היום חם מאוד.', 'אתה יכול לעזור לי?', 'אחי גר בחיפה.', 'מתי החנות נפתחת?', 'אני לא מבין.', 'היא קוראת כל ערב.', 'מחר אנחנו נוסעים לים.', 'כמה זה עולה?'],
    long: [
      'מועצת העיר החליטה ביום שלישי להאריך את שעות הפתיחה של הספרייה, כדי שהסטודנטים יוכלו ללמוד בערבים בתקופת המבחנים.',
      'אחרי הליכה ארוכה ביער הגענו סוף סוף לכפר קטן, שבו איש זקן הציע לנו לחם, גבינה וכוס מים קרים.',
      'מדענים מזהירים כי עליית מפלס הים עלולה לאיים על ערי חוף רבות בעשורים הקרובים אם הפליטות לא יצומצמו במהירות.',
    ],
  },
  {
    lang: 'hi',
    short: ['रेलवे स्टेशन कहाँ है?', 'मुझे एक कप चाय चाहिए।', 'आज बहुत गर्मी है।', 'क्या आप मेरी मदद करेंगे?', 'मेरा भाई दिल्ली में रहता है।', 'दुकान कब खुलती है?', 'मैं नहीं समझा।', 'वह हर रात पढ़ती है।', 'कल हम समुद्र जाएँगे।', 'यह कितने का है?'],
    long: [
      'नगर परिषद ने मंगलवार को पुस्तकालय के खुलने का समय बढ़ाने का फैसला किया ताकि छात्र परीक्षा के दिनों में शाम को भी पढ़ाई कर सकें।',
      'जंगल में लंबी सैर के बाद हम आखिरकार एक छोटे से गाँव पहुँचे, जहाँ एक बूढ़े आदमी ने हमें रोटी, पनीर और एक गिलास ठंडा पानी दिया।',
      'वैज्ञानिकों ने चेतावनी दी है कि अगर उत्सर्जन जल्दी कम नहीं हुआ तो समुद्र का बढ़ता स्तर आने वाले दशकों में कई तटीय शहरों के लिए खतरा बन सकता है।',
    ],
  },
  {
    lang: 'ja',
    short: ['駅はどこですか？', 'コーヒーを一杯ください。', '今日はとても暑いです。', '手伝ってくれませんか？', '兄は大阪に住んでいます。', 'お店は何時に開きますか？', 'よく分かりません。', '彼女は毎晩本を読みます。', '明日は海に行きます。', 'これはいくらですか？'],
    long: [
      '市議会は火曜日、試験期間中に学生が夜も勉強できるように、公立図書館の開館時間を延長することを決めました。多くの学生がこの決定を喜んでいます。',
      '森の中を長い間歩いた後、私たちはようやく小さな村に着き、そこでおじいさんがパンとチーズと冷たい水をくれました。とても親切な人で、道も教えてくれました。',
      '科学者たちは、排出量を早く減らさなければ、海面の上昇が今後数十年で多くの沿岸都市を脅かす可能性があると警告しています。対策は急務だと言われています。',
    ],
  },
  {
    lang: 'zh',
    short: ['火车站在哪里？', '我想要一杯咖啡。', '今天天气很热。', '你能帮我一下吗？', '我哥哥住在上海。', '商店几点开门？', '我不明白你的意思。', '她每天晚上看书。', '我们明天去海边。', '这个多少钱？'],
    long: [
      '市议会星期二决定延长公共图书馆的开放时间，让学生在考试期间晚上也能学习。很多学生都说这个决定对他们很有帮助，他们希望图书馆以后一直这样开放，周末也能多开几个小时。',
      '在森林里走了很久之后，我们终于来到一个小村庄，一位老人给了我们面包、奶酪和一杯凉水。他还告诉我们怎么走回城里，并且说明天可能会下雨，让我们早点出发，路上注意安全。',
      '科学家警告说，如果不尽快减少排放，海平面上升可能在未来几十年威胁许多沿海城市。他们认为各国政府应该马上采取行动，投资清洁能源，并且帮助沿海地区的居民做好准备。',
    ],
  },
  {
    lang: 'ko',
    short: ['기차역이 어디에 있어요?', '커피 한 잔 주세요.', '오늘은 날씨가 정말 더워요.', '저 좀 도와주시겠어요?', '제 형은 부산에 살아요.', '가게는 몇 시에 열어요?', '무슨 말인지 모르겠어요.', '그녀는 매일 밤 책을 읽어요.', '내일 바다에 갈 거예요.', '이거 얼마예요?'],
    long: [
      '시의회는 화요일에 학생들이 시험 기간 동안 저녁에도 공부할 수 있도록 공공 도서관의 개관 시간을 연장하기로 결정했습니다.',
      '숲속을 오래 걸은 끝에 우리는 마침내 작은 마을에 도착했고, 그곳에서 한 노인이 빵과 치즈와 시원한 물 한 잔을 주었습니다.',
      '과학자들은 배출량을 빨리 줄이지 않으면 해수면 상승이 앞으로 수십 년 안에 많은 해안 도시를 위협할 수 있다고 경고합니다.',
    ],
  },
  {
    lang: 'vi',
    short: ['Ga tàu ở đâu?', 'Tôi muốn một ly cà phê.', 'Hôm nay trời rất nóng.', 'Bạn có thể giúp tôi không?', 'Anh trai tôi sống ở Huế.', 'Mấy giờ cửa hàng mở cửa?', 'Tôi không hiểu.', 'Cô ấy đọc sách mỗi tối.', 'Ngày mai chúng tôi đi biển.', 'Cái này bao nhiêu tiền?'],
    long: [
      'Hội đồng thành phố hôm thứ Ba đã quyết định kéo dài giờ mở cửa của thư viện công cộng để sinh viên có thể học vào buổi tối trong mùa thi.',
      'Sau một chuyến đi bộ dài trong rừng, cuối cùng chúng tôi cũng đến một ngôi làng nhỏ, nơi một ông lão mời chúng tôi bánh mì, phô mai và một cốc nước mát.',
      'Các nhà khoa học cảnh báo rằng mực nước biển dâng cao có thể đe dọa nhiều thành phố ven biển trong những thập kỷ tới nếu lượng khí thải không giảm nhanh.',
    ],
  },
  {
    lang: 'id',
    short: ['Di mana stasiun kereta?', 'Saya mau secangkir kopi.', 'Hari ini sangat panas.', 'Bisakah Anda membantu saya?', 'Kakak saya tinggal di Bandung.', 'Jam berapa toko itu buka?', 'Saya tidak mengerti.', 'Dia membaca setiap malam.', 'Besok kami pergi ke pantai.', 'Berapa harganya?'],
    long: [
      'Dewan kota memutuskan pada hari Selasa untuk memperpanjang jam buka perpustakaan umum agar mahasiswa dapat belajar pada malam hari selama masa ujian.',
      'Setelah berjalan jauh melewati hutan, akhirnya kami tiba di sebuah desa kecil, tempat seorang kakek memberi kami roti, keju, dan segelas air dingin.',
      'Para ilmuwan memperingatkan bahwa kenaikan permukaan laut dapat mengancam banyak kota pesisir dalam beberapa dekade mendatang jika emisi tidak segera dikurangi.',
    ],
  },
];
