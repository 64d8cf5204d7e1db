/**
 * German good news: the kinds of news the user reports, setbacks, someone else's news, and
 * how the avatar names them when it congratulates. Patterns run on the appraiser's normalised
 * text (lower case; Latin accents folded; Arabic letter variants unified).
 */
import type { NewsPatterns } from '../parts/news.js';

const r = (s: string): RegExp => new RegExp(s, 'u');

export const news: NewsPatterns = {
  own: {
    license: r(
      '\\bfuhrerschein(?:prufung)?\\b(?=[^.!?]*\\b(?:bestanden|geschafft|bekommen|in der tasche)\\b)',
    ),
    graduation: r(
      '\\b(?:abschluss|bachelor|master|diplom|doktor|abitur|abi)\\b(?=[^.!?]*\\b(?:bestanden|geschafft|gemacht|bekommen|in der tasche)\\b)|\\bfertig mit (?:dem |meinem )?studium',
    ),
    exam: r(
      '\\b(?:prufung|prufungen|klausur|klausuren|examen|test|abschlussprufung|zwischenprufung)\\b(?=[^.!?]*\\b(?:bestanden|geschafft|gut gelaufen|gerockt)\\b)|\\bbestanden\\b',
    ),
    job: r(
      '\\b(?:neuen job|neue stelle|die stelle|den job|eine zusage|jobangebot)\\b(?=[^.!?]*\\b(?:bekommen|gekriegt|gefunden|angenommen|ergattert)\\b)|\\b(?:ich wurde|ich bin) eingestellt|\\bich habe (?:einen )?neuen job\\b|\\bdie zusage\\b',
    ),
    promotion: r('\\bbefordert\\b|\\bbeforderung\\b'),
    raise: r('\\bgehaltserhohung\\b|\\bmehr gehalt\\b'),
    baby: r(
      '\\b(?:baby|kind|sohn|tochter) (?:ist )?(?:da|geboren|auf der welt)\\b|\\b(?:ich bin|wir sind|sie ist) schwanger|\\b(?:ich werde|wir werden) (?:papa|mama|vater|mutter|eltern)\\b|\\bwir haben (?:ein|unser) baby',
    ),
    engagement: r('\\bverlobt\\b|\\bverlobung\\b|\\bja gesagt\\b'),
    wedding: r('\\b(?:geheiratet|wir heiraten|ich heirate)\\b'),
    home: r(
      '\\b(?:neue wohnung|eigene wohnung|neues haus|eigenes haus|erste wohnung)\\b|\\b(?:wohnung|haus) (?:gekauft|gefunden|bekommen)',
    ),
    win: r('\\bgewonnen\\b|\\bersten platz\\b|\\berster platz\\b'),
  },
  not: r(
    '\\b(?:nicht|nie|kein|keine|keinen|durchgefallen|leider|falls|wenn|hoffe|hoffentlich|will|mochte|wunsche|angst)\\b',
  ),
  setback: r(
    '\\b(?:prufung|klausur|examen|test|fuhrerschein|stelle|job)\\b[^.!?]*\\b(?:nicht bestanden|nicht geschafft|durchgefallen|verhauen|vermasselt|nicht bekommen)\\b|\\bdurchgefallen\\b|\\bdurch (?:die |den |das |meine |meinen )?\\p{L}*(?:prufung|klausur|examen|test)\\p{L}* (?:gefallen|gerasselt|gerauscht)\\b|\\bgekundigt\\b',
  ),
  words: r(
    '\\b(?:gute|tolle|super|schone|großartige|grossartige|wunderbare|fantastische) (?:nachricht|nachrichten|neuigkeit|neuigkeiten)\\b|\\brate mal\\b',
  ),
  others: {
    job: r('\\bhat (?:einen )?neuen job\\b|\\bwurde eingestellt\\b'),
    baby: r('\\bist schwanger\\b|\\bha(?:t|ben) (?:ein|ihr|sein) (?:baby|kind) bekommen'),
    wedding: r('\\bheirate[tn]\\b|\\bhat geheiratet\\b'),
    home: r('\\bha(?:t|ben) (?:eine|ein) (?:neue |eigene )?(?:wohnung|haus) gekauft'),
  },
  possessive: (rel) =>
    `\\b(?:meine?[nmrs]?|unsere?[nmrs]?) (?:(?:altere|jungere|kleine|große|grosse|beste|kleiner|großer|grosser|alterer|jungerer|bester|liebe|lieber) )?(?<rel>${rel})\\b`,
  self: r('\\b(?:ich|wir)\\b'),
  who: ({ name }) => name || undefined,
  named: {
    license: 'zum Führerschein',
    graduation: 'zum Abschluss',
    exam: 'zur bestandenen Prüfung',
    job: 'zum neuen Job',
    promotion: 'zur Beförderung',
    raise: 'zur Gehaltserhöhung',
    baby: 'zum Baby',
    engagement: 'zur Verlobung',
    wedding: 'zur Hochzeit',
    home: 'zum neuen Zuhause',
    win: 'zum Sieg',
  },
};
