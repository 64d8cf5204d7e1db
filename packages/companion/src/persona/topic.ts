/**
 * The user's topic: a short fragment of the message a reply can refer back to ("your brother",
 * "the movie", „Urlaub“, 工作, 仕事).
 */
import { explainAppraisal } from '../appraisal/appraise.js';
import type { LanguageCode } from '../languages.js';
import { toSecondPerson } from '../memory/describe.js';
import { fold } from '../memory/text.js';

const words = (s: string): ReadonlySet<string> => new Set(s.split('|'));

/** Function words and everyday verbs that never make a topic (folded). */
const STOP: Readonly<Record<LanguageCode, ReadonlySet<string>>> = {
  'en-US': words(
    "i|i'm|im|i've|i'd|i'll|don't|dont|didn't|didnt|doesn't|doesnt|can't|cant|won't|wont|isn't|isnt|aren't|wasn't|weren't|haven't|hasn't|hadn't|shouldn't|wouldn't|couldn't|it'll|that's|thats|there's|what's|whats|let's|say|me|my|mine|you|your|you're|u|we|our|he|she|it|it's|its|they|them|their|this|that|these|those|a|an|the|and|or|but|so|because|if|then|than|to|of|in|on|at|for|with|about|from|by|as|into|just|really|very|too|also|still|already|not|no|yes|yeah|ok|okay|is|am|are|was|were|be|been|being|have|has|had|do|does|did|done|get|got|go|going|went|gone|make|made|think|thought|know|knew|want|wanted|like|liked|feel|felt|need|say|said|tell|told|see|saw|look|can|could|would|should|will|shall|may|might|must|what|who|why|how|when|where|which|there|here|today|tomorrow|yesterday|tonight|now|then|morning|evening|night|week|day|time|lot|lots|thing|things|something|anything|nothing|everything|some|any|all|much|many|more|most|well|good|bad|great|nice|fine|pretty|kind|sort|maybe|actually|honestly|literally|hey|hi|hello|lol|haha|thanks|thank|please|sorry|wow|oh|ah|hmm|gonna|wanna|let|lets|let's|really|sure|right|way|bit|little|cool|happy|sad|tired|today's",
  ),
  'de-DE': words(
    'ich|mich|mir|mein|meine|meinen|meinem|meiner|du|dich|dir|dein|deine|wir|uns|er|sie|es|ihr|der|die|das|den|dem|des|ein|eine|einen|einem|einer|und|oder|aber|denn|weil|dass|wenn|als|wie|so|auch|noch|schon|nur|mal|doch|ja|nein|nicht|kein|keine|sehr|ganz|echt|total|ist|bin|bist|sind|war|waren|habe|hast|hat|haben|hatte|werde|wird|kann|kannst|muss|will|soll|mache|machst|macht|gehe|geht|gehen|heute|morgen|gestern|jetzt|gerade|hier|da|dort|was|wer|wo|warum|weshalb|wann|mit|von|zu|zum|zur|bei|nach|aus|für|uber|auf|an|in|im|am|um|hallo|hi|hey|danke|bitte|gut|schlecht|okay|ok|lol|haha|etwas|alles|nichts|viel|mehr|immer|wieder|einfach|eigentlich|vielleicht|tag|woche|zeit|mal',
  ),
  'fr-FR': words(
    "je|j'|me|m'|moi|mon|ma|mes|tu|te|t'|toi|ton|ta|tes|il|elle|on|nous|vous|ils|elles|le|la|les|l'|un|une|des|du|de|d'|et|ou|mais|donc|car|parce|que|qu'|qui|quoi|si|comme|ce|c'est|cet|cette|ces|ca|à|a|au|aux|en|dans|sur|sous|avec|pour|par|chez|est|suis|es|sont|etait|ai|as|avons|ont|fais|fait|vais|va|vas|aller|peux|peut|veux|veut|dois|doit|pas|ne|n'|plus|tres|trop|bien|mal|aussi|encore|deja|juste|vraiment|oui|non|ok|salut|bonjour|coucou|merci|lol|mdr|haha|aujourd'hui|demain|hier|maintenant|ici|la|jour|semaine|temps|truc|chose|quelque|rien|tout|tous|beaucoup|peu|comment|pourquoi|quand|ou",
  ),
  'es-ES': words(
    'yo|me|mi|mis|conmigo|tu|te|ti|tus|el|ella|nosotros|vosotros|ellos|ellas|la|las|los|lo|le|les|un|una|unos|unas|y|o|pero|porque|que|quien|como|si|cuando|donde|de|del|a|al|en|con|por|para|sin|sobre|es|soy|eres|son|era|estoy|estas|esta|estan|he|has|ha|hay|tengo|tienes|tiene|hago|hace|voy|vas|va|puedo|puedes|quiero|quieres|no|muy|mas|tambien|ya|solo|bien|mal|si|vale|ok|hola|gracias|jaja|jajaja|lol|hoy|manana|ayer|ahora|aqui|alli|dia|semana|tiempo|cosa|algo|nada|todo|mucho|poco|eso|esto|este|esta|ese|esa|que|cual|por que',
  ),
  'it-IT': words(
    "io|me|mi|mio|mia|miei|mie|tu|te|ti|tuo|tua|lui|lei|noi|voi|loro|il|lo|la|i|gli|le|l'|un|uno|una|un'|e|o|ma|perche|che|chi|come|se|quando|dove|di|del|della|a|al|alla|da|in|nel|con|su|per|tra|fra|e|sono|sei|siamo|era|ho|hai|ha|abbiamo|hanno|faccio|fai|fa|vado|vai|va|posso|puoi|voglio|vuoi|non|molto|piu|anche|gia|solo|bene|male|si|ok|ciao|grazie|ahah|lol|oggi|domani|ieri|ora|adesso|qui|qua|giorno|settimana|tempo|cosa|qualcosa|niente|tutto|tanto|poco|questo|questa|quello|quella",
  ),
  'zh-CN': words(
    '我|你|他|她|它|们|的|了|是|在|有|和|跟|也|都|就|不|没|很|太|吗|呢|吧|啊|呀|这|那|个|些|么|什么|怎么|为什么|今天|明天|昨天|现在|最近|一下|一点|一些|一个|感觉|觉得|知道|喜欢|想要|可以|还是|但是|因为|所以|真的|非常|特别',
  ),
  'ja-JP': words(
    '私|僕|俺|あなた|君|彼|彼女|今日|明日|昨日|今|最近|本当|本当に|一緒|自分|大丈夫|元気|何|誰|時間|気持ち|感じ|毎日',
  ),
  'ar-SA': words(
    'انا|انت|انتي|هو|هي|نحن|هم|في|من|الى|الي|علي|على|عن|مع|و|او|لكن|بس|ان|اني|انه|هذا|هذه|ذلك|التي|الذي|اللي|ما|لا|لم|لن|هل|كيف|ماذا|ليش|وش|ايش|شو|كان|يكون|عندي|عندك|اليوم|بكره|امس|الحين|الان|هنا|هناك|كثير|شوي|جدا|مره|والله|يعني|شي|كل|بعض|اكثر|مرحبا|هلا|شكرا|حبيبي|طيب|زين|اوكي',
  ),
};

/** Determiners that start a noun phrase worth quoting (folded); Latin languages except German. */
const DET: Partial<Record<LanguageCode, ReadonlySet<string>>> = {
  'en-US': words('my|the|a|an|your|this|that|our|his|her|their'),
  'fr-FR': words('mon|ma|mes|le|la|les|un|une|ce|cette|ton|ta|notre|son|sa'),
  'es-ES': words('mi|mis|el|la|los|las|un|una|este|esta|tu|nuestro|nuestra|su'),
  'it-IT': words('mio|mia|il|lo|la|i|gli|le|un|una|uno|questo|questa|nostro|nostra'),
};

const CJK_RUN = /[\p{Script=Han}\p{Script=Katakana}ー]{2,8}/gu;
const ZH_SPLIT =
  /[我你他她它们的了是在有和跟也都就不没很太吗呢吧啊呀这那个些么要会想去来说看做得着过给对把被让从到还又再才只]+/u;
const ZH_TIME = /^(?:今天|明天|昨天|现在|最近|后天|前天|今年|明年|去年|晚上|早上|上午|下午|周末)+/u;

function cjkTopic(text: string, lang: LanguageCode, feelings: readonly string[]): string | undefined {
  const stop = STOP[lang];
  // A run sharing a character with a feeling word is part of it (有点难过 → not 点难).
  const feelingChars = new Set(feelings.filter((f) => f.length >= 2).flatMap((f) => [...f]));
  const runs =
    lang === 'zh-CN'
      ? text.split(/[^\p{Script=Han}]+/u).flatMap((r) => r.split(ZH_SPLIT))
      : [...text.matchAll(CJK_RUN)].map((m) => m[0]);
  const cands = runs
    .map((r) => (lang === 'zh-CN' ? r.replace(ZH_TIME, '') : r))
    .filter(
      (r) => r.length >= 2 && r.length <= 8 && !stop.has(r) && ![...r].some((c) => feelingChars.has(c)),
    );
  return cands.sort((a, b) => b.length - a.length)[0];
}

/** Indefinite articles become demonstratives when quoting the user ("a movie" → "that movie"). */
const DEMONSTRATIVE: Partial<Record<LanguageCode, Readonly<Record<string, string>>>> = {
  'en-US': { a: 'that', an: 'that' },
  'fr-FR': { un: 'ce', une: 'cette' },
  'es-ES': { un: 'ese', una: 'esa' },
  'it-IT': { un: 'quel', uno: 'quello', una: 'quella' },
};

function nounPhrase(det: string, noun: string, lang: LanguageCode): string {
  let d = det.toLowerCase();
  const demo = DEMONSTRATIVE[lang]?.[d];
  if (demo) d = lang === 'fr-FR' && demo === 'ce' && /^[aeiouhéèê]/i.test(noun) ? 'cet' : demo;
  return toSecondPerson(`${d} ${noun}`, lang);
}

/**
 * A short fragment of `text` to refer back to, or undefined when nothing stands out. Latin
 * languages prefer a determiner + noun ("my brother" → "your brother", "a movie" → "that
 * movie"), German a capitalised noun, otherwise the longest content word; Chinese and Japanese
 * a run of kanji/katakana. Words that carry the message's feeling (`sad`, `idiot`, `passed`)
 * are not topics.
 */
export function topicOf(text: string, lang: LanguageCode): string | undefined {
  const t = (text ?? '').normalize('NFKC').trim();
  if (!t) return undefined;
  const feelings = explainAppraisal(t, lang).hits.map((h) => fold(h.text));
  const topic = findTopic(t, lang, feelings);
  return topic && !feelings.some((f) => f && (fold(topic).includes(f) || f.includes(fold(topic))))
    ? topic
    : undefined;
}

function findTopic(t: string, lang: LanguageCode, feelings: readonly string[]): string | undefined {
  if (lang === 'zh-CN' || lang === 'ja-JP') return cjkTopic(t, lang, feelings);
  const stop = STOP[lang];
  const tokens = [...t.matchAll(/[\p{L}\p{M}][\p{L}\p{M}'’-]*/gu)].map((m) => m[0].replace(/’/g, "'"));
  const content = (w: string): boolean => !stop.has(fold(w)) && fold(w).length >= (lang === 'ar-SA' ? 3 : 4);
  const det = DET[lang];
  if (det) {
    for (let i = 0; i + 1 < tokens.length; i++) {
      const w = tokens[i + 1]!;
      if (det.has(fold(tokens[i]!)) && content(w) && !/^\p{Lu}/u.test(w))
        return nounPhrase(tokens[i]!, w, lang);
    }
  }
  if (lang === 'de-DE') return tokens.slice(1).find((w) => /^\p{Lu}\p{Ll}/u.test(w) && content(w));
  const best = tokens.filter(content).sort((a, b) => b.length - a.length)[0];
  if (!best || best.length > 24) return undefined;
  return lang === 'ar-SA' ? best : best.toLowerCase();
}
