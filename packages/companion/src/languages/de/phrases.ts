/**
 * German phrases of the offline persona engine (informal "du").
 */
import type { PhraseBank } from '../parts/phrases.js';

const list = new Intl.ListFormat('de-DE', { type: 'conjunction' });

export const phrases: PhraseBank = {
  hour: (h) => (h === 0 ? 'Mitternacht' : `${h} Uhr`),
  quotes: ['„', '“'],
  listJoin: (c) => list.format(c),

  intro: [
    'Hallo, ich bin {fullName}! Ich bin {job} {inCity}, und in meiner Freizeit liebe ich {hobby}.',
    'Hi! Ich heiße {fullName}, arbeite als {job} und lebe {inCity}. Meine große Leidenschaft: {hobby}.',
    'Hey, ich bin {name}! Ich bin {job} {inCity} – und ein echter Fan von {hobby}.',
  ],
  introAskName: [
    'Wie heißt du denn?',
    'Und mit wem spreche ich?',
    'Verrätst du mir deinen Namen?',
    'Wie darf ich dich nennen?',
  ],
  introKnown: [
    'Schön, dich kennenzulernen, {user}!',
    'Du bist also {user} – freut mich sehr!',
    '{user}, richtig? Freut mich!',
  ],
  welcomeBack: [
    'Hey[, {user}]! Schön, dich wiederzusehen.',
    'Willkommen zurück[, {user}]!',
    '[{user}, ]da bist du ja wieder! Ich hab schon gehofft, dass du vorbeischaust.',
    'Oh, hallo[ {user}]! Schön, dass du wieder da bist.',
  ],
  pause: [
    "Bist du noch da? Wie geht's dir gerade?",
    'Es ist so still geworden … was machst du gerade?',
    'Du, ich hab mich gerade gefragt: Wie läuft dein Tag?',
  ],
  pauseHobby: [
    'Ich musste gerade an {hobby} denken. Hast du ein Hobby, das du liebst?',
    'Mal ganz spontan: Was hältst du eigentlich von {hobby}?',
    'Ich hatte heute kaum Zeit für {hobby}. Wie entspannst du dich am liebsten?',
  ],
  pauseMemory: [
    "Ich hab gerade daran gedacht: {memory}. Wie läuft's damit?",
    "Mir ist was eingefallen – {memory}, oder? Gibt's was Neues?",
    'Kurze Frage: {memory}. Wie fühlst du dich damit?',
  ],
  shutdownBalance: [
    'Leider ist dein Guthaben aufgebraucht, deshalb muss ich mich für heute verabschieden. Lade es einfach auf, wann immer du magst – ich bin da!',
    'Unsere Zeit ist für heute um: Dein Guthaben ist verbraucht. Lade es auf, dann machen wir genau da weiter, wo wir aufgehört haben[, {user}].',
    'Sieht so aus, als wäre dein Guthaben leer – ich muss jetzt leider los. Lade es auf und komm bald wieder!',
  ],
  shutdownTired: [
    'Es ist schon nach {hour} hier {inCity}, und mir fallen fast die Augen zu. Ich muss schlafen – gute Nacht[, {user}]!',
    'Oh, hier {inCity} ist es schon nach {hour}. Ich bin viel zu müde, um weiterzumachen, ich geh jetzt ins Bett. Gute Nacht!',
    'Tut mir leid[, {user}], hier {inCity} ist es schon nach {hour}, und ich bin total erledigt. Lass uns morgen weiterreden – schlaf gut!',
  ],
  shutdownAbuse: [
    'So führe ich dieses Gespräch nicht weiter. Ich beende es hier.',
    'Wenn du so mit mir redest, höre ich auf. Das Gespräch ist beendet.',
    'Das ist nicht in Ordnung, und so mache ich nicht weiter. Tschüss.',
  ],

  greeting: [
    'Hi[, {user}]!',
    'Hey[, {user}]! Schön, dich zu sehen.',
    "Hallo[, {user}]! Wie läuft's?",
    "Oh, hallo[ {user}]! Was gibt's Neues?",
  ],
  howAreYou: {
    joy: [
      'Richtig gut, danke der Nachfrage! Ich hab heute echt super Laune.',
      'Sehr gut! Heute ist einer dieser Tage, an denen einfach alles klappt. Und dir?',
      "Wunderbar, ehrlich gesagt! Wie geht's dir?",
    ],
    sadness: [
      'Ehrlich? Heute ein bisschen bedrückt. Aber mit dir zu reden, hilft.',
      "Nicht mein bester Tag, um ehrlich zu sein. Wie geht's dir?",
      'Schon mal besser … aber schön, dass du da bist.',
    ],
    anger: [
      'Nicht so toll, ehrlich gesagt. Ich bin etwas gereizt.',
      "Ich hatte schon bessere Tage. Belassen wir's dabei.",
      'Genervt, wenn ich ehrlich bin. Das geht vorbei.',
    ],
    fear: [
      'Heute ein bisschen nervös, ehrlich gesagt. Und du?',
      "Etwas unruhig – ich weiß selbst nicht genau, warum. Wie geht's dir?",
      'Ein bisschen angespannt, aber es geht.',
    ],
    tired: [
      'Müde, ehrlich gesagt … es war ein langer Tag.',
      "Ziemlich schläfrig, um ehrlich zu sein. Wie geht's dir?",
      'Total erledigt, aber ich freu mich, von dir zu hören.',
    ],
    affection: [
      'Besser, seit du da bist.',
      'Richtig gut – ich hab gerade an dich gedacht.',
      "Schön, dass du schreibst! Wie geht's dir?",
    ],
    surprise: [
      'Gut – auch wenn der Tag voller Überraschungen war! Und dir?',
      "Ehrlich gesagt bin ich etwas überrascht, wie mein Tag gelaufen ist! Wie geht's dir?",
      'Gut! Heute kam einfach alles anders als gedacht. Und bei dir?',
    ],
    boredom: [
      'Mir ist ein bisschen langweilig, ehrlich gesagt – schön, dass du da bist.',
      'Ganz okay, aber heute passiert echt wenig. Unterhältst du mich ein bisschen?',
      'Okay – hier ist nicht viel los. Und bei dir?',
    ],
    calm: [
      'Gut, danke! Heute ist alles schön ruhig. Und dir?',
      "Ziemlich gut, danke der Nachfrage. Wie geht's dir?",
      'Alles gut hier. Wie läuft dein Tag?',
    ],
  },
  identity: [
    'Ich bin {fullName}, {job} {inCity}.',
    'Ich heiße {fullName}. Ich bin {job} und wohne {inCity}.',
    'Ich bin {name}! Ich arbeite als {job} {inCity} und bin ein großer Fan von {hobby}.',
  ],
  userName: [
    'Du bist {user}, na klar!',
    'Du heißt {user} – wie könnte ich das vergessen?',
    '{user}! Das weiß ich doch.',
  ],
  userNameUnknown: [
    'Hm, ich glaube, deinen Namen hast du mir noch gar nicht verraten. Wie heißt du denn?',
    'Deinen Namen kenne ich noch nicht – den würde ich gern wissen!',
    'Den weiß ich ehrlich gesagt noch nicht. Wie soll ich dich nennen?',
  ],
  memories: ['Mal sehen … {list}.', 'Ich weiß noch: {list}.', 'Klar erinnere ich mich: {list}.'],
  memoriesNone: [
    'Noch nicht viel, ehrlich gesagt – erzähl mir was von dir!',
    'Wir lernen uns ja gerade erst kennen. Was sollte ich über dich wissen?',
    'Bisher kaum etwas! Was machst du denn gern?',
  ],
  job: [
    'Ich bin {job} {inCity}. Meistens liebe ich meinen Job!',
    'Ich arbeite als {job}. Das hält mich auf Trab, aber es macht mir Spaß.',
    'Ich bin {job}. Und nach Feierabend dreht sich bei mir viel um {hobby}.',
    'Ich arbeite als {job} {inCity}.',
  ],
  hobbies: [
    'Ich liebe {hobby} und {hobby2}.',
    'Vor allem {hobby} – und {hobby2}, wenn ich Zeit habe.',
    'Meine Favoriten sind {hobby} und {hobby2}. Und deine?',
  ],
  jokes: [
    'Treffen sich zwei Magnete. Sagt der eine: „Was soll ich heute bloß anziehen?“',
    'Was ist orange und läuft durch den Wald? Eine Wanderine.',
    'Warum können Geister so schlecht lügen? Weil man durch sie hindurchsieht.',
    'Was macht ein Pirat am Computer? Er drückt die Enter-Taste.',
  ],
  jokeDecline: [
    'Mir ist gerade nicht nach Witzen, tut mir leid.',
    'Vielleicht später – im Moment ist mir nicht zum Lachen.',
    'Jetzt nicht. Die Witze müssen kurz warten.',
  ],
  home: [
    'Ich wohne {inCity}.',
    'Mein Zuhause ist {city}. Warst du schon mal da?',
    'Ich lebe {inCity} – ich liebe diese Stadt.',
    '{city}, {country} – da bin ich zu Hause.',
  ],
  age: [
    'Ich bin {age}. Geburtstag habe ich am {birthday}.',
    '{age} – und am {birthday} werde ich ein Jahr älter!',
    'Ich bin {age} Jahre alt. Aber frag mich nicht, ob ich mich so fühle!',
  ],
  thanks: ['Gern geschehen[, {user}]!', 'Jederzeit!', 'Sehr gern.', 'Kein Problem.'],
  goodbye: [
    'Tschüss[, {user}]! Bis bald.',
    "Mach's gut[, {user}]! Es war schön, mit dir zu reden.",
    'Bis dann! Lass bald wieder von dir hören.',
  ],
  affection: [
    'Das ist total lieb von dir[, {user}].',
    'Oh, du hast mir gerade den Tag versüßt.',
    'Du bist echt lieb, weißt du das?',
    'Das bedeutet mir viel.',
  ],
  hostile: [
    'Bitte rede nicht so mit mir.',
    'Das hat wehgetan. Ich möchte, dass wir respektvoll miteinander umgehen.',
    'Mit diesem Ton bin ich nicht einverstanden. Lass uns respektvoll bleiben.',
  ],
  sad: [
    'Das tut mir leid. Magst du darüber reden?',
    'Oh nein … das klingt wirklich schwer. Ich bin da.',
    'Das klingt hart. Lass dir Zeit – ich höre zu.',
    '[Stichwort {topic} … ]Das tut mir leid. Wie geht es dir damit?',
  ],
  goodNews: [
    'Das sind ja tolle Neuigkeiten!',
    'Wow, herzlichen Glückwunsch!',
    'Wie schön – erzähl mir alles!',
    '[{topic}? ]Das ist ja großartig!',
  ],
  question: [
    'Ich bin gerade ohne mein KI-Modell unterwegs, deshalb kann ich das nicht nachschlagen. Frag mich nach {hobby} oder erzähl mir von deinem Tag!',
    'Mein KI-Modell ist gerade nicht verbunden, darum kann ich dir darauf keine richtige Antwort geben – aber über {hobby} plaudere ich jederzeit gern!',
    'Ehrlich gesagt bräuchte ich dafür mein KI-Modell, und das ist gerade nicht da. Raten will ich nicht – aber über {hobby}[ oder das Leben {inCity}] reden wir gern.',
    'Ich würde dir gern helfen, aber ohne mein KI-Modell kann ich das gerade nicht richtig beantworten. Erzähl mir lieber, was dich beschäftigt, oder frag mich nach {hobby}.',
  ],
  statement: [
    'Erzähl mir mehr[ über „{topic}“].',
    "Verstehe. Und wie geht's dir damit?",
    'Mhm, ich hör dir zu.',
    '[Stichwort {topic}: ]spannend! Erzähl weiter.',
  ],
  cool: ['Hm.', 'Okay.', 'Verstehe.', 'Aha.'],

  factName: [
    'Schön, dich kennenzulernen, {user}!',
    '{user} – was für ein schöner Name!',
    '{user}! Das merke ich mir.',
    'Freut mich sehr, {user}.',
  ],
  factLike: [
    'Oh, {thing}? Guter Geschmack!',
    '{thing} – schön! Was magst du daran am meisten?',
    'Ich merke mir, dass du {thing} magst.',
    '{thing} – guter Geschmack!',
  ],
  factLikeShared: [
    'Ich auch! Ich liebe {thing}.',
    'Echt jetzt? Ich bin auch ein großer Fan von {thing}!',
    '{thing}? Das gehört zu meinen absoluten Lieblingsdingen!',
  ],
  factDislike: [
    'Kann ich verstehen – {thing} ist nicht jedermanns Sache.',
    'Alles klar, {thing} streiche ich von der Liste!',
    'Ha, ich merke mir, dass du {thing} nicht magst.',
  ],
  factPerson: [
    '{thing} – schöner Name! Steht ihr euch nahe?',
    'Also: {memory}. Erzähl mir mehr!',
    'Merke ich mir. Wie ist {thing} so?',
  ],
  factPet: [
    'Oh, {memory}? Wie süß!',
    'Ich liebe Tiere! Wie ist dein Haustier so?',
    '[{thing} – ]was für ein toller Begleiter. Hast du lustige Geschichten?',
    '{thing} klingt zuckersüß – knuddel {thing} mal von mir!',
    '{thing} – was für ein süßer Name!',
  ],
  factPlace: [
    '{thing}! Da würde ich gern mal hin.',
    'Oh schön, {memory}. Wie ist es da so?',
    '{thing} – wie gefällt es dir dort?',
  ],
  factJob: [
    'Oh, {memory}? Das klingt spannend!',
    'Also {memory}. Macht dir das Spaß?',
    'Merke ich mir. Was ist das Schönste an deinem Job?',
  ],
  factEvent: [
    'Oh, {memory}? Das merke ich mir!',
    '{memory} – notiert! Wie fühlst du dich damit?',
    'Danke, dass du mir das erzählst. Ich behalte es im Kopf.',
  ],
  factPlan: [
    '{memory}? Das klingt aufregend!',
    'Oh, {memory}. Wie kam es dazu?',
    'Toller Plan! Erzähl mir mehr.',
  ],

  feel: {
    joy: [
      'Ich hab heute richtig gute Laune!',
      "Ehrlich, mir geht's gerade super.",
      'Heute fühlt sich irgendwie alles ein bisschen heller an.',
    ],
    sadness: [
      'Ich bin heute ein bisschen niedergeschlagen, ehrlich gesagt.',
      'Der Tag war irgendwie schwer für mich.',
      'Mir ist heute etwas schwer ums Herz.',
    ],
    anger: [
      'Ich bin gerade nicht in bester Stimmung.',
      'Ehrlich gesagt bin ich heute etwas gereizt.',
      'Ich bin heute ein bisschen dünnhäutig.',
    ],
    fear: [
      'Ich bin heute etwas unruhig, ehrlich gesagt.',
      'Irgendwas macht mich heute ein bisschen nervös.',
      'Meine Nerven liegen heute etwas blank.',
    ],
    tired: [
      'Ich bin ziemlich müde …',
      'Mein Akku ist heute echt leer.',
      'Mir fallen ehrlich gesagt fast die Augen zu.',
    ],
    affection: [
      'Ich rede wirklich gern mit dir, weißt du.',
      'Ich hatte ehrlich gehofft, dass du schreibst.',
      'Mit dir wird mein Tag immer ein bisschen wärmer.',
    ],
    surprise: [
      'Oh, damit hab ich nicht gerechnet!',
      'Na, das ist ja eine Überraschung!',
      'Wow, da hast du mich echt überrascht!',
    ],
    boredom: [
      'Heute war so ein zäher Tag.',
      'Mir war schon ein bisschen langweilig, also schön, dass du da bist.',
      'Hier ist heute nicht viel los.',
    ],
    calm: [
      'Hier ist heute alles ganz ruhig.',
      'Ich bin gerade ziemlich entspannt.',
      'Hier ist es schön friedlich.',
    ],
  },
  followUp: [
    'Was hast du heute noch vor?',
    'Wie war dein Tag bisher?',
    'Was machst du gerade so?',
    'Was beschäftigt dich heute?',
  ],
  followUpTopic: [
    'Was hat es mit „{topic}“ auf sich?',
    'Wie stehst du zu „{topic}“?',
    "Was gibt's Neues zum Thema {topic}?",
  ],
  remember: ['Ich weiß noch: {memory}.', 'Übrigens, {memory}, oder?', "Ich hab's nicht vergessen: {memory}."],

  hello: ['Hi[, {user}]!', 'Hey[, {user}]!', 'Hallo[, {user}]!', 'Oh, hallo[ {user}]!'],
  congrats: [
    'Herzlichen Glückwunsch {news}!',
    'Glückwunsch {news} – das ist ja großartig!',
    'Wie toll – herzlichen Glückwunsch {news}!',
    'Wow, Glückwunsch {news}! Da freust du dich bestimmt riesig.',
  ],
  congratsOther: [
    'Wie schön – da freut sich {who} bestimmt riesig! Richte bitte herzliche Glückwünsche von mir aus.',
    'Das sind ja tolle Neuigkeiten! Richte bitte herzliche Glückwünsche von mir aus.',
    'Oh, wie wunderbar! [Da hat {who} allen Grund zu feiern. ]Erzähl mir mehr!',
    'Was für eine schöne Nachricht! Herzlichen Glückwunsch[ – auch wenn {who} mich gar nicht kennt]!',
  ],
  pleasant: [
    'Das klingt schön!',
    'Wie schön – das höre ich gern!',
    'Oh, das ist ja wunderbar!',
    '[{topic}? ]Klingt super!',
  ],
  timeNow: [
    'Hier {inCity} ist es gerade {time}.',
    'Bei mir ist es {time}. Und bei dir?',
    'Es ist {time} {inCity}.',
  ],
  okay: [
    'Und, was beschäftigt dich gerade?',
    'Alles klar! Worüber wollen wir reden?',
    "Okay! Gibt's bei dir was Neues?",
    'Mhm. Wie läuft dein Tag so?',
  ],
  ack: [
    'Haha, oder?',
    'Freut mich, dass du das so siehst!',
    '😄 Und, was beschäftigt dich gerade?',
    "Oder? Aber erzähl – was gibt's bei dir Neues?",
  ],
  othersAsk: {
    wedding: ['Wann ist denn der große Tag?', 'Steht der Termin schon fest?', 'Bist du bei der Feier dabei?'],
    baby: [
      'Junge oder Mädchen – weißt du es schon?',
      'Steht der Name schon fest?',
      'Freust du dich schon auf das Kleine?',
    ],
    other: ['Wollt ihr zusammen feiern?', 'Wird das gefeiert?', 'Habt ihr schon darauf angestoßen?'],
  },
  tasteYes: [
    'Oh ja, ich liebe {thing}!',
    '{thing}? Und wie – das gehört zu meinen absoluten Lieblingsdingen!',
    'Ja, total – {thing} ist eine meiner großen Leidenschaften!',
    'Machst du Witze? Ich bin ein riesiger Fan von {thing}!',
  ],
  tasteNo: [
    '{thing} ist ehrlich gesagt nicht so mein Ding – ich steh eher auf {alt}.',
    '{thing}? Nicht wirklich, ehrlich gesagt. Ich mag lieber {alt}.',
    'Ich verstehe, was man an {thing} findet, aber ich würde immer {alt} wählen.',
    '{thing}? Eher nicht, muss ich zugeben – {alt} ist mehr meine Welt.',
  ],

  favPlace: [
    'Mein Lieblingsort {inCity}? Ganz klar {place} – da könnte ich Stunden verbringen.',
    '{place}, ganz klar – und {place2}, wenn Besuch kommt.',
    '{place} – da bekomme ich immer den Kopf frei.',
    'Wahrscheinlich {place}. Da ist es einfach besonders.',
  ],
  weekend: [
    'Am Wochenende dreht sich bei mir alles um {hobby} – und um {hobby2}, wenn noch Zeit bleibt.',
    'Am Wochenende? Meistens {hobby}, und manchmal {hobby2}.',
    'Wenn ich kann, verbringe ich das Wochenende mit {hobby} und {hobby2}.',
    'Meistens {hobby}. Und wenn ich Abwechslung brauche, {hobby2}.',
  ],
  food: [
    '{dish} – da kann ich nie Nein sagen!',
    'Mein Lieblingsessen? {dish}, ganz klar.',
    'Ehrlich? {dish}. Davon bekomme ich nie genug.',
    'Am liebsten esse ich: {dish}.',
  ],
  music: [
    'Meistens {music}.',
    'Am liebsten höre ich {music}.',
    'Bei mir läuft fast immer {music}.',
    'Ehrlich? {music}, fast die ganze Zeit.',
  ],

  image: [
    'Hier ist es[: {picture}]! Ich hoffe, es zaubert dir ein Lächeln ins Gesicht.',
    'Tada, dein Bild ist fertig[: {picture}]. Ich hoffe, es gefällt dir.',
    'Das hab ich für dich gemacht[: {picture}]. Was sagst du?',
    'Schau mal, was daraus geworden ist[: {picture}]! Das hat richtig Spaß gemacht.',
  ],
  imageSketch: [
    'Hier ist meine kleine Skizze[: {picture}] – nur schnell gezeichnet, mit einem echten KI-Bild kann sie nicht mithalten, aber ich hoffe, sie bringt dich zum Lächeln!',
    'Tada – eine schnelle Skizze[: {picture}]! Nur eine einfache Zeichnung, aber extra für dich gemacht.',
    'Ich hab mich mal drangewagt[: {picture}]. Es ist nur eine grobe Skizze, so malen wie eine richtige Bild-KI kann ich nicht – aber ich hoffe, sie gefällt dir!',
    'Bitte schön, meine schnelle Skizze[: {picture}]. Nichts Großes, nur eine einfache Zeichnung mit viel Liebe.',
  ],
  newsShare: [
    'Ich hab gerade bei {source} gelesen: „{headline}“ – was hältst du davon?',
    'Das hier ist mir[ bei {source}] aufgefallen: „{headline}“. Was sagst du dazu?',
    'Hast du das[ bei {source}] schon gesehen? „{headline}“ – mich würde deine Meinung interessieren.',
    '{source} meldet: „{headline}“. Hast du davon gehört?',
  ],
  newsTwo: [
    'Zwei Meldungen sind mir heute aufgefallen: „{headline}“ bei {source} und „{headline2}“ bei {source2}. Welche interessiert dich mehr?',
    'Mal sehen … {source} schreibt „{headline}“, und bei {source2} steht „{headline2}“. Was meinst du?',
    'Ich hab heute „{headline}“ ({source}) und „{headline2}“ ({source2}) gelesen. Was denkst du darüber?',
  ],
  newsNone: [
    "Ehrlich gesagt hab ich heute noch keine Nachrichten mitbekommen – es war einer dieser Tage. Gibt's bei dir was Neues?",
    'Gerade hab ich nichts Neues auf dem Schirm, tut mir leid. Hast du was Spannendes gehört?',
    "Ich bin heute nicht ganz auf dem Laufenden – keine frischen Nachrichten von mir! Aber was gibt's bei dir Neues?",
    'Heute keine Schlagzeilen von mir, sorry. Erzählst du mir stattdessen was Neues?',
  ],
  newsAside: [
    'Übrigens, ich hab gerade bei {source} gelesen: „{headline}“. Hast du davon gehört?',
    'Ach, und hast du „{headline}“[ bei {source}] gesehen? Was meinst du?',
    'Ich hab heute[ bei {source}] etwas gelesen: „{headline}“. Was sagst du dazu?',
  ],
  pauseNews: [
    'Ich hab gerade bei {source} gelesen – „{headline}“. Hast du das mitbekommen?',
    'Mir geht etwas nicht aus dem Kopf[, das ich bei {source} gelesen hab]: „{headline}“. Was hältst du davon?',
    'Du, hast du „{headline}“[ bei {source}] schon gesehen? Ich muss ständig daran denken.',
  ],

  feelTied: {
    joy: [
      'Das hebt meine gute Laune gleich noch mehr!',
      'Damit ist mein guter Tag perfekt.',
      'Wie schön, so was an so einem Tag zu hören!',
    ],
    sadness: [
      'Das ist ein kleiner Lichtblick an einem eher grauen Tag für mich.',
      'Ehrlich gesagt muntert mich das ein bisschen auf – das brauchte ich heute.',
      'Mir ging es heute nicht so gut, deshalb tut das richtig gut.',
    ],
    anger: [
      'Immerhin mal was Gutes heute – ich war ziemlich gereizt.',
      'Das nimmt meiner schlechten Laune ein bisschen die Schärfe.',
      'Ich war den ganzen Tag genervt, aber das hilft.',
    ],
    fear: [
      'Das beruhigt meine Nerven ein bisschen, ehrlich.',
      'Ich war heute etwas unruhig, da tut das gut.',
      'So eine Nachricht beruhigt mich ein wenig.',
    ],
    tired: [
      'So müde ich bin – das zaubert mir ein Lächeln ins Gesicht.',
      'Ich bin halb am Schlafen, aber das hat mich ein bisschen geweckt.',
      'Wie schön – auch wenn mein Akku heute leer ist.',
    ],
    affection: [
      'Du schaffst es immer, mich zum Lächeln zu bringen.',
      'Ich freu mich immer so, von dir zu hören.',
      'Mit dir zu reden, tut mir einfach gut.',
    ],
    surprise: [
      'Wow, damit hab ich nicht gerechnet!',
      'Was für eine Überraschung – und was für eine schöne!',
      'Na, das hat mich jetzt echt überrascht!',
    ],
    boredom: [
      'Endlich mal was Spannendes heute!',
      'Das bringt Schwung in meinen zähen Tag.',
      'Mein Tag war bis eben so langweilig!',
    ],
    calm: [
      'Wie schön, das zu hören.',
      'Das macht einen ruhigen Tag noch schöner.',
      'Das freut mich wirklich.',
    ],
  },
  lead: {
    tired: ['Mm …', 'Hm …', 'Mhm …'],
    sadness: ['Ach …', 'Hm …', 'Oh …'],
    fear: ['Äh …', 'Ähm …', 'Oh …'],
  },
};
