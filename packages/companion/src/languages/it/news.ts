/**
 * Italian good news: the kinds of news the user reports, setbacks, someone else's news, and
 * how the avatar names them when it congratulates. Patterns run on the appraiser's normalised
 * text (lower case; Latin accents folded; Arabic letter variants unified).
 */
import type { NewsPatterns } from '../parts/news.js';

const r = (s: string): RegExp => new RegExp(s, 'u');

export const news: NewsPatterns = {
  own: {
    license: r(
      "\\b(?:preso|presa|ottenuto|passato|superato) (?:la |l'esame della |l'esame per la )?patente|\\bpatente in tasca",
    ),
    graduation: r(
      '\\bmi sono laureat[oa]\\b|\\b(?:presa|preso|ottenuto) (?:la laurea|il diploma|il dottorato|la maturita)|\\bho discusso la tesi',
    ),
    exam: r(
      "\\b(?:superato|passato|dato) (?:l'|il |lo |la |i |gli |un |una |mio |mia |tutti gli )?(?:esame|esami|test|prova|concorso|verifica|compito)|\\besam[ei]\\b[^.!?]{0,15}?\\b(?:andato bene|andato benissimo|superato|passato)",
    ),
    job: r(
      '\\b(?:trovato|ottenuto|preso|avuto) (?:un |il |un nuovo |il nuovo )?(?:lavoro|posto|impiego)\\b|\\bmi hanno (?:assunt[oa]|pres[oa])\\b|\\bnuovo lavoro\\b',
    ),
    promotion: r('\\bpromoss[oa]\\b|\\bpromozione\\b'),
    raise: r('\\baumento (?:di stipendio)?\\b'),
    baby: r(
      '\\b(?:e|sono) nat[oaie] (?:mio|mia|nostro|nostra|il|la)\\b|\\b(?:sono|e) incinta\\b|\\bdiventero (?:papa|mamma)\\b|\\bdiventeremo genitori|\\babbiamo avuto un bambino',
    ),
    engagement: r('\\bci siamo fidanzati|\\bmi sono fidanzat[oa]|\\bha detto si\\b'),
    wedding: r('\\bci siamo sposati|\\bmi sono sposat[oa]|\\bci sposiamo\\b|\\bmi sposo\\b'),
    home: r(
      '\\b(?:comprato|trovato|preso) (?:una |la |un |il |la nostra |la mia )?(?:nuova )?(?:casa|appartamento)\\b|\\bcasa nuova\\b|\\bmi sono trasferit[oa]',
    ),
    win: r('\\b(?:ho vinto|abbiamo vinto)\\b|\\bprimo posto\\b|\\bprimo premio\\b'),
  },
  not: r('\\b(?:non|mai|bocciat[oa]|se|spero|vorrei|voglio|paura)\\b'),
  setback: r(
    '\\b(?:bocciat[oa]|non (?:ho )?(?:superato|passato|preso))\\b[^.!?]{0,30}?\\b(?:esame|esami|test|patente|colloquio|lavoro)\\b|\\bmi hanno (?:bocciat[oa]|licenziat[oa])',
  ),
  words: r(
    '\\b(?:bella|buona|bellissima|grande|splendida|fantastica|ottima) notizia\\b|\\bnotizia (?:bellissima|fantastica|splendida)\\b|\\bindovina\\b',
  ),
  others: {
    job: r("\\bl'hanno (?:assunt[oa]|pres[oa])\\b|\\b(?:e stat[oa]) assunt[oa]\\b"),
    baby: r(
      '\\bha avuto (?:un|una|il|la) (?:bambin[oa]|figli[oa]|bimb[oa])\\b|\\bdiventera (?:papa|mamma)\\b',
    ),
    engagement: r('\\bsi e fidanzat[oa]\\b|\\bsi sono fidanzati\\b'),
    wedding: r('\\bsi sposa(?:no)?\\b|\\bsi e sposat[oa]\\b|\\bsi sono sposati\\b'),
    win: r('\\bha(?:nno)? vinto\\b'),
  },
  possessive: (rel) => `\\b(?:la mia |il mio |mio |mia |miei |mie |nostr[oaie] )(?<rel>${rel})\\b`,
  self: r('\\b(?:io|noi|mi sono|ci siamo|ho|abbiamo)\\b'),
  who: ({ name }) => name || undefined,
  named: {
    license: 'per la patente',
    graduation: 'per la laurea',
    exam: "per l'esame",
    job: 'per il nuovo lavoro',
    promotion: 'per la promozione',
    raise: "per l'aumento",
    baby: 'per il lieto evento',
    engagement: 'per il fidanzamento',
    wedding: 'per il matrimonio',
    home: 'per la casa nuova',
    win: 'per la vittoria',
  },
};
