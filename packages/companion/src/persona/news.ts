/**
 * Good news the user reports ("I passed my exam", „ich habe die Prüfung bestanden“, 考试通过了):
 * what kind of news it is, and how the avatar names it when it congratulates
 * ("Congratulations on passing your exam!", „Glückwunsch zur bestandenen Prüfung!“).
 * Patterns run on the appraiser's normalised text (lower case; Latin accents folded; Arabic
 * letter variants unified).
 */
import type { LanguageCode } from '../languages.js';
import type { RelationId } from '../memory/nouns.js';
import { PATTERNS } from '../memory/patterns/index.js';
import { alternation } from '../memory/patterns/types.js';

/** Kinds of good news the avatar congratulates on specifically. */
export const NEWS_KEYS = [
  'license',
  'graduation',
  'exam',
  'job',
  'promotion',
  'raise',
  'baby',
  'engagement',
  'wedding',
  'home',
  'win',
] as const;
export type NewsKey = (typeof NEWS_KEYS)[number];

const r = (s: string): RegExp => new RegExp(s, 'u');
type Cues = Readonly<Partial<Record<NewsKey, RegExp>>>;

/** Per language: the patterns of each kind of news (tested in `NEWS_KEYS` order). */
const CUES: Readonly<Record<LanguageCode, Cues>> = {
  'en-US': {
    license: r(
      "\\b(?:passed|got|aced) (?:my |the )?(?:driving test|driver'?s licen[cs]e|driving licen[cs]e|road test)",
    ),
    graduation: r(
      "\\b(?:i (?:just |finally )?graduated|got my (?:degree|diploma|phd|doctorate|master'?s|bachelor'?s)|defended my (?:thesis|dissertation))",
    ),
    exam: r(
      '\\b(?:passed|aced|nailed|got through|smashed|did (?:well|great) (?:on|in))\\b[^.!?]{0,30}?\\b(?:exams?|tests?|finals|midterms?|quiz|boards|bar exam)\\b|\\b(?:exams?|tests?)\\b[^.!?]{0,15}?\\b(?:went (?:well|great)|was a success)',
    ),
    job: r(
      "\\b(?:got|landed|found|accepted) (?:the|a|my|that) (?:new |dream )?(?:job|position|role)\\b|\\b(?:i'?ve been|i was|got) hired\\b|\\bjob offer\\b|\\bnew job\\b",
    ),
    promotion: r('\\b(?:got (?:a |the )?promot(?:ed|ion)|been promoted|was promoted)'),
    raise: r('\\b(?:got a (?:pay )?raise|pay rise|salary increase)'),
    baby: r(
      "\\b(?:had (?:a|the|our|my) baby|baby (?:was|is) (?:born|here)|(?:i'?m|we'?re|she'?s) pregnant|expecting (?:a baby|our first)|became (?:a )?(?:mom|mum|mother|dad|father|parents?)|going to be (?:a )?(?:mom|mum|mother|dad|father|parents?))",
    ),
    engagement: r("\\b(?:got engaged|(?:i'?m|we'?re|we are|i am) engaged|(?:she|he) said yes)"),
    wedding: r("\\b(?:got married|(?:i'?m|we'?re|we are) getting married|just married)"),
    home: r(
      '\\b(?:bought|got|found) (?:a|my|our|the) (?:new |first |own )?(?:house|flat|apartment|home)\\b|\\bmoved into (?:a|my|our) new\\b',
    ),
    win: r('\\b(?:i|we) (?:just |finally )?won\\b|\\bwon (?:the|a|first|my|our)\\b'),
  },
  'de-DE': {
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
  'fr-FR': {
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
  'es-ES': {
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
  'it-IT': {
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
  'zh-CN': {
    license: r('(?:拿到|考到|考过|考下)(?:了)?驾照|驾照(?:考试)?(?:考过|通过|到手|拿到)'),
    graduation: r('毕业了|(?:拿到|获得)(?:了)?(?:学位|文凭|毕业证|博士学位|硕士学位)|论文答辩(?:通过|过了)'),
    exam: r(
      '(?:考试|考研|高考|期末考|期末|测验|笔试)(?:都)?(?:通过|考过|过了|及格|考得(?:很)?(?:好|不错))|(?:通过|考过)(?:了)?(?:考试|测验|期末)|考上了',
    ),
    job: r('(?:找到|拿到|得到)(?:了)?(?:一份)?(?:新)?(?:工作|offer|职位)|被录用|新工作'),
    promotion: r('升职|升了职|晋升|提拔'),
    raise: r('加薪|涨工资|涨薪'),
    baby: r('宝宝(?:出生|生了)|生了(?:个|一个)?(?:宝宝|孩子|儿子|女儿)|怀孕了|要当(?:爸爸|妈妈)了'),
    engagement: r('订婚|求婚成功'),
    wedding: r('结婚了|要结婚了|我们结婚'),
    home: r('买了?(?:新)?(?:房子|房|公寓)|搬(?:进|到)了?新(?:家|房)|新家'),
    win: r('赢了|获胜|拿了第一|得了第一|第一名|获奖|得奖|中奖'),
  },
  'ja-JP': {
    license: r('免許(?:を)?(?:取(?:れ|っ)|取得|合格)|免許(?:試験)?に合格'),
    graduation: r('卒業(?:しました|した|できた|できました)|学位(?:を)?(?:取|取得)'),
    exam: r(
      '(?:試験|テスト|検定|受験|入試|資格試験|期末)(?:に|で|も|は)?(?:合格|受か|パス|うまくいき|うまくいった)|合格(?:しました|した|できた|できました|です)',
    ),
    job: r(
      '(?:就職|転職)(?:が)?(?:決ま|でき)|内定(?:をもらい|をもらった|が出|もらった|もらいました)|採用(?:され|が決ま)|新しい仕事(?:が)?(?:決ま|見つか)',
    ),
    promotion: r('昇進|昇格'),
    raise: r('昇給|給料が上が'),
    baby: r(
      '(?:赤ちゃん|子ども|子供|娘|息子)が(?:生まれ|産まれ)|妊娠(?:しました|した)|(?:パパ|ママ|父親|母親|親)になり|出産(?:しました|した)',
    ),
    engagement: r('婚約(?:しました|した)|プロポーズ(?:され|が成功)'),
    wedding: r('結婚(?:しました|した|します|する)|入籍'),
    home: r('(?:家|マンション|部屋)を(?:買|購入)|新しい(?:家|部屋)に引っ越|引っ越しました'),
    win: r('優勝|勝ちました|勝った|一位|1位|入賞|当選'),
  },
  'ar-SA': {
    license: r('(?:اخذت|طلعت|حصلت علي) (?:ال)?(?:رخصه|ليسن)|نجحت في (?:اختبار|امتحان) (?:القياده|الرخصه)'),
    graduation: r('(?:^|\\s)(?:تخرجت|اتخرجت)|حصلت علي (?:الشهاده|البكالوريوس|الماجستير|الدكتوراه)'),
    exam: r('(?:^|\\s)(?:نجحت|عديت|اجتزت)(?:$|\\s|[!.،؟])'),
    job: r(
      '(?:حصلت علي|لقيت|اخذت) (?:ال)?(?:وظيفه|شغل)|(?:^|\\s)توظفت|قبلوني في (?:الوظيفه|الشغل)|وظيفه جديده|شغل جديد',
    ),
    promotion: r('(?:^|\\s)(?:ترقيت|رقوني)|(?:^|\\s)(?:ال)?ترقيه'),
    raise: r('زياده (?:في )?(?:الراتب|راتب)|زادوا راتبي'),
    baby: r(
      '(?:جاني|رزقت|رزقنا|جانا) (?:ب)?(?:مولود|مولوده|طفل|طفله|ولد|بنت)|انا حامل|زوجتي حامل|(?:صرت|بصير|راح اصير) (?:اب|ام|ابو|ابا|اما)(?:$|\\s)',
    ),
    engagement: r('(?:^|\\s)(?:انخطبت|خطبت|تمت خطوبتي|خطوبتي)'),
    wedding: r('(?:^|\\s)(?:تزوجت|تزوجنا|زواجي|عرسي|ملكتي)'),
    home: r('(?:اشتريت|شريت|لقيت) (?:بيت|شقه|منزل)|بيت جديد|شقه جديده'),
    win: r('(?:^|\\s)(?:فزت|فزنا|ربحت|كسبت)(?:$|\\s|[!.،؟])|المركز الاول'),
  },
};

/** Words that turn a report into no news or a hope ("didn't pass", "if I pass", 没通过, 落ちた). */
const NOT: Readonly<Record<LanguageCode, RegExp>> = {
  'en-US': r("\\b(?:not|never|didn'?t|did not|failed|won'?t|if|hope|hoping|wish|want|afraid|worried)\\b"),
  'de-DE': r(
    '\\b(?:nicht|nie|kein|keine|keinen|durchgefallen|leider|falls|wenn|hoffe|hoffentlich|will|mochte|wunsche|angst)\\b',
  ),
  'fr-FR': r("\\b(?:pas|jamais|rate|echoue|loupe|si|espere|voudrais|veux|peur)\\b|\\bn'"),
  'es-ES': r('\\b(?:no|nunca|suspendido|suspendi|si|ojala|espero|quiero|quisiera|miedo)\\b'),
  'it-IT': r('\\b(?:non|mai|bocciat[oa]|se|spero|vorrei|voglio|paura)\\b'),
  'zh-CN': r('没(?:有)?(?:通过|考过|过|考上|拿到|找到)|不及格|挂了|失败|如果|希望|想要|担心|没能'),
  'ja-JP': r(
    '落ち|不合格|できなかった|しなかった|ませんでした|なかった|だめだった|ダメだった|もし|たら|たい|心配|不安',
  ),
  'ar-SA': r(
    '(?:^|\\s)(?:ما|لم|لا|مب|مو) ?(?:نجح|اجتز|احصل|حصلت|اخذ|تخرج|فز|افوز|انجح)|رسبت|فشلت|(?:^|\\s)لو |اتمني|(?:^|\\s)ابي |اخاف|خايف',
  ),
};

/** A setback: a failed exam or test, a job not got ("I didn't pass my exam", 考试没通过, 落ちました). */
const SETBACK: Readonly<Record<LanguageCode, RegExp>> = {
  'en-US': r(
    "\\b(?:failed|flunked|bombed|(?:didn'?t|did not|couldn'?t) (?:pass|get|make))\\b[^.!?]{0,30}?\\b(?:exams?|tests?|finals|interview|job|driving test)\\b|\\b(?:lost my job|got fired|was fired|got laid off)\\b",
  ),
  'de-DE': r(
    '\\b(?:prufung|klausur|examen|test|fuhrerschein|stelle|job)\\b[^.!?]*\\b(?:nicht bestanden|nicht geschafft|durchgefallen|verhauen|vermasselt|nicht bekommen)\\b|\\bdurchgefallen\\b|\\bdurch (?:die |den |das |meine |meinen )?\\p{L}*(?:prufung|klausur|examen|test)\\p{L}* (?:gefallen|gerasselt|gerauscht)\\b|\\bgekundigt\\b',
  ),
  'fr-FR': r(
    '\\b(?:rate|echoue a|loupe|pas reussi|pas eu)\\b[^.!?]{0,30}?\\b(?:examens?|exam|partiels?|concours|permis|entretien|poste|boulot)\\b|\\bje suis (?:virée?|licenciée?)\\b',
  ),
  'es-ES': r(
    '\\b(?:he suspendido|suspendi|no (?:he )?aprobado|no aprobe|no me (?:han )?cogido|me han despedido)\\b',
  ),
  'it-IT': r(
    '\\b(?:bocciat[oa]|non (?:ho )?(?:superato|passato|preso))\\b[^.!?]{0,30}?\\b(?:esame|esami|test|patente|colloquio|lavoro)\\b|\\bmi hanno (?:bocciat[oa]|licenziat[oa])',
  ),
  'zh-CN': r(
    '没(?:有)?(?:通过|考过|考上|拿到|找到)|(?:考试|驾照|面试|考核|笔试|路考)(?:又|还是|都)?没(?:有)?过|不及格|挂科|落榜|考砸|被拒|被辞退|被裁',
  ),
  'ja-JP': r('落ち(?:まし)?た|不合格|落第|不採用|クビになり|解雇'),
  'ar-SA': r('رسبت|ما نجحت|لم انجح|ما قبلوني|رفضوني|فشلت في (?:الامتحان|الاختبار)|فصلوني|انفصلت من العمل'),
};

/** True when `clause` (normalised) reports a setback (a failed exam, a lost job). */
export function setbackIn(clause: string, lang: LanguageCode): boolean {
  return SETBACK[lang].test(clause);
}

/** "Good news" said as such ("I have good news", „tolle Neuigkeiten“, 好消息). */
export const NEWS_WORDS: Readonly<Record<LanguageCode, RegExp>> = {
  'en-US': r(
    '\\b(?:good|great|wonderful|amazing|fantastic|awesome|exciting|big|happy) news\\b|\\bguess what\\b',
  ),
  'de-DE': r(
    '\\b(?:gute|tolle|super|schone|großartige|grossartige|wunderbare|fantastische) (?:nachricht|nachrichten|neuigkeit|neuigkeiten)\\b|\\brate mal\\b',
  ),
  'fr-FR': r(
    '\\b(?:bonne|super|grande|excellente|merveilleuse|belle|incroyable) nouvelle\\b|\\bdevine quoi\\b',
  ),
  'es-ES': r(
    '\\b(?:buena|gran|genial|maravillosa|estupenda|increible|buenisima) noticia\\b|\\bnoticia (?:buena|genial|maravillosa|estupenda)\\b|\\badivina que\\b',
  ),
  'it-IT': r(
    '\\b(?:bella|buona|bellissima|grande|splendida|fantastica|ottima) notizia\\b|\\bnotizia (?:bellissima|fantastica|splendida)\\b|\\bindovina\\b',
  ),
  'zh-CN': r('好消息|喜讯|告诉你一个好'),
  'ja-JP': r('(?:いい|良い|嬉しい|うれしい|すごい)(?:ニュース|知らせ|報告)|聞いて'),
  'ar-SA': r('خبر (?:حلو|رائع|جميل|سار|زين|يفرح)|اخبار (?:حلوه|رائعه|جميله|ساره)|بشاره|عندي بشري'),
};

/**
 * The kind of good news `clause` reports, or undefined (none, or negated or hoped for).
 * @example newsIn("i passed my exam!!", 'en-US') // 'exam'
 */
export function newsIn(clause: string, lang: LanguageCode): NewsKey | undefined {
  if (NOT[lang].test(clause)) return undefined;
  const cues = CUES[lang];
  return NEWS_KEYS.find((k) => cues[k]?.test(clause));
}

/**
 * Third-person forms of the news that the user's own patterns leave out ("my sister is getting
 * married", „mein Bruder hat einen neuen Job“, « ma sœur est enceinte »). Only read after a
 * relative or friend of the user (`othersNewsIn`).
 */
const OTHERS: Readonly<Record<LanguageCode, Cues>> = {
  'en-US': {
    graduation: r('\\b(?:has |just |finally )?graduated\\b'),
    job: r(
      '\\b(?:got|landed|found) (?:a|the|her|his|their) (?:new |dream )?(?:job|position|role)\\b|\\b(?:was|got|has been) hired\\b',
    ),
    baby: r(
      "\\b(?:is|she'?s) (?:pregnant|expecting)\\b|\\bhad (?:her|his|their) (?:baby|first (?:baby|child))\\b",
    ),
    engagement: r('\\b(?:is|are|just got|got) engaged\\b|\\bsaid yes\\b'),
    wedding: r("\\b(?:is|are|'s|'re) getting married\\b|\\b(?:got|just got|is|are) married\\b"),
    home: r('\\b(?:bought|found) (?:a|her|his|their) (?:new |first |own )?(?:house|flat|apartment|home)\\b'),
    win: r('\\bwon (?:her|his|their)\\b|\\b(?:she|he|they) won\\b'),
  },
  'de-DE': {
    job: r('\\bhat (?:einen )?neuen job\\b|\\bwurde eingestellt\\b'),
    baby: r('\\bist schwanger\\b|\\bha(?:t|ben) (?:ein|ihr|sein) (?:baby|kind) bekommen'),
    wedding: r('\\bheirate[tn]\\b|\\bhat geheiratet\\b'),
    home: r('\\bha(?:t|ben) (?:eine|ein) (?:neue |eigene )?(?:wohnung|haus) gekauft'),
  },
  'fr-FR': {
    job: r('\\b(?:a|ont) ete (?:embauchee?s?|prise?s?|retenue?s?)\\b'),
    baby: r('\\best enceinte\\b|\\ba eu (?:un|son|sa|leur) (?:bebe|enfant|fils|fille)\\b'),
    engagement: r("\\bs'est fiancee?\\b|\\bse sont fiances\\b"),
    wedding: r("\\bse marie(?:nt)?\\b|\\bs'est mariee?\\b|\\bse sont maries\\b|\\bva(?:nt)? se marier\\b"),
    win: r('\\b(?:a|ont) gagne\\b'),
  },
  'es-ES': {
    job: r('\\bla han (?:contratado|cogido)\\b|\\blo han (?:contratado|cogido)\\b'),
    baby: r(
      '\\bha tenido (?:un|una|su) (?:bebe|hijo|hija|nino|nina)\\b|\\bva a ser (?:padre|madre|mama|papa)\\b',
    ),
    engagement: r('\\bse ha comprometido\\b|\\bse han comprometido\\b'),
    wedding: r('\\bse casa(?:n)?\\b|\\bse (?:ha|han) casado\\b|\\bse va(?:n)? a casar\\b'),
    win: r('\\bha(?:n)? ganado\\b'),
  },
  'it-IT': {
    job: r("\\bl'hanno (?:assunt[oa]|pres[oa])\\b|\\b(?:e stat[oa]) assunt[oa]\\b"),
    baby: r(
      '\\bha avuto (?:un|una|il|la) (?:bambin[oa]|figli[oa]|bimb[oa])\\b|\\bdiventera (?:papa|mamma)\\b',
    ),
    engagement: r('\\bsi e fidanzat[oa]\\b|\\bsi sono fidanzati\\b'),
    wedding: r('\\bsi sposa(?:no)?\\b|\\bsi e sposat[oa]\\b|\\bsi sono sposati\\b'),
    win: r('\\bha(?:nno)? vinto\\b'),
  },
  'zh-CN': {
    wedding: r('结婚'),
    baby: r('生(?:了)?(?:宝宝|孩子|儿子|女儿)|当(?:爸爸|妈妈)了'),
  },
  'ja-JP': {
    baby: r('(?:赤ちゃん|子ども|子供)が(?:できた|できました)|妊娠(?:中|しています)'),
  },
  'ar-SA': {
    exam: r('(?:^|\\s)(?:نجح|نجحت|اجتاز|اجتازت)(?:$|\\s|[!.،؟])'),
    job: r('(?:^|\\s)(?:توظف|توظفت)(?:$|\\s|[!.،؟])|(?:حصل|حصلت) علي (?:ال)?وظيفه'),
    promotion: r('(?:^|\\s)(?:ترقي|ترقت|ترقى)(?:$|\\s|[!.،؟])'),
    baby: r(
      '(?:^|\\s)حامل(?:$|\\s|[!.،؟])|(?:جاها|جاه|جاهم|رزقت|رزق) (?:ب)?(?:مولود|مولوده|طفل|طفله|ولد|بنت)',
    ),
    engagement: r('(?:^|\\s)(?:انخطب|انخطبت|خطب|تخطب|تنخطب)(?:$|\\s|[!.،؟])'),
    wedding: r(
      '(?:^|\\s)(?:تزوج|تزوجت|تتزوج|يتزوج|بتتزوج|بيتزوج|راح تتزوج|راح يتزوج|عرسها|عرسه)(?:$|\\s|[!.،؟])',
    ),
    win: r('(?:^|\\s)(?:فاز|فازت|ربح|ربحت)(?:$|\\s|[!.،؟])'),
  },
};

/** A relative or friend as the subject: "my sister", „meine Schwester“, « ma sœur », 我姐姐, 姉が, أختي. */
const POSSESSIVE: Readonly<Record<LanguageCode, (rel: string) => string>> = {
  'en-US': (rel) => `\\b(?:my|our) (?:(?:older|younger|little|big|baby|best|elder|twin) )?(?<rel>${rel})\\b`,
  'de-DE': (rel) =>
    `\\b(?:meine?[nmrs]?|unsere?[nmrs]?) (?:(?:altere|jungere|kleine|große|grosse|beste|kleiner|großer|grosser|alterer|jungerer|bester|liebe|lieber) )?(?<rel>${rel})\\b`,
  'fr-FR': (rel) => `\\b(?:mon|ma|mes|notre|nos) (?:(?:grande|petite|grand|petit) )?(?<rel>${rel})\\b`,
  'es-ES': (rel) => `\\b(?:mi|mis|nuestr[oa]s?) (?:(?:hermana|hermano) )?(?<rel>${rel})\\b`,
  'it-IT': (rel) => `\\b(?:la mia |il mio |mio |mia |miei |mie |nostr[oaie] )(?<rel>${rel})\\b`,
  'zh-CN': (rel) => `(?:我们?的?(?:最好的|最要好的|一个)?)(?<rel>${rel})`,
  'ja-JP': (rel) => `(?:(?:私|僕|俺|うち)の)?(?<rel>${rel})(?:が|は|も)`,
  'ar-SA': (rel) => `(?:^|\\s)(?<rel>${rel})(?=$|\\s|[!.،؟])`,
};
const SUBJECT: Readonly<Record<LanguageCode, RegExp>> = Object.fromEntries(
  (Object.keys(POSSESSIVE) as LanguageCode[]).map((lang) => [
    lang,
    r(POSSESSIVE[lang](alternation(PATTERNS[lang].relations))),
  ]),
) as Record<LanguageCode, RegExp>;

/** A first-person subject beside the relative: the news is the user's own ("my sister and I won", „ich“, 我, 私). */
const SELF: Readonly<Record<LanguageCode, RegExp>> = {
  'en-US': r("\\b(?:i|i'm|im|i've|ive|i'd|we|we're|we've)\\b"),
  'de-DE': r('\\b(?:ich|wir)\\b'),
  'fr-FR': r("\\b(?:je|nous)\\b|(?:^|\\s)j'"),
  'es-ES': r('\\b(?:yo|nosotros|nosotras|me he|nos hemos|he|hemos)\\b'),
  'it-IT': r('\\b(?:io|noi|mi sono|ci siamo|ho|abbiamo)\\b'),
  'zh-CN': r('我'),
  'ja-JP': r('私|僕|俺|わたし|あたし'),
  'ar-SA': r('(?:^|\\s)(?:انا|احنا|نحن)(?=$|\\s)'),
};

/** A partner's baby, engagement, wedding or new home is the user's too: congratulated as theirs. */
const PARTNERS: ReadonlySet<RelationId> = new Set(['wife', 'husband', 'girlfriend', 'boyfriend', 'partner']);
const SHARED: ReadonlySet<NewsKey> = new Set(['baby', 'engagement', 'wedding', 'home']);

/** Good news of someone close to the user: what it is and who ("my sister got engaged" → engagement, sister). */
export interface OthersNews {
  readonly key: NewsKey;
  readonly relation: RelationId;
  /** The relation's word as the message has it (normalised): `sister`, `姐姐`, `姉`. */
  readonly word: string;
  /** A partner's baby, engagement, wedding or new home: the user's news as much as theirs. */
  readonly shared: boolean;
}

/**
 * Good news about a relative or friend of the user that `clause` (normalised) reports, or
 * undefined: none, negated or hoped for, or the user's own (a first-person subject beside the
 * relative). A partner's baby, engagement, wedding or new home is marked `shared`.
 * @example othersNewsIn('my sister anna is getting married next month!', 'en-US') // { key: 'wedding', relation: 'sister', word: 'sister', shared: false }
 */
export function othersNewsIn(clause: string, lang: LanguageCode): OthersNews | undefined {
  const who = SUBJECT[lang].exec(clause);
  if (!who || NOT[lang].test(clause)) return undefined;
  const rest = clause.slice(0, who.index) + ' ' + clause.slice(who.index + who[0].length);
  if (SELF[lang].test(rest)) return undefined;
  const word = who.groups!['rel']!;
  const relation = PATTERNS[lang].relations[word];
  const key = NEWS_KEYS.find((k) => OTHERS[lang][k]?.test(clause) || CUES[lang][k]?.test(clause));
  if (!relation || !key) return undefined;
  return { key, relation, word, shared: PARTNERS.has(relation) && SHARED.has(key) };
}

/** How each language names the news after its word for "congratulations" (`{news}` slot). */
const NAMED: Readonly<Record<LanguageCode, Readonly<Record<NewsKey, string>>>> = {
  'en-US': {
    license: "on getting your driver's license",
    graduation: 'on graduating',
    exam: 'on passing your exam',
    job: 'on the new job',
    promotion: 'on your promotion',
    raise: 'on the raise',
    baby: 'on the baby',
    engagement: 'on your engagement',
    wedding: 'on your wedding',
    home: 'on your new place',
    win: 'on the win',
  },
  'de-DE': {
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
  'fr-FR': {
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
  'es-ES': {
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
  'it-IT': {
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
  'zh-CN': {
    license: '拿到驾照',
    graduation: '顺利毕业',
    exam: '考试通过',
    job: '找到新工作',
    promotion: '升职',
    raise: '加薪',
    baby: '迎来小宝宝',
    engagement: '订婚',
    wedding: '喜结良缘',
    home: '乔迁新居',
    win: '获胜',
  },
  'ja-JP': {
    license: '免許取得',
    graduation: 'ご卒業',
    exam: '試験合格',
    job: '就職',
    promotion: 'ご昇進',
    raise: '昇給',
    baby: 'ご出産',
    engagement: 'ご婚約',
    wedding: 'ご結婚',
    home: '新居へのお引っ越し',
    win: '勝利',
  },
  'ar-SA': {
    license: 'الرخصة',
    graduation: 'التخرج',
    exam: 'نجاحك في الامتحان',
    job: 'الوظيفة الجديدة',
    promotion: 'الترقية',
    raise: 'زيادة الراتب',
    baby: 'المولود الجديد',
    engagement: 'الخطوبة',
    wedding: 'الزواج',
    home: 'البيت الجديد',
    win: 'الفوز',
  },
};

/** The `{news}` phrase of a kind of news in `lang` ("on passing your exam", „zur bestandenen Prüfung“). */
export function newsPhrase(key: NewsKey, lang: LanguageCode): string {
  return NAMED[lang][key];
}
