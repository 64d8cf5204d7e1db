/**
 * French good news: the kinds of news the user reports, setbacks, someone else's news, and
 * how the avatar names them when it congratulates. Patterns run on the appraiser's normalised
 * text (lower case; Latin accents folded; Arabic letter variants unified).
 */
import type { NewsPatterns } from '../parts/news.js';

const r = (s: string): RegExp => new RegExp(s, 'u');

export const news: NewsPatterns = {
  own: {
    license: r('\\b(?:eu|obtenu|reussi|decroche) (?:mon |le )?permis|\\bpermis en poche'),
    graduation: r(
      '\\b(?:eu|obtenu|decroche|valide) (?:mon |le |ma )?(?:diplome|licence|master|doctorat|bac)\\b|\\bje suis (?:enfin )?diplomee?\\b|\\bsoutenu ma these',
    ),
    exam: r(
      "\\b(?:reussi|eu|valide|decroche) (?:mon |mes |le |l'|les |ce |cet |a |au )?(?:examens?|exam|partiels?|concours|test|controle|epreuve)|\\b(?:examens?|exam|partiels?|concours)\\b[^.!?]{0,15}?\\b(?:bien passe|reussi|valide)",
    ),
    job: r(
      "\\b(?:trouve|decroche|eu|obtenu|accepte) (?:un |le |mon |ce )?(?:nouveau )?(?:boulot|job|travail|poste|emploi|cdi)\\b|\\bje suis embauchee?\\b|\\bj'ai ete (?:embauchee?|prise?|retenue?)\\b|\\bnouveau (?:boulot|job|travail|poste)\\b",
    ),
    promotion: r('\\bpromue?\\b|\\bpromotion\\b'),
    raise: r('\\baugmentation\\b'),
    baby: r(
      "\\bbebe (?:est )?ne\\b|\\b(?:on a|j'ai) eu (?:un|notre|mon) bebe|\\b(?:je suis|elle est) enceinte|\\bon attend un bebe|\\bje vais etre (?:papa|maman|pere|mere)\\b|\\bon va etre parents",
    ),
    engagement: r('\\bfiancee?s?\\b|\\bfiancailles\\b|\\b(?:elle|il) a dit oui\\b'),
    wedding: r("\\b(?:on s'est maries|je me suis mariee?|on se marie|je me marie|nous nous marions)\\b"),
    home: r(
      '\\b(?:achete|trouve|eu) (?:un |une |notre |mon |ma )?(?:maison|appart(?:ement)?|logement)\\b|\\bnouvel appart|\\bnouvelle maison\\b|\\bemmenage',
    ),
    win: r(
      "\\b(?:j'ai|on a|nous avons) gagne\\b|\\bgagne (?:le|la|un|une|mon|notre)\\b|\\bpremiere place\\b",
    ),
  },
  not: r("\\b(?:pas|jamais|rate|echoue|loupe|si|espere|voudrais|veux|peur)\\b|\\bn'"),
  setback: r(
    '\\b(?:rate|echoue a|loupe|pas reussi|pas eu)\\b[^.!?]{0,30}?\\b(?:examens?|exam|partiels?|concours|permis|entretien|poste|boulot)\\b|\\bje suis (?:virée?|licenciée?)\\b',
  ),
  words: r(
    '\\b(?:bonne|super|grande|excellente|merveilleuse|belle|incroyable) nouvelle\\b|\\bdevine quoi\\b',
  ),
  others: {
    job: r('\\b(?:a|ont) ete (?:embauchee?s?|prise?s?|retenue?s?)\\b'),
    baby: r('\\best enceinte\\b|\\ba eu (?:un|son|sa|leur) (?:bebe|enfant|fils|fille)\\b'),
    engagement: r("\\bs'est fiancee?\\b|\\bse sont fiances\\b"),
    wedding: r("\\bse marie(?:nt)?\\b|\\bs'est mariee?\\b|\\bse sont maries\\b|\\bva(?:nt)? se marier\\b"),
    win: r('\\b(?:a|ont) gagne\\b'),
  },
  possessive: (rel) => `\\b(?:mon|ma|mes|notre|nos) (?:(?:grande|petite|grand|petit) )?(?<rel>${rel})\\b`,
  self: r("\\b(?:je|nous)\\b|(?:^|\\s)j'"),
  who: ({ name }) => name || undefined,
  named: {
    license: 'pour ton permis',
    graduation: 'pour ton diplôme',
    exam: 'pour ton examen',
    job: 'pour ton nouveau travail',
    promotion: 'pour ta promotion',
    raise: 'pour ton augmentation',
    baby: 'pour le bébé',
    engagement: 'pour vos fiançailles',
    wedding: 'pour votre mariage',
    home: 'pour ton nouveau chez-toi',
    win: 'pour ta victoire',
  },
};
