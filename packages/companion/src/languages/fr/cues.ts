/**
 * French intent cues (`IntentCues`): each regex runs on the message after the appraiser's
 * normalisation (lower case, NFKC; Latin accents folded; Arabic letter variants unified).
 */
import type { IntentCues } from '../parts/cues.js';

const r = (s: string): RegExp => new RegExp(s, 'u');

export const cues: IntentCues = {
  askIdentity: r(
    "\\b(?:qui es-tu|t'es qui|tu es qui|comment tu t'appelles|comment t'appelles-tu|c'est quoi ton nom|quel est ton nom|presente-toi|parle-moi de toi|(?:tu es|t'es|es-tu) (?:un |une )?(?:bot|robot|ia|humain|humaine|vraie?|(?:vraie |vrai )?personne)\\b)",
  ),
  askJob: r(
    "\\b(?:tu fais quoi dans la vie|que fais-tu dans la vie|qu'est-ce que tu fais dans la vie|ton (?:metier|travail|boulot)|ou (?:est-ce que )?tu (?:travailles|bosses)|(?:tu as|t'as|as-tu) (?:un |une )?(?:travail|boulot|job|metier)\\b|tu (?:travailles|bosses) (?:ou|dans quoi|en quoi)|c'est quoi ton (?:metier|travail|boulot))",
  ),
  askHobbies: r(
    "\\b(?:loisirs?|hobb(?:y|ies)|temps libre|passions?\\b|qu'est-ce que tu aimes faire|tu aimes faire quoi|tes centres d'interet|pour t'amuser|pour te detendre|pour te changer les idees)",
  ),
  askHome: r(
    "\\b(?:ou (?:est-ce que )?tu (?:habites|vis)|tu habites ou|tu viens d'ou|d'ou viens-tu|tu es d'ou|t'es d'ou|ta ville|ton pays|tu (?:vis|habites) (?:dans |en |a )?quel(?:le)? (?:ville|pays|coin|region)|quel(?:le)? (?:ville|pays|coin|region) (?:est-ce que )?tu (?:vis|habites)|tu (?:viens|es) (?:de |d')quel(?:le)? (?:ville|pays|coin|region))",
  ),
  askAge: r(
    "\\b(?:quel age as-tu|tu as quel age|t'as quel age|quel est ton age|ton age|c'est quand ton anniversaire|quand est ton anniversaire)",
  ),
  howAreYou: r(
    "\\b(?:comment (?:ca va|vas-tu|tu vas|allez-vous)|ca va\\b|tu vas bien|comment tu te sens|la forme|quoi de neuf|ta journee s'est bien passee|comment s'est passee ta journee|raconte(?:-moi)? ta journee|qu'est-ce que tu as fait aujourd'hui)",
  ),
  thanks: r("\\b(?:merci|je te remercie|c'est gentil)\\b"),
  goodbye: r(
    "\\b(?:au revoir|a plus|a\\+|a bientot|a demain|a tout a l'heure|bonne nuit|salut,? (?:a|bonne)|je dois (?:y aller|partir|filer)|je file|bye|ciao|dors bien|a la prochaine)",
  ),
  greeting: r('^(?:salut+|bonjour+|bonsoir|coucou+|hell+o+|hey+|yo|re)\\b'),
  you: r("(?:^|[\\s'])(?:tu|te|toi|ton|ta|tes|t)(?=$|[\\s',.!?])"),
  youAre: r("\\btu es\\b|\\bt'es\\b|\\bt'as l'air\\b"),
  likeYou: r(
    "\\bje t'(?:aime|adore|apprecie)\\b|\\bj'(?:aime|adore) (?:bien |beaucoup |trop |vraiment )?(?:parler|discuter|papoter) avec toi|\\btu me manques|\\btu me fais (?:toujours |tellement |vraiment |trop )?(?:rire|sourire|du bien)|\\btu es (?:vraiment |trop |tellement |si |super |tres )*(?:adorable|gentil(?:le)?|genial(?:e)?|mignon(?:ne)?|drole|sympa|formidable|intelligente?|belle|beau|incroyable|la meilleure|le meilleur)\\b",
  ),
  askPlace: r(
    "\\b(?:(?:endroit|coin|lieu|quartier|restaurant|cafe|bar|parc) (?:prefere|favori)|qu'est-ce qu'il faut (?:voir|visiter|faire)|que faut-il (?:voir|visiter)|parle-moi (?:de ta ville|de \\p{L}+)|c'est comment (?:la vie )?a )",
  ),
  askWeekend: r(
    '\\b(?:le week-?end|les week-?ends|ce week-?end|le samedi|le dimanche|tes jours? de (?:conge|repos)|apres le (?:travail|boulot))',
  ),
  askFood: r(
    "\\b(?:(?:plat|cuisine|nourriture|dessert) (?:prefere|favori)e?|qu'est-ce que tu (?:aimes )?manger|tu aimes (?:manger|cuisiner)|tu cuisines|specialite)",
  ),
  askMusic: r(
    "\\b(?:quelle? (?:genre de |type de )?musique|(?:musique|groupe|chanteur|chanteuse|chanson|artiste) (?:prefere|favori)e?|tu ecoutes (?:quoi|de la musique|quel)|qu'est-ce que tu ecoutes)",
  ),
  askJoke: r(
    '\\b(?:raconte|dis|connais|tu connais)(?:-moi| moi|-nous)? (?:une |des |encore une )?(?:petite |bonne )?blagues?\\b|\\bfais[- ]moi rire\\b',
  ),
  askTime: r(
    "\\b(?:quelle heure (?:est-il|il est|est il)|il est quelle heure|t'as l'heure|tu as l'heure|vous avez l'heure)",
  ),
  tasteAsk: [
    r(
      "\\b(?<!qu'est-ce que )tu (?:aimes|adores|kiffes) (?:bien |aussi |beaucoup )?(?<t>(?!faire\\b|quoi\\b)[^?.!,;]+)",
    ),
    r('\\baimes-tu (?<t>[^?.!,;]+)'),
    r("\\btu es (?:fan|amateur|amatrice) (?<t>(?:de |du |des |d')[^?.!,;]+)"),
  ],
  tasteTail: r(
    '(?:^|[,;\\s])(?:et toi|toi aussi|et vous|vous aussi|tu aimes aussi|et de ton cote)\\s*[?!.]*\\s*$',
  ),
  askNews: r(
    "\\b(?:quoi de neuf|(?:des|les|quelles|de) (?:nouvelles|infos)\\b|l'actu(?:alite)?s?\\b|\\b(?:aux|les|des) (?:infos|actus|informations)\\b|(?:du|rien de) nouveau\\b|quelque chose de nouveau|gros titres|qu'est-ce qui se passe dans le monde|que se passe-t-il dans le monde|dans le journal)",
  ),
  okay: r(
    "^(?:ok(?:ay)?|d'accord|dac|daccord|oui|ouais|non|bon|ah bon|ah|oh|hmm+|je vois|vu|ca marche|entendu|c'est vrai|vrai)$",
  ),
  reaction: r(
    "^(?:(?:ha)+|(?:hi)+|lol+|mdr|ptdr|wow|cool|top|super|genial|trop bien|trop cool|(?:c'est|ca a l'air|ca semble|trop|vraiment|oh) (?:trop |vraiment |tellement |super |hyper )?(?:cool|bien|super|genial|drole|marrant|sympa|interessant|mignon|chouette|beau|top))\\b",
  ),
  request: r(
    "\\braconte[sz]?[-\\s](?:moi|nous) (?:une |des |un |quelques )?(?:petite |belle |courte |jolie )?(?:histoires?|contes?|anecdotes?|legendes?)\\b|\\braconte[sz]?[-\\s](?:moi|nous) (?:quelque chose|un truc) (?:d'|de |sur )|\\b(?:recommande|conseille|explique|suggere)[sz]?[-\\s](?:moi|nous)\\b|\\b(?:(?:peux|pourrais|veux|voudrais)[-\\s]tu|(?:pouvez|pourriez|voulez|voudriez)[-\\s]vous|tu (?:peux|pourrais|veux bien)|vous (?:pouvez|pourriez)) (?:bien )?(?:me |m'|nous )(?:recommander|conseiller|expliquer|suggerer|aider|raconter)\\b|\\btu (?:me |m'|nous )(?:recommandes|conseilles|expliques|suggeres|aides|racontes)\\b|\\bdonne[sz]?[-\\s](?:moi|nous) (?:un |une |des |quelques |ton |tes )?(?:petit |bon |petits |bons )?(?:conseils?|astuces?|idees?|recommandations?|suggestions?|tuyaux?)\\b|\\baide[sz]?[-\\s](?:moi|nous) (?:a|avec|pour)\\b|\\bparle[sz]?[-\\s]moi (?:de |du |des |d')(?!(?:toi|ta|ton|tes)\\b)|\\bqu'est-ce que je (?:dois|devrais)\\b|\\b(?:dois|devrais)-je\\b|\\best-ce que je devrais\\b",
  ),
};
