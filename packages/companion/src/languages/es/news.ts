/**
 * Spanish good news: the kinds of news the user reports, setbacks, someone else's news, and
 * how the avatar names them when it congratulates. Patterns run on the appraiser's normalised
 * text (lower case; Latin accents folded; Arabic letter variants unified).
 */
import type { NewsPatterns } from '../parts/news.js';

const r = (s: string): RegExp => new RegExp(s, 'u');

export const news: NewsPatterns = {
  own: {
    license: r(
      '\\b(?:aprobado|sacado|saque|tengo) (?:el )?(?:carne|carnet|permiso) de conducir|\\b(?:aprobado|aprobe) el (?:practico|teorico)',
    ),
    graduation: r(
      '\\bme (?:he graduado|gradue)\\b|\\b(?:termine|he terminado|acabe|he acabado) (?:la carrera|el master|la tesis|el doctorado)',
    ),
    exam: r(
      '\\b(?:aprobado|aprobe|superado|supere|pasado|pase) (?:el |los |mi |mis |la |las |un |una |todo)?(?:examen|examenes|oposicion(?:es)?|selectividad|test|prueba|final(?:es)?|parcial(?:es)?)|\\b(?:he aprobado|aprobe|lo he aprobado)\\b',
    ),
    job: r(
      '\\b(?:conseguido|encontrado|consegui|encontre) (?:un |el |mi |ese )?(?:nuevo )?(?:trabajo|curro|empleo|puesto)\\b|\\bme han (?:contratado|cogido)\\b|\\bnuevo (?:trabajo|curro|empleo)\\b',
    ),
    promotion: r('\\bascendid[oa]\\b|\\bascenso\\b'),
    raise: r('\\bsubida de sueldo|\\bsubido el sueldo|\\baumento de sueldo'),
    baby: r(
      '\\bha nacido (?:mi|nuestr[oa]|el|la)\\b|\\b(?:estoy|esta) embarazada|\\bvamos a ser padres|\\bvoy a ser (?:padre|madre|papa|mama)\\b|\\bhemos tenido un bebe|\\btuvimos un bebe',
    ),
    engagement: r('\\bprometid[oa]s?\\b|\\bnos hemos comprometido|\\bme he comprometido|\\bdijo que si\\b'),
    wedding: r('\\bme he casado|\\bnos hemos casado|\\bme caso\\b|\\bnos casamos\\b'),
    home: r(
      '\\b(?:comprado|encontrado|compre|encontre) (?:un |una |mi |nuestro |nuestra )?(?:piso|casa|apartamento)\\b|\\bpiso nuevo\\b|\\bcasa nueva\\b|\\bnos hemos mudado|\\bme he mudado',
    ),
    win: r('\\b(?:he ganado|hemos ganado|gane|ganamos)\\b|\\bprimer puesto\\b|\\bprimer premio\\b'),
  },
  not: r('\\b(?:no|nunca|suspendido|suspendi|si|ojala|espero|quiero|quisiera|miedo)\\b'),
  setback: r(
    '\\b(?:he suspendido|suspendi|no (?:he )?aprobado|no aprobe|no me (?:han )?cogido|me han despedido)\\b',
  ),
  words: r(
    '\\b(?:buena|gran|genial|maravillosa|estupenda|increible|buenisima) noticia\\b|\\bnoticia (?:buena|genial|maravillosa|estupenda)\\b|\\badivina que\\b',
  ),
  others: {
    job: r('\\bla han (?:contratado|cogido)\\b|\\blo han (?:contratado|cogido)\\b'),
    baby: r(
      '\\bha tenido (?:un|una|su) (?:bebe|hijo|hija|nino|nina)\\b|\\bva a ser (?:padre|madre|mama|papa)\\b',
    ),
    engagement: r('\\bse ha comprometido\\b|\\bse han comprometido\\b'),
    wedding: r('\\bse casa(?:n)?\\b|\\bse (?:ha|han) casado\\b|\\bse va(?:n)? a casar\\b'),
    win: r('\\bha(?:n)? ganado\\b'),
  },
  possessive: (rel) => `\\b(?:mi|mis|nuestr[oa]s?) (?:(?:hermana|hermano) )?(?<rel>${rel})\\b`,
  self: r('\\b(?:yo|nosotros|nosotras|me he|nos hemos|he|hemos)\\b'),
  who: ({ name }) => name || undefined,
  named: {
    license: 'por sacarte el carné',
    graduation: 'por la graduación',
    exam: 'por aprobar el examen',
    job: 'por el nuevo trabajo',
    promotion: 'por el ascenso',
    raise: 'por la subida de sueldo',
    baby: 'por el bebé',
    engagement: 'por el compromiso',
    wedding: 'por la boda',
    home: 'por la casa nueva',
    win: 'por la victoria',
  },
};
