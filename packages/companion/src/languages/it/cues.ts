/**
 * Italian intent cues (`IntentCues`): each regex runs on the message after the appraiser's
 * normalisation (lower case, NFKC; Latin accents folded; Arabic letter variants unified).
 */
import type { IntentCues } from '../parts/cues.js';

const r = (s: string): RegExp => new RegExp(s, 'u');

export const cues: IntentCues = {
  askIdentity: r(
    '\\b(?:chi sei|come ti chiami|qual e il tuo nome|il tuo nome|presentati|parlami di te|sei (?:un |una )?(?:bot|robot|ia|umano|umana|vera?o?|persona(?: vera| reale)?))',
  ),
  askJob: r(
    '\\b(?:che lavoro fai|cosa fai (?:nella vita|di lavoro)|hai (?:un )?(?:lavoro|impiego)\\b|il tuo lavoro|dove lavori|di cosa ti occupi|qual e il tuo lavoro)',
  ),
  askHobbies: r(
    '\\b(?:hobb(?:y|ies)|tempo libero|passatemp[oi]|cosa ti piace fare|le tue passioni|i tuoi interessi|per divertirti|per rilassarti|per svagarti)',
  ),
  askHome: r(
    '\\b(?:dove vivi|dove abiti|di dove sei|da dove vieni|(?:la|della|nella|alla|sulla) tua citta|il tuo paese|(?:citta|paese|zona|quartiere) (?:vivi|abiti|stai|sei|vieni)\\b)',
  ),
  askAge: r('\\b(?:quanti anni hai|la tua eta|quando sei nat[oa]|quando e il tuo compleanno)'),
  howAreYou: r(
    "\\b(?:come stai|come va|tutto bene|come ti senti|stai bene|com'e andata (?:la )?(?:tua )?giornata|come te la passi|raccontami (?:della )?(?:tua )?giornata|cosa hai fatto oggi)",
  ),
  thanks: r('\\b(?:grazie|ti ringrazio|grazie mille)\\b'),
  goodbye: r(
    '\\b(?:arrivederci|a presto|a dopo|a domani|ci vediamo|buonanotte|buona notte|devo (?:andare|scappare)|scappo|ci sentiamo|ciao ciao|notte)\\b',
  ),
  greeting: r('^(?:ciao+|salve|buongiorno|buonasera|ehi|hey|hei)\\b'),
  you: r('\\b(?:tu|te|ti|tuo|tua|tuoi|tue)\\b'),
  youAre: r('\\bsei (?:cosi |molto |davvero |proprio )?\\p{L}'),
  likeYou: r(
    '\\bti (?:voglio bene|amo|adoro)\\b|\\bmi piace (?:tanto |molto |proprio )?(?:parlare|chiacchierare) con te|\\bmi manchi\\b|\\bmi fai (?:sempre |tanto |proprio )?(?:ridere|sorridere|stare bene)|\\bsei (?:davvero |proprio |molto |cosi |troppo |un |una )*(?:tesoro|dolce|gentile|carin[oa]|simpatic[oa]|fantastic[oa]|mitic[oa]|splendid[oa]|bravissim[oa]|amore|il migliore|la migliore)\\b',
  ),
  askPlace: r(
    "\\b(?:(?:posto|luogo|angolo|quartiere|ristorante|bar|locale|parco) (?:preferito|del cuore)|cosa (?:c'e da|bisogna|si puo|dovrei) (?:vedere|visitare|fare)|parlami (?:della tua citta|di \\p{L}+)|com'e (?:la vita|vivere) a )",
  ),
  askWeekend: r(
    '\\b(?:(?:il|nel|nei|durante il) (?:fine settimana|weekend)|questo (?:fine settimana|weekend)|il sabato|la domenica|giorni liberi|dopo il lavoro)',
  ),
  askFood: r(
    '\\b(?:piatto (?:preferito|del cuore)|cibo preferito|cosa (?:ti piace )?mangiare|cosa mangi|ti piace cucinare|cucini\\b|specialita)',
  ),
  askMusic: r(
    '\\b(?:che (?:tipo di |genere di )?musica|(?:musica|gruppo|band|cantante|canzone|artista) preferit[oa]|cosa ascolti|ascolti musica)',
  ),
  askJoke: r(
    "\\b(?:raccontami|racconta|dimmi|conosci|sai) (?:una |qualche |un'altra |delle )?(?:bella )?barzellett[ae]\\b|\\bfammi ridere\\b",
  ),
  askTime: r('\\b(?:che ore sono|che ora e|che ora fai|sai che ore sono)\\b'),
  tasteAsk: [
    r('(?<!cosa |che )\\bti (?:piace|piacciono) (?:anche |molto )?(?<t>(?!fare\\b)[^?.!,;]+)'),
    r('\\bami (?:anche )?(?<t>[^?.!,;]+)'),
    r('\\bsei (?:un |una )?(?:fan|appassionat[oa]) (?:di|del|della|dei|delle) (?<t>[^?.!,;]+)'),
  ],
  tasteTail: r('(?:^|[,;\\s])(?:e tu|e a te|anche a te|anche tu|e lei)\\s*[?!.]*\\s*$'),
  askNews: r(
    "\\b(?:che novita|(?:qualche|ci sono|hai|le) (?:novita|notizie)\\b|novita\\b|notizie\\b|(?:che|cosa) c'e di nuovo|qualcosa di nuovo|titoli (?:di oggi|dei giornali)|telegiornal[ei]|\\btg\\b|cosa (?:succede|sta succedendo) nel mondo)",
  ),
  okay: r("^(?:ok(?:ay)?|va bene|vabbe|si|no|bene|ah|oh|hmm+|capito|certo|vero|d'accordo)$"),
  reaction: r(
    '^(?:(?:ah)+|(?:ha)+|(?:eh)+|lol+|wow|figo|bello|fantastico|grande|che bello|che figo|(?:che|sembra|e|molto|davvero|oh) (?:molto |troppo |proprio |cosi )?(?:bello|figo|divertente|interessante|carino|fantastico|forte|simpatico|bene))\\b',
  ),
  request: r(
    "\\b(?:raccontami|raccontaci) (?:una |un |un'|qualche |un'altra )?(?:bella |breve |piccola )?(?:storia|storie|storiella|favola|fiaba|racconto|aneddoto)\\b|\\b(?:raccontami|raccontaci) qualcosa (?:di (?:interessante|bello|curioso)|su (?!di te\\b))|\\b(?:consigliami|consigliaci|spiegami|spiegaci|suggeriscimi|aiutami|aiutaci)\\b|\\bmi (?:consigli|spieghi|suggerisci|sai consigliare|puoi (?:consigliare|spiegare|suggerire|aiutare))\\b|\\b(?:dammi|dacci) (?:un |dei |qualche |il tuo |un paio di )?(?:buon |piccolo )?(?:consigli|consiglio|suggerimenti|suggerimento|idee|idea|dritte|dritta|spunti|spunto)\\b|\\b(?:cosa|che) (?:dovrei|devo) fare\\b",
  ),
};
