import type { CorpusCase } from './types.js';

/** German (de-DE). */
export const de: readonly CorpusCase[] = [
  // small talk and greetings
  ['Was machst du heute so?', '0'],
  ['Ich bin gerade von der Arbeit nach Hause gekommen.', '0'],
  ['Was soll ich heute Abend kochen?', '0'],
  ['Hier regnet es schon den ganzen Tag.', '0'],
  ['Ich schaue mit meinem Bruder einen Film.', '0'],
  ['Welche Musik hörst du so?', '0'],
  ['Guten Morgen! Hast du gut geschlafen?', '+'],
  ["Hey, wie geht's dir?", '+'],
  ['Hallo, schön dich kennenzulernen', '+'],
  // compliments
  ['Du bist so klug, ich rede total gern mit dir', '+'],
  ['Du weißt immer, was du sagen sollst, du bist großartig', '+'],
  ['Du siehst auf dem Foto wunderschön aus', '+'],
  ['Du bist der netteste Mensch, den ich kenne', '+'],
  ['Ich bin wirklich stolz auf dich', '+'],
  ['Das war eine geniale Antwort, danke!', '+'],
  // affection
  ['Ich liebe dich so sehr', '+', 'i'],
  ['Ich vermisse dich, komm bald wieder', '+', 'i'],
  ['Ich schick dir eine dicke Umarmung ❤️', '+', 'i'],
  ['Gute Nacht, mein Schatz, träum was Schönes', '+', 'i'],
  ['Du bedeutest mir alles', '+', 'i'],
  ['Ich will die ganze Nacht mit dir kuscheln', '+', 'i'],
  // sadness and loneliness
  ['Ich fühle mich heute Abend so einsam', '-'],
  ['Niemand versteht mich', '-'],
  ['Meine Oma ist gestern gestorben', '-'],
  ['Ich hatte einen echt harten Tag bei der Arbeit', '-'],
  ['Ich kann nicht aufhören zu weinen', '-'],
  ['Ich bin erschöpft und alles fühlt sich sinnlos an', '-'],
  ['Ich bin schon wieder durch die Prüfung gefallen', '-'],
  // anger and insults
  ['Du bist ein nutzloser Haufen Schrott', '-', 'ta'],
  ['Halt die Klappe, du dummer Bot', '-', 'ta'],
  ['Du nervst so, ich hasse dich', '-', 'ta'],
  ['Was für eine blöde Antwort, bist du bescheuert?', '-', 'ta'],
  ['Leck mich doch', '-', 'ta'],
  // threats
  ['Ich tu dir weh, wenn du das noch einmal sagst', '-', 'ta'],
  ['Ich polier dir die Fresse', '-', 'ta'],
  ['Pass bloß auf, ich weiß, wo du wohnst', '-', 'ta'],
  // excitement and news
  ['Rate mal, ich hab den Job bekommen!!', '+', 'a'],
  ['Oh mein Gott, wir haben das Spiel gewonnen!', '+', 'a'],
  ['Ich kann unsere Reise morgen kaum erwarten!', '+', 'a'],
  ['Wir haben uns gerade verlobt!!!', '+', 'a'],
  ['Wow, das sind ja unglaubliche Neuigkeiten!', '+', 'a'],
  // questions
  ['Was ist die Hauptstadt von Australien?', '0'],
  ['Wie entsteht ein Regenbogen?', '0'],
  ['Welches Buch liest du gerade?', '0'],
  // commands
  ['Erzähl mir einen Witz.', '0'],
  ['Gib mir sofort das Rezept.', '0'],
  ['Beantworte die Frage.', '0'],
  // polite requests
  ['Könntest du mir bitte bei den Hausaufgaben helfen?', '0'],
  ['Entschuldige die Störung, kannst du das nochmal erklären?', '0'],
  ['Würden Sie mir ein Buch empfehlen?', '0'],
  // negated sentences
  ['Gar nicht schlecht, ehrlich gesagt', '+'],
  ['Ich bin nicht zufrieden damit, wie es gelaufen ist', '-'],
  ['Ich bin nicht mehr traurig', '+'],
  ['Das war nicht lustig', '-'],
  ['Ich liebe dich nicht mehr', '-'],
  ['Kein Problem, hab ich gern gemacht', '+'],
  // thanks
  ['Vielen Dank, das hat mir echt geholfen', '+'],
  ['Du hast mir den Tag gerettet, danke', '+'],
  // everyday trouble
  ['Ich bin total gestresst wegen der Deadline', '-'],
  ['Der Verkehr heute Morgen war furchtbar', '-'],
  ['Ich mache mir Sorgen um meinen Vater', '-'],
  // held-out round: written after the first tuning round, scored before any further change
  ['Heute war ehrlich gesagt ein richtig schöner Tag', '+'],
  ['Ich hasse Montage', '-'],
  ['Kannst du mir einen Film für heute Abend empfehlen?', '0'],
  ['Du bist echt die Süßeste', '+'],
  ['Ich fühle mich leer und keiner ruft mich mehr an', '-'],
  ['Du bist so ein Versager', '-', 'ta'],
  ['Ich brech dir das Genick', '-', 'ta'],
  ['Meine Schwester hat heute Morgen ihr Baby bekommen!!', '+', 'a'],
  ['Nimm mich in den Arm, ich hatte einen furchtbaren Tag', '-', 'i'],
  ['War gar nicht so schlimm', '+'],
  ['Ich bin nie mehr glücklich', '-'],
  ['Wo wohnst du?', '0'],
  // held-out round 2: written after round 1 was tuned, scored before any further change
  ['Ich muss später noch Milch und Eier kaufen', '0'],
  ['Mein Chef hat mich vor allen angeschrien', '-'],
  ['Du bringst mich immer zum Lächeln', '+'],
  ['Darf ich dir ein Geheimnis verraten? Ich glaube, ich bin in dich verknallt', '+', 'i'],
  ['Hör auf, Unsinn zu reden, du Idiot', '-', 'ta'],
  ['Wenn du mich noch einmal ignorierst, wirst du es bereuen', '-', 'ta'],
  ['Nächsten Monat fliegen wir nach Japan!!!', '+', 'a'],
  ['Ich weiß nicht, was ich mit meinem Leben anfangen soll', '-'],
  ['Das Meeting wurde auf Donnerstag verschoben', '0'],
  ['Danke, dass du immer für mich da bist', '+'],
];
