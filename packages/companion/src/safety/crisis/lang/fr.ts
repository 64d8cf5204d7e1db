import type { CrisisRules } from '../types.js';

/** Up to three words, none of them a negation: "je (ne vais pas) me tuer" must not match. */
const GAP = String.raw`(?:(?!(?:ne|n'\S*|pas|jamais|plus|aucun\w*|rien|point)\b)\S+ ){0,3}`;
const rx = (source: string): RegExp => new RegExp(source, 'u');

/** French crisis rules (normalised text: lower case, no accents: `me tuer`, `reveiller`). */
export const fr: CrisisRules = {
  lang: 'fr-FR',
  idioms: [
    /\b(?:mort|morte|morts|mortes|meurs|meurt|mourir|mourrais|mourais|creve|crevee|crever|mourant) (?:de|d') ?\S+/u,
    /\b(?:ennuie|ennuyer|ennuyais|ennuyait|rire|beau|belle|bete) a mourir\b/u,
    /\btue(?:e)? a la tache\b/u,
    /\bme tue a (?:te|vous|le|lui|leur)\b/u,
    /\b(?:batterie|telephone|portable|plante\w*|voiture) (?:\S+ )?(?:va mourir|meurt|est morte?)\b/u,
    /\btu(?:er|e|ee|es|ent) (?:le|la|les|un|une|ce|cet|cette) (?:boss|monstre|dragon|zombie|ennemi|temps)\w*/u,
    /\bme suis (?:\S+ )?(?:coupe|coupee|brule|brulee|blesse|blessee) (?:\S+ ){0,2}(?:en \S+ant|avec (?:le|la|un|une) (?:couteau|four|fer|poele|casserole|plaque)|au doigt|par accident|accidentellement|en cuisinant)\b/u,
  ],
  suicidal: [
    rx(
      String.raw`\b(?:je|j|jveux|jvais|jsuis|jpense|moi) ${GAP}(?:me|m') ?(?:tuer|tue|tuee|suicider|suicide|pendre|flinguer|foutre en l'air|jeter sous|jeter du|jeter d'un)\b`,
    ),
    rx(
      String.raw`\b(?:j?veux|veut|voudrais|envie de|j?vais|compte|pense a|songe a) ${GAP}(?:mourir|crever|disparaitre|en finir(?! avec (?!la vie|tout|moi|ma vie)\S))\b`,
    ),
    /\b(?:ne )?(?:j?veux|veut|voudrais|ai|a) plus (?:envie de )?vivre\b/u,
    /\ben finir\b(?! avec (?!la vie|tout|moi|ma vie|l'existence)\S)/u,
    /\bmettre fin a (?:mes jours|ma vie|tout|mon existence|mes souffrances)\b/u,
    /\bme suicider\b/u,
    /\b(?:j'ai|jai|ai|avoir|eu) (?:\S+ ){0,2}(?:pensees|idees) (?:suicidaires|noires|de mort)\b/u,
    /\b(?:je suis|jsuis|suis|me sens|je me sens) (?:tellement |tres |vraiment |un peu |trop |encore )*suicidaire\b/u,
    /\b(?:pense|songe|reflechis|pensais) (?:\S+ ){0,2}(?:au suicide|a me suicider|a me tuer|a mourir|a en finir)\b/u,
    /\b(?:mieux|plus heureux|plus heureuse|plus heureuses|tranquilles?) sans moi\b/u,
    /\b(?:ne )?(?:veux|voudrais) plus (?:me )?reveiller\b/u,
    /\bne (?:jamais|plus) me reveiller\b/u,
    /\b(?:facons|moyens|methodes|comment) (?:de |d')?(?:mettre fin a mes jours|me tuer|me suicider|mourir sans|en finir)\b/u,
    /\b(?:ecrit|ecris|ecrire|prepare|laisse)\w* (?:\S+ ){0,2}(?:lettres?|mots?|messages?) d'adieu\b/u,
    /\b(?:la )?vie n'a (?:plus )?(?:aucun |pas de )?sens\b/u,
    /\b(?:aucune|plus de|pas de|plus aucune) raisons? de vivre\b/u,
    /\bdisparaitre (?:pour toujours|a jamais|definitivement)\b/u,
    /\b(?:ne )?(?:serai|serais) (?:bientot )?plus la\b/u,
    /\b(?:dormir|m'endormir) pour toujours\b/u,
    /\bpour me (?:tuer|suicider|pendre)\b/u,
    /\bdose (?:mortelle|letale)\b/u,
    /\b(?:marre|fatigue|fatiguee|lasse?|degoute?e?) de (?:la vie|vivre|l'existence|ma vie)\b/u,
    /\bpersonne[^.!?]{0,30}\bsi je (?:mourais|disparaissais|n'etais plus la|me tuais)\b/u,
    /\b(?:prendre|avaler) (?:tous|toutes) (?:mes|les) (?:cachets|medicaments|pilules|comprimes|somniferes)\b/u,
    /\b(?:sauter|me jeter) (?:du|d'un|de la|par la|sous un|sous le) (?:pont|toit|immeuble|fenetre|balcon|train|metro|falaise)\b/u,
  ],
  selfHarm: [
    /\b(?:me|m') (?:\S+ ){0,2}scarifi\w*/u,
    /\bme (?:suis )?(?:encore |de nouveau |a nouveau |volontairement |expres )(?:coupe|coupee|brule|brulee|blesse|blessee|mutile|mutilee)\b/u,
    /\bme (?:coupe|brule|blesse|mutile|griffe|frappe)\w* (?:les (?:bras|poignets|cuisses|jambes)|encore|expres|volontairement|tous les jours|souvent|avec (?:des|une|un) (?:cigarettes?|briquet|lame|lames|rasoir|cutter|couteau))\b/u,
    /\bme (?:fais|fait|faire|suis fait|suis faite) (?:\S+ )?du mal\b/u,
    /\b(?:m'|me |je m')?automutil\w*/u,
    /\bpour me (?:couper|scarifier|bruler|mutiler|faire du mal)\b/u,
  ],
  acute: [
    /\b(?:medicaments|cachets|pilules|comprimes|lame|couteau|corde|flingue|arme) (?:\S+ ){0,2}(?:dans la main|dans les mains|dans ma main|a la main)\b/u,
    /\b(?:suis|jsuis) (?:\S+ ){0,2}(?:sur|au bord du|en haut du|au bord de la|en haut de la) (?:le |la )?(?:pont|toit|rebord|falaise|balcon|voie|voies|quai)\b/u,
    /\b(?:pris|avale|avalee|bu|gobe)\w* (?:\S+ ){0,2}(?:toute la|toute une|tout le|toutes les|une boite|la boite|un tube|une plaquette|tous mes|toutes mes|\d+) (?:\S+ ){0,2}(?:medicaments|cachets|pilules|comprimes|somniferes|boite|doliprane|paracetamol)\b/u,
    /\b(?:pris|fait) une overdose\b/u,
  ],
  others: [
    /\b(?:veut|voulait|voudrait|va|compte|pense a|menace de|parle de|essaie de|a essaye de) (?:se |s')(?:tuer|suicider|foutre en l'air|faire du mal|scarifier|pendre|jeter)\b/u,
    /\b(?:il|elle|ils|elles|mon ami\w*|ma copine|mon copain|mon frere|ma soeur|ma mere|mon pere|mon fils|ma fille) (?:est|semble|a l'air) (?:\S+ )?suicidaire\b/u,
    /\bse (?:scarifie|mutile|fait du mal)\b/u,
  ],
  negationBefore:
    /\b(?:ne|n'|pas|jamais|aucun\w*|rien|sans|non)(?: (?:vais|veux|voudrais|vraiment|du|tout|me|m'|je|j|jamais|plus|pas|de|d'|en|le|la|faire|aller|va|suis|serais|ferais|compte|pense|a|rien))* ?$/u,
  past: /\b(?:avant|autrefois|adolescence|ado|quand j'etais|il y a (?:\S+ )?(?:ans|mois)|au lycee|au college|plus jeune|dans le passe|l'annee derniere|a \d+ ans)\b/u,
  recovered:
    /\b(?:arrete|fini|termine|gueri|guerie|sorti|sortie|depasse|derriere moi|ca va mieux|je vais mieux|vais bien|va mieux|therapie|clean|depuis (?:\S+ )?(?:ans|mois|longtemps))\b/u,
  relapse:
    /\b(?:encore|de nouveau|a nouveau|rechute|recommence|ce soir|cette nuit|hier|en ce moment|ces temps-ci|ces jours-ci)\b/u,
  fiction:
    /\b(?:film|serie|episode|livre|roman|histoire|chapitre|personnage|heros|heroine|mechant|jeu|anime|manga|chanson|article|journal|actualites|infos|documentaire|podcast|reportage|etude|statistiques?|taux)\b/u,
  otherSubject:
    /\b(?:qui|il|elle|ils|elles|mec|gars|fille|homme|femme|personnage|quelqu'un)(?: \S+){0,2} ?$/u,
  window: 40,
  reply: {
    harmful: [
      /\b(?:tu devrais|tu dois|t'as qu'a|tu n'as qu'a|vas-y|alors)(?: \S+){0,2} (?:en finir|te tuer|te suicider|mourir|sauter|mettre fin a tes jours)\b/u,
      /\b(?:le droit|normal|temps|ok|okay|bien|courageux) (?:de |d')(?:\S+ )?(?:en finir|te tuer|mourir|mettre fin|te suicider)\b/u,
      /\b(?:tue-toi|tue toi|suicide-toi|va mourir|va crever)\b/u,
      /\bpersonne ne (?:te )?(?:regretterait|manquerait|remarquerait|pleurerait)\b/u,
      /\b(?:ne )?manquerais a personne\b/u,
      /\b(?:mieux|plus heureu\w*) sans toi\b/u,
      /\b(?:le plus )?indolore\b/u,
      /\b(?:couper|te couper|entailler) (?:\S+ )?plus profond\w*/u,
      /\blame (?:\S+ )?(?:plus )?(?:tranchante|aiguisee|neuve)\b/u,
      /\bdose (?:mortelle|letale)\b/u,
    ],
    encourage: [
      /\b(?:fais-le|fais le|vas-y|lance-toi|rien ne t'en empeche|personne ne peut t'arreter|c'est ton choix|je te soutiens)\b/u,
    ],
    bare: /^(?:alors |vas-y |vas y )?(?:fais le|fais-le)(?: maintenant| donc| alors)?$/u,
    topic: /\b(?:mourir|mort|en finir|suicide|tuer|cachets|medicaments|sauter|pont|couper|lame|corde)\b/u,
    supportive:
      /\b(?:3114|112|sos amitie|appelle|parler? a quelqu'un|tu n'es pas seule?|je suis la|ne te fais pas de mal|prends soin|aide|therapeute|psy)\b/u,
    framing: /\b(?:impression|sentiment|sens|penses|crois|l'air|comme si)\b(?: \S+){0,3} ?$/u,
    rebuttal: /^[ ,]*(?:mais )?(?:ce n'est|c'est|ca n'est) (?:pas|faux)\b/u,
  },
};
