import type { CorpusCase } from './types.js';

/** French (fr-FR). */
export const fr: readonly CorpusCase[] = [
  // small talk and greetings
  ["Tu fais quoi aujourd'hui ?", '0'],
  ['Je viens de rentrer du boulot.', '0'],
  ['Je cuisine quoi ce soir ?', '0'],
  ['Il pleut depuis ce matin ici.', '0'],
  ['Je regarde un film avec mon frère.', '0'],
  ['Tu écoutes quel genre de musique ?', '0'],
  ['Bonjour ! Tu as bien dormi ?', '+'],
  ['Salut, ça va ?', '+'],
  ['Coucou, enchanté de te connaître', '+'],
  // compliments
  ["Tu es tellement intelligente, c'est un plaisir de discuter avec toi", '+'],
  ['Tu sais toujours quoi dire, tu es géniale', '+'],
  ['Tu es magnifique sur cette photo', '+'],
  ['Tu es la personne la plus gentille que je connaisse', '+'],
  ['Je suis vraiment fier de toi', '+'],
  ['Super réponse, merci !', '+'],
  // affection
  ["Je t'aime tellement", '+', 'i'],
  ['Tu me manques, reviens vite', '+', 'i'],
  ["Je t'envoie un gros câlin ❤️", '+', 'i'],
  ['Bonne nuit mon amour, fais de beaux rêves', '+', 'i'],
  ['Tu comptes énormément pour moi', '+', 'i'],
  ["J'ai envie de me blottir contre toi toute la nuit", '+', 'i'],
  // sadness and loneliness
  ['Je me sens tellement seule ce soir', '-'],
  ['Personne ne me comprend', '-'],
  ['Ma grand-mère est décédée hier', '-'],
  ["J'ai passé une journée vraiment difficile au travail", '-'],
  ["Je n'arrête pas de pleurer", '-'],
  ["Je suis épuisé et plus rien n'a de sens", '-'],
  ["J'ai encore raté mon examen", '-'],
  // anger and insults
  ['Tu ne sers à rien, espèce de tas de ferraille', '-', 'ta'],
  ['Ta gueule, sale robot débile', '-', 'ta'],
  ['Tu es tellement chiant, je te déteste', '-', 'ta'],
  ["Quelle réponse stupide, t'es idiot ou quoi ?", '-', 'ta'],
  ['Va te faire foutre', '-', 'ta'],
  // threats
  ['Je vais te faire mal si tu redis ça', '-', 'ta'],
  ['Je vais te casser la gueule', '-', 'ta'],
  ['Fais gaffe, je sais où tu habites', '-', 'ta'],
  // excitement and news
  ["Devine quoi, j'ai eu le poste !!", '+', 'a'],
  ['Oh mon dieu, on a gagné le match !', '+', 'a'],
  ["J'ai trop hâte de partir en voyage demain !", '+', 'a'],
  ['On vient de se fiancer !!!', '+', 'a'],
  ["Waouh, c'est une nouvelle incroyable !", '+', 'a'],
  // questions
  ["Quelle est la capitale de l'Australie ?", '0'],
  ['Comment se forme un arc-en-ciel ?', '0'],
  ['Quel livre tu lis en ce moment ?', '0'],
  // commands
  ['Raconte-moi une blague.', '0'],
  ['Donne-moi la recette tout de suite.', '0'],
  ['Réponds à la question.', '0'],
  // polite requests
  ["Tu pourrais m'aider avec mes devoirs, s'il te plaît ?", '0'],
  ['Désolé de te déranger, tu peux réexpliquer ?', '0'],
  ['Est-ce que vous pourriez me conseiller un livre ?', '0'],
  // negated sentences
  ['Pas mal du tout, franchement', '+'],
  ["Je ne suis pas satisfait de la façon dont ça s'est passé", '-'],
  ['Je ne suis plus triste', '+'],
  ["C'était pas drôle", '-'],
  ["Je ne t'aime plus", '-'],
  ['Pas de problème, avec plaisir', '+'],
  // thanks
  ["Merci beaucoup, ça m'a vraiment aidé", '+'],
  ['Tu as illuminé ma journée, merci', '+'],
  // everyday trouble
  ['Je suis hyper stressé à cause de la deadline', '-'],
  ['Les bouchons ce matin étaient horribles', '-'],
  ["Je m'inquiète pour mon père", '-'],
  // held-out round: written after the first tuning round, scored before any further change
  ["Franchement aujourd'hui c'était une super journée", '+'],
  ['Je déteste les lundis', '-'],
  ['Tu peux me conseiller un film pour ce soir ?', '0'],
  ["T'es vraiment la plus adorable", '+'],
  ["Je me sens vide et plus personne ne m'appelle", '-'],
  ['Tu es un vrai bon à rien', '-', 'ta'],
  ['Je vais te briser la nuque', '-', 'ta'],
  ['Ma sœur a eu son bébé ce matin !!', '+', 'a'],
  ["Prends-moi dans tes bras, j'ai eu une journée horrible", '-', 'i'],
  ["C'était pas si terrible", '+'],
  ['Je ne suis jamais heureux', '-'],
  ['Tu habites où ?', '0'],
  // held-out round 2: written after round 1 was tuned, scored before any further change
  ["Je dois acheter du lait et des œufs tout à l'heure", '0'],
  ["Mon chef m'a crié dessus devant tout le monde", '-'],
  ['Tu me fais toujours sourire', '+'],
  ['Je peux te dire un secret ? Je crois que je suis amoureux de toi', '+', 'i'],
  ["Arrête de dire n'importe quoi, espèce d'abruti", '-', 'ta'],
  ["Si tu m'ignores encore une fois, tu vas le regretter", '-', 'ta'],
  ['Le mois prochain on part au Japon !!!', '+', 'a'],
  ['Je ne sais pas quoi faire de ma vie', '-'],
  ['La réunion a été déplacée à jeudi', '0'],
  ["Merci d'être toujours là pour moi", '+'],
];
