import type { Lexicon } from '../parts/appraisal.js';

/** French (fr-FR). Elisions (t'aime, n'aime) are split: `n'` also negates. */
export const appraisal: Lexicon = {
  segmented: true,
  positive: [
    'bien|bon|bonne|super|génial|géniale|content*|heureu*|merci|magnifique|parfait*|fantastique|cool|chouette|drôle|haha*|excellent*|ravi*|sympa|top|bravo',
    'joie|joyeu*|reconnaissant*|soulagé*|satisfait*|fier|fière|enthousiaste|formidable|extraordinaire|merveilleu*|splendide|impeccable|trop bien|trop cool|mdr|ptdr|lol|hihi*|youpi|ouais|yes|hourra',
    "bien joué|félicitations|felicitations|bonne nouvelle|bonnes nouvelles|gagné|réussi*|obtenu|promu*|promotion|embauché*|fiancé*|eu son bébé|eu un bébé|a accouché|accouché|est né|est née|naissance|enceinte|marié*|vacances|voyage|on part|joyeux anniversaire|bon anniversaire|fête|succès|réussite|eu le poste|eu le job|décroché*|j'ai eu mon",
    'ça va mieux|mieux|détendu*|calme|tranquille|confortable|pas de souci|pas de problème|avec plaisir|plaisir|volontiers|sourire|souri*|rire|rigol*|marrant*',
    "intéressant*|utile|aidé|ça m'a aidé|ça aide|j'adore ça|j'aime bien|j'ai hâte|trop hâte|hâte|vivement|illuminé*|illumine*|égayé|belle journée|bonne journée|bonne soirée|miam|délicieu*|trop bon",
    'enchanté*|ravie|chanceu*|chance|heureusement|dieu merci|ouf|nickel|parfaitement|sublime|génialissime|incroyable nouvelle|quelle joie|trop content*|grave bien|stylé|le pied|kiffe*|kiff',
    "augmentation|diplômé*|diplôme|bonne note|bonnes notes|chiot|chaton|cadeau*|rendez-vous s'est bien passé|amusé*|éclaté*|ensoleillé|soleil|délicieu*|trop bon|acheté|emménagé|terminé|jour de congé|congé|concert|plage",
    'premiers pas|premier mot|premiers mots|eu mon permis|permis de conduire',
  ].join('|'),
  negative: [
    'mal|mauvais*|terrible|horrible*|affreu*|déteste*|pire|énerv*|fâché*|problème*|faux|déçu*|ennuyeu*|nul|nulle|peur|inquiet*',
    'stress*|angoiss*|anxieu*|panique|nerveu*|frustr*|furieu*|en colère|colère|agacé*|relou|chiant*|gênant*|honte|coupable|jaloux|jalouse|regrett*|erreur*|bordel|merde|putain|zut|mince',
    'dur|difficile|galère*|pénible|fauché*|injuste|impoli*|dégueu*|beurk|pff*|malheureusement|hélas|catastrophe|cauchemar|enfer|accident|blessé*|viré*|licencié*|trompé*|menti|trahi*',
    "m'a crié dessus|crié dessus|engueulé*|hurlé sur moi|dispute*|disputé*|embouteillage*|bouchons|bouchon|retard*|annulé*|ruiné*|cassé*|perdu mon|crains|craint|craindre|mal de tête|migraine|débordé*|pression|dettes|factures|marre|ras le bol|ras-le-bol|raté*|échoué*|échec",
    "inquiète|m'inquiète|je m'inquiète|soucis|souci|tracas|horreur|affreuse|c'est nul|trop nul|mal passé|s'est mal passé",
    'perdu mon travail|perdu mon boulot|perdu mon téléphone|perdu mon portefeuille|cassé mon|raté le|raté mon|oublié|volé|cambriolé*|arnaqué*|en panne|crevaison|grippe|fièvre|rhume|toux|gueule de bois|bruyant*|coincé*|ghosté*|posé un lapin|pas les moyens|trop cher|heures sup|crié|gueulé|râle*|plaint',
    'à plat|batterie|plus de batterie|renversé*|fait tomber',
    'agaçant*',
  ].join('|'),
  compliment: [
    'belle|beau|jolie|intelligent*|gentil*|mignon*|charmant*|adorable|talentueu*|sage|tu es géniale|tu es génial|tu es super|fier de toi|fière de toi|ravissant*|brillant*',
    "magnifique|sublime|superbe|canon|sexy|craquant*|drôle|marrant*|attentionné*|généreu*|patient*|doux|douce|bienveillant*|à l'écoute|fiable|honnête|courageu*|fort|forte|créati*|unique|spécial*",
    "la plus gentille|le plus gentil|la plus belle|le plus beau|la meilleure|le meilleur|tu es la meilleure|tu es le meilleur|t'es la meilleure|t'es le meilleur|tu es trop forte|tu es trop fort|tu es incroyable",
    "tu es belle|tu es beau|tu es magnifique|t'es belle|t'es beau|tu es gentille|tu es gentil|t'es trop mignon*|impressionnant*|inspirant*|tu me comprends|super réponse|bonne réponse|belle réponse|bien dit|génie",
  ].join('|'),
  insult: [
    'stupide|idiot*|con|conne|connard|crétin*|imbécile|abruti*|ferme-la|tais-toi|ta gueule|inutile|dégoûtant*|salaud|merde|pauvre type|débile|minable',
    "ferme ta gueule|va te faire foutre|va te faire voir|va-t'en|dégage|casse-toi|casse toi|fous le camp|ta gueule|nique ta mère|ntm|fdp|fils de pute|pute|salope|enfoiré*|enculé*|bâtard|batard",
    'tu sers à rien|tu ne sers à rien|sers à rien|bon à rien|bonne à rien|nul à chier|tas de ferraille|ferraille|poubelle|déchet|ordure*|raclure|pourriture|menteur|menteuse|lâche|loser|looser|clown',
    "je te déteste|te déteste|je te hais|te hais|tu me dégoûtes|tu me saoules|tu me soûles|tu m'énerves|chiant|chiante|casse-pieds|boulet|gogol|attardé*|mongol*|incapable|incompétent*|pathétique|ridicule|crétin|sale robot|sale",
    'perte de temps|une perte de temps|tu me fais perdre mon temps',
  ].join('|'),
  threat: [
    'tuer|tue|tuerai|blesser|détrui*|attaque*|frapper|meurs|meurtre|vengeance|menace*|arme|couteau|pistolet',
    'te faire mal|faire du mal|te tuer|je vais te tuer|te buter|buter|crever|te crever|casser la gueule|te casser la gueule|péter la gueule|défoncer|te défoncer|démolir|te démolir|cogner|frapperai',
    "fais gaffe|fais attention à toi|je sais où tu habites|sais où tu habites|je te retrouverai|te retrouver|tu vas le regretter|tu le regretteras|t'es mort|tu es mort|tu vas mourir|gare à toi|poignarder|égorger",
    'étrangler|tirer sur|flinguer|abattre|bombe|exploser|empoisonner|torturer|violer|kidnapper|enlever|violence|violent*|sang|saigner|tabasser|briser la nuque|te briser la nuque|tordre le cou|te tordre le cou|casser les jambes|te casser les jambes|casser les os|taper|te taper|massacrer',
  ].join('|'),
  affection: [
    "amour|je t'aime|aime|tu me manques|câlin*|bisou*|embrasse*|chéri*|mon cœur|mon coeur|tendresse|je t'adore",
    "je t'aime fort|jtm|adore|tu m'as manqué|me manques|manques|je pense à toi|pense à toi|pensé à toi|mon amour|mon ange|ma puce|mon chou|ma chérie|mon chéri|doudou|bébé|ma belle|mon bébé",
    'tu comptes pour moi|comptes énormément|compte pour moi|tu es tout pour moi|amoureu*|craque pour toi|me blottir|blottir|dans tes bras|dans mes bras|près de toi|avec toi pour toujours|pour toujours|âme sœur|âme soeur|besoin de toi|envie de toi',
    "gros câlin|gros bisous|grosses bises|bises|bisous|je t'embrasse|doux rêves|fais de beaux rêves|beaux rêves|dors bien|bonne nuit mon|trésor|mon trésor|tendrement|affectueusement|chérie|chouchou",
  ].join('|'),
  excitement: [
    "waouh|wow|incroyable|excitant*|excité*|vite|urgent|tout de suite|dingue|fou|fête|j'ai hâte|hâte",
    "oh mon dieu|omg|la vache|ouah|whoa|oh là là|oh la la|enfin|devine quoi|devine|c'est ouf|ouf|de ouf|trop fort|énorme|fou furieux|hallucinant|halluciner|je rêve|pas possible|c'est pas vrai|incroyable mais vrai",
    'dépêche-toi|dépêche|grouille|vite vite|urgence|immédiatement|sur le champ|génialissime|surprise|choqué*|sans voix|youpi|trop excité*|trop hâte|génial génial',
  ].join('|'),
  command: [
    "tout de suite|tu dois|fais-le|dis-moi|écoute|obéis|je t'ordonne|arrête|donne-moi|réponds",
    "raconte-moi|raconte|explique-moi|explique|montre-moi|envoie-moi|fais ce que je dis|fais ce que je te dis|j'ai dit|je t'ai dit|dépêche-toi|il faut que tu|tu vas|ne t'avise pas|viens ici|arrête ça",
    'apporte-moi|trouve-moi|fais-moi|répare|écoute-moi|regarde-moi|fais attention|répète|résume|traduis|calcule|rappelle-moi|tais-toi|immédiatement|maintenant',
  ].join('|'),
  polite: [
    "s'il te plaît|s'il vous plaît|svp|pourrais-tu|pourriez-vous|volontiers",
    "tu pourrais|vous pourriez|pourrais-tu|serait-il possible|est-ce possible|si possible|si tu peux|si vous pouvez|quand tu as le temps|rien ne presse|puis-je|pourrais-je|je peux te demander|stp|merci d'avance",
    'veuillez|auriez-vous|aurais-tu|te déranger|vous déranger|je me permets|gentiment',
    'désolé de te déranger|désolée de te déranger|désolé de vous déranger|désolée de vous déranger|excuse-moi de te déranger|excusez-moi de vous déranger|pardon de te déranger',
  ].join('|'),
  sadness: [
    'triste|je suis seul|je suis seule|me sens seul|me sens seule|solitude|pleure*|larmes|déprim*|manque|perdu*|chagrin|douleur|fatigué*|malade|désespér*|malheureu*',
    "seul|seule|tout seul|toute seule|isolé*|pas d'amis|personne ne m'aime|personne ne me comprend|personne me comprend|personne ne m'écoute|personne ne s'intéresse|tout le monde s'en fout|abandonné*",
    "décédé*|décès|mort|morte|mourir|est mort|est morte|enterrement|funérailles|deuil|cancer|hôpital|hopital|divorce|rupture|séparé*|m'a quitté|m'a quittée|largué*|me manque|lui manque",
    "épuisé*|crevé*|vidé*|à bout|burn-out|burnout|n'arrive pas à dormir|insomnie|vide|sans espoir|plus rien n'a de sens|n'a pas de sens|n'a plus de sens|aucun sens|à quoi bon|ne sais pas quoi faire|sais pas quoi faire|ne sais plus quoi faire|quoi faire de ma vie|faire de ma vie|abandonner|j'abandonne",
    'déprime|cafard|le moral à zéro|pas le moral|morale|abattu*|effondré*|anéanti*|dévasté*|sanglot*|chialer|chiale|rejeté*|le cœur brisé|coeur brisé|cœur brisé|mal au cœur|mal au coeur|mal du pays',
    "je n'arrête pas de pleurer|n'arrête pas de pleurer|arrête pas de pleurer|envie de pleurer|mauvaise journée|journée difficile|journée horrible|journée de merde|dure journée|raté mon examen|ça va pas|ça ne va pas|je vais mal|ça va mal",
    "ma famille me manque|le mal du pays|personne ne m'a écrit|personne ne m'a appelé|week-end tout seul|week-end toute seule|encore seul|encore seule|invisible|exclu*|pas assez bien|je me déteste|pleuré toute la nuit|triste journée",
    "personne ne s'est souvenu|personne ne s'en est souvenu|personne ne s'est rappelé|oublié mon anniversaire|personne n'est venu",
  ].join('|'),
  greeting: [
    'bonjour|salut|coucou|bonsoir|bonne nuit|comment vas-tu|comment allez-vous|ça va',
    'hello|hey|yo|wesh|slt|cc|bjr|bsr|re|comment ça va|ça roule|quoi de neuf|la forme|tu vas bien|vous allez bien|enchanté|enchantée|ravi de te connaître|ravie de te connaître|bienvenue|bon retour',
    'ça fait longtemps|content de te voir|contente de te voir|bonne matinée|bon après-midi|à bientôt|à plus|bonne journée',
  ].join('|'),
  novelty: [
    'nouveau|nouvelle*|actualité*|devine|imagine|surprise|découv*|première fois|jamais vu|vient de|idée|invent*',
    "récemment|dernièrement|mise à jour|annonce*|appris|je viens d'apprendre|tu savais|le saviez-vous|figure-toi|il paraît|apparemment|soudain*|tout à coup|inattendu*|bizarre|étrange|mystère|incroyable mais vrai",
  ].join('|'),
  negations: "ne|n'|pas|jamais|rien|aucun*|ni|guère|nullement|même pas|pas du tout|point",
  negationsAfter: 'pas|jamais|rien|pas du tout|guère|nullement|point',
  intensifiers:
    'très|trop|vraiment|tellement|extrêmement|si|absolument|hyper|grave|vachement|carrément|complètement|totalement|énormément|hyper|ultra|méga|tout à fait|profondément|terriblement|franchement|sacrément|bien trop|tant',
  diminishers:
    'un peu|peu|légèrement|assez|plutôt|un petit peu|un brin|quelque peu|moyennement|presque|à peine',
  questions:
    'quoi|pourquoi|comment|quand|où|qui|quel*|est-ce|combien|lequel|laquelle|tu sais|tu peux|peux-tu|as-tu|es-tu|sais-tu|veux-tu|vas-tu',
  apology:
    "désolé*|je suis désolé*|vraiment désolé*|pardon|pardonne-moi|pardonnez-moi|excuse-moi|excusez-moi|je m'excuse|mes excuses|toutes mes excuses|ma faute|c'est ma faute|je ne le pensais pas|je le pensais pas|je retire ce que j'ai dit|navré*",
  addressee: "tu|t'|toi|te|ton|ta|tes|vous|votre|vos",
  self: "je|j'|moi|me|m'|mon|ma|mes|on|nous|notre|nos",
  others:
    "il|elle|ils|elles|lui|leur|leurs|son|sa|ses|patron*|voisin*|frère*|sœur*|soeur*|mère|père|maman|papa|parents|ex|copain|copine|mec|type|gens|quelqu'un|collègue*|prof*|chef*|mari|femme|fils|fille|oncle|tante|proprio|propriétaire|politicien*|^un|^une",
  youAre: "tu es|t'es|vous êtes|tu étais|t'étais|tu n'es qu'un|tu n'es qu'une",
  contrast: 'mais|pourtant|cependant|quand même',
  neutral: "entretien d'embauche|à nouveau|de nouveau",
  boosters: 'super',
};
