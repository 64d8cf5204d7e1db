/**
 * Word cues of the intents, per language. Each regex runs on the message after the appraiser's
 * normalisation (`normalizeText`: lower case, NFKC; Latin accents folded; Arabic letter
 * variants unified, so write `اسمي`, `الي`, `حاله`).
 */
import type { LanguageCode } from '../languages.js';

/** Cues of one language. */
export interface IntentCues {
  readonly askUserName: RegExp;
  readonly askMemories: RegExp;
  readonly askIdentity: RegExp;
  readonly askJob: RegExp;
  readonly askHobbies: RegExp;
  readonly askHome: RegExp;
  readonly askAge: RegExp;
  readonly howAreYou: RegExp;
  readonly thanks: RegExp;
  readonly goodbye: RegExp;
  readonly greeting: RegExp;
  /** The message addresses the avatar (you, du, tu, 你…): affection is for the avatar. */
  readonly you: RegExp;
  /** "You are …": a pleasant word after it is a compliment. */
  readonly youAre: RegExp;
}

const r = (s: string): RegExp => new RegExp(s, 'u');

export const CUES: Readonly<Record<LanguageCode, IntentCues>> = {
  'en-US': {
    askUserName: r("\\b(?:what(?:'s| is) my name|do you (?:still )?(?:remember|know) (?:me|my name|who i am)|who am i\\b|remember me|you know my name|say my name)"),
    askMemories: r("\\b(?:what (?:do|did) you (?:know|remember|learn(?:ed|t)?) about me|what have i told you|tell me what you (?:know|remember)|what do you remember|what else do you know about me)"),
    askIdentity: r("\\b(?:who are (?:you|u)|what(?:'s| is) your name|your name\\b|introduce yourself|tell me about yourself|are you (?:a |an )?(?:bot|robot|ai|human|real))"),
    askJob: r("\\b(?:what do you do(?: for (?:a living|work))?\\b|your (?:job|work|profession|career)\\b|where do you work|what do you work as|do you work\\b)"),
    askHobbies: r("\\b(?:hobb(?:y|ies)|free time|spare time|for fun\\b|what do you like(?: to do)?\\b|what are you into|your interests|your passions?|what do you enjoy)"),
    askHome: r("\\b(?:where (?:do you live|are you from|do you come from|are you based|is home)|your (?:city|hometown|home town|country)\\b|where do you stay)"),
    askAge: r("\\b(?:how old are (?:you|u)|your age\\b|when were you born|when(?:'s| is) your birthday)"),
    howAreYou: r("\\b(?:how are (?:you|u|things)|how(?:'s| is) it going|how do you feel|how(?:'re| are) you feeling|how have you been|how(?:'s| is) (?:your day|life)|are you (?:ok|okay|alright|well)\\b|you (?:ok|okay)\\b|what'?s up|wassup|how r u|how you doing|how are you doing|hru\\b)"),
    thanks: r('\\b(?:thanks?|thank you|thx|tysm|cheers|appreciate it)\\b'),
    goodbye: r("\\b(?:bye|goodbye|good night|goodnight|nite|see (?:you|ya)|cya|gotta go|got to go|have to go|need to go|talk (?:to you )?(?:later|soon|tomorrow)|ttyl|farewell|i'?m off\\b|i'?m leaving|take care|sleep well)"),
    greeting: r('^(?:hi|hello|hey|hiya|howdy|heya|yo|good (?:morning|afternoon|evening|day)|greetings|morning|evening)\\b'),
    you: r("\\b(?:you|your|u|ur|yourself|you're)\\b"),
    youAre: r("\\byou(?:'re| are| r|re)\\b|\\bur so\\b"),
  },
  'de-DE': {
    askUserName: r('\\b(?:wie hei(?:ß|ss)e ich|wei(?:ß|ss)t du(?: noch)?,? wie ich hei(?:ß|ss)e|kennst du (?:mich|meinen namen)|erinnerst du dich an mich|wer bin ich|wie ist mein name|was ist mein name)'),
    askMemories: r('\\b(?:was wei(?:ß|ss)t du (?:alles )?uber mich|woran erinnerst du dich|was hab(?:e)? ich dir erzahlt|was wei(?:ß|ss)t du noch)'),
    askIdentity: r('\\b(?:wer bist du|wie hei(?:ß|ss)t du|dein name|stell dich (?:mal )?vor|erzahl (?:mir )?(?:was |etwas )?(?:uber|von) dir|bist du (?:ein )?(?:bot|roboter|mensch|echt|ki))'),
    askJob: r('\\b(?:was machst du beruflich|was arbeitest du|dein beruf|deine arbeit|wo arbeitest du|was ist dein job|als was arbeitest du)'),
    askHobbies: r('\\b(?:hobb(?:y|ys)|freizeit|was machst du gern|was magst du|deine interessen|was machst du so in deiner)'),
    askHome: r('\\b(?:wo wohnst du|woher kommst du|wo lebst du|wo bist du zu hause|deine stadt|deine heimat)'),
    askAge: r('\\b(?:wie alt bist du|dein alter|wann bist du geboren|wann hast du geburtstag)'),
    howAreYou: r('\\b(?:wie geht(?:s| es)(?: dir)?|wie gehts|wie fuhlst du dich|alles (?:gut|klar) bei dir|wie war dein tag|was geht|na du)'),
    thanks: r('\\b(?:danke|dankeschon|vielen dank|merci|dank dir)\\b'),
    goodbye: r('\\b(?:tschuss|tschau|ciao|bis (?:dann|bald|morgen|spater|gleich)|auf wiedersehen|gute nacht|ich muss (?:jetzt )?(?:los|gehen)|mach(?:s)? gut|schlaf gut|servus)'),
    greeting: r('^(?:hallo|hi|hey|moin|servus|guten (?:morgen|tag|abend)|gruß dich|gruss dich|gruezi|na)\\b'),
    you: r('\\b(?:du|dich|dir|dein|deine|deinen|deinem|deiner)\\b'),
    youAre: r('\\bdu bist\\b'),
  },
  'fr-FR': {
    askUserName: r("\\b(?:comment je m'appelle|c'est quoi mon (?:pre)?nom|quel est mon (?:pre)?nom|tu te souviens de (?:moi|mon nom)|tu sais (?:qui je suis|comment je m'appelle)|qui suis-je|tu connais mon nom)"),
    askMemories: r("\\b(?:qu'est-ce que tu sais (?:sur|de) moi|que sais-tu (?:sur|de) moi|tu sais quoi (?:sur|de) moi|de quoi tu te souviens|qu'est-ce que je t'ai (?:dit|raconte)|tu te souviens de quoi)"),
    askIdentity: r("\\b(?:qui es-tu|t'es qui|tu es qui|comment tu t'appelles|comment t'appelles-tu|c'est quoi ton nom|quel est ton nom|presente-toi|parle-moi de toi|tu es (?:un |une )?(?:bot|robot|ia|humain|humaine|vraie?))"),
    askJob: r("\\b(?:tu fais quoi dans la vie|que fais-tu dans la vie|qu'est-ce que tu fais dans la vie|ton (?:metier|travail|boulot)|tu travailles (?:ou|dans quoi)|c'est quoi ton (?:metier|travail|boulot))"),
    askHobbies: r("\\b(?:loisirs?|hobb(?:y|ies)|temps libre|passions?\\b|qu'est-ce que tu aimes faire|tu aimes faire quoi|tes centres d'interet)"),
    askHome: r("\\b(?:ou (?:est-ce que )?tu (?:habites|vis)|tu habites ou|tu viens d'ou|d'ou viens-tu|tu es d'ou|t'es d'ou|ta ville|ton pays)"),
    askAge: r("\\b(?:quel age as-tu|tu as quel age|t'as quel age|quel est ton age|ton age|c'est quand ton anniversaire|quand est ton anniversaire)"),
    howAreYou: r("\\b(?:comment (?:ca va|vas-tu|tu vas|allez-vous)|ca va\\b|tu vas bien|comment tu te sens|la forme|quoi de neuf|ta journee s'est bien passee|comment s'est passee ta journee)"),
    thanks: r('\\b(?:merci|je te remercie|c\'est gentil)\\b'),
    goodbye: r("\\b(?:au revoir|a plus|a\\+|a bientot|a demain|a tout a l'heure|bonne nuit|salut,? (?:a|bonne)|je dois (?:y aller|partir|filer)|je file|bye|ciao|dors bien|a la prochaine)"),
    greeting: r('^(?:salut|bonjour|bonsoir|coucou|hello|hey|yo|re)\\b'),
    you: r("(?:^|[\\s'])(?:tu|te|toi|ton|ta|tes|t)(?=$|[\\s',.!?])"),
    youAre: r("\\btu es\\b|\\bt'es\\b|\\bt'as l'air\\b"),
  },
  'es-ES': {
    askUserName: r('\\b(?:como me llamo|cual es mi nombre|sabes (?:quien soy|como me llamo)|te acuerdas de (?:mi|mi nombre)|recuerdas (?:mi nombre|quien soy)|quien soy)'),
    askMemories: r('\\b(?:que sabes (?:de|sobre) mi|que recuerdas (?:de|sobre) mi|que te he contado|que te acuerdas de mi|de que te acuerdas)'),
    askIdentity: r('\\b(?:quien eres|como te llamas|cual es tu nombre|tu nombre|presentate|hablame de ti|cuentame de ti|eres (?:un |una )?(?:bot|robot|ia|humano|humana|real))'),
    askJob: r('\\b(?:a que te dedicas|en que trabajas|de que trabajas|tu trabajo|tu profesion|donde trabajas|que haces en la vida)'),
    askHobbies: r('\\b(?:hobb(?:y|ies)|aficion(?:es)?|tiempo libre|que te gusta hacer|que te gusta|tus pasiones|tus intereses)'),
    askHome: r('\\b(?:donde vives|de donde eres|de donde vienes|tu ciudad|tu pais)'),
    askAge: r('\\b(?:cuantos anos tienes|tu edad|que edad tienes|cuando naciste|cuando es tu cumple(?:anos)?)'),
    howAreYou: r('\\b(?:como estas|que tal(?: estas| va| todo| tu dia)?|como te va|como te sientes|estas bien|como va todo|como ha ido tu dia)'),
    thanks: r('\\b(?:gracias|muchas gracias|te lo agradezco|mil gracias)\\b'),
    goodbye: r('\\b(?:adios|hasta (?:luego|manana|pronto|la vista)|nos vemos|buenas noches|me tengo que ir|me voy ya|chao|chau|cuidate|que descanses)'),
    greeting: r('^(?:hola|buenas|buenos dias|buenas tardes|hey|que pasa|ey)\\b'),
    you: r('\\b(?:tu|te|ti|contigo|tus)\\b'),
    youAre: r('\\beres\\b|\\bestas (?:muy |tan )?(?:guap|lind|bonit)'),
  },
  'it-IT': {
    askUserName: r('\\b(?:come mi chiamo|qual e il mio nome|sai (?:chi sono|come mi chiamo)|ti ricordi (?:di me|il mio nome|come mi chiamo)|chi sono io)'),
    askMemories: r('\\b(?:cosa sai di me|che cosa sai di me|cosa ricordi di me|cosa ti ho raccontato|di cosa ti ricordi)'),
    askIdentity: r('\\b(?:chi sei|come ti chiami|qual e il tuo nome|il tuo nome|presentati|parlami di te|sei (?:un |una )?(?:bot|robot|ia|umano|umana|vera?o?))'),
    askJob: r('\\b(?:che lavoro fai|cosa fai (?:nella vita|di lavoro)|il tuo lavoro|dove lavori|di cosa ti occupi|qual e il tuo lavoro)'),
    askHobbies: r('\\b(?:hobb(?:y|ies)|tempo libero|passatemp[oi]|cosa ti piace fare|le tue passioni|i tuoi interessi)'),
    askHome: r('\\b(?:dove vivi|dove abiti|di dove sei|da dove vieni|la tua citta|il tuo paese)'),
    askAge: r('\\b(?:quanti anni hai|la tua eta|quando sei nat[oa]|quando e il tuo compleanno)'),
    howAreYou: r('\\b(?:come stai|come va|tutto bene|come ti senti|stai bene|com\'e andata (?:la )?(?:tua )?giornata|come te la passi)'),
    thanks: r('\\b(?:grazie|ti ringrazio|grazie mille)\\b'),
    goodbye: r('\\b(?:arrivederci|a presto|a dopo|a domani|ci vediamo|buonanotte|buona notte|devo andare|ciao ciao|notte)\\b'),
    greeting: r('^(?:ciao|salve|buongiorno|buonasera|ehi|hey|hei)\\b'),
    you: r('\\b(?:tu|te|ti|tuo|tua|tuoi|tue)\\b'),
    youAre: r('\\bsei (?:cosi |molto |davvero |proprio )?\\p{L}'),
  },
  'zh-CN': {
    askUserName: r('我叫什么|我的名字是什么|我的名字叫什么|你(?:还)?记得我(?:吗|叫什么|的名字)?|你知道我是谁|我是谁'),
    askMemories: r('你(?:都)?(?:知道|记得)(?:关于)?我(?:的)?(?:什么|哪些|些什么)|我(?:都)?跟你说过什么|你对我了解多少'),
    askIdentity: r('你是谁|你叫什么|你的名字|介绍一下(?:你自己|自己)|说说你自己|你是(?:机器人|人工智能|真人|ai)'),
    askJob: r('你(?:是)?做什么(?:工作|的)|你的工作|你的职业|你在哪(?:里)?工作|你是干什么的|你干什么工作'),
    askHobbies: r('爱好|兴趣|业余时间|空闲时间|你喜欢做什么|你平时喜欢|你喜欢什么'),
    askHome: r('你住(?:在)?哪|你是哪里人|你来自哪|你从哪(?:里)?来|你的城市|你老家'),
    askAge: r('你多大|你几岁|你的年龄|你哪年出生|你的生日'),
    howAreYou: r('你(?:还)?好吗|最近(?:怎么样|好吗)|你怎么样|过得(?:怎么样|好吗)|你今天怎么样|心情(?:怎么样|如何)|还好吗'),
    thanks: r('谢谢|多谢|感谢|谢啦|3q'),
    goodbye: r('再见|拜拜|晚安|回头(?:见|聊)|明天见|下次(?:见|聊)|我(?:先)?走了|我(?:先)?下(?:线)?了|我得走了'),
    greeting: r('^(?:你好|您好|嗨|哈喽|早上好|早安|晚上好|下午好|早|hi|hello|hey)'),
    you: r('你|您'),
    youAre: r('你(?:真|好|太|很|最|超|特别)'),
  },
  'ja-JP': {
    askUserName: r('私の名前(?:は|を)(?:何|なん|覚えて|知って)|僕の名前(?:は|を)(?:何|なん|覚えて)|俺の名前(?:は|を)|私(?:のこと)?を覚えて|私が誰か(?:わかる|分かる)|私は誰'),
    askMemories: r('私について(?:何を)?(?:知って|覚えて)|私のこと(?:を)?(?:何か|どれくらい)?(?:知って|覚えて)|何を覚えて(?:る|います)|私が話したこと'),
    askIdentity: r('(?:あなた|君|きみ)は誰|お名前は|名前(?:は|を)(?:教えて|何)|自己紹介|あなたについて(?:教えて)?|(?:ロボット|AI|ai|人間)なの'),
    askJob: r('(?:お)?仕事は(?:何|なん)|何の仕事|職業|どんな仕事|どこで働いて'),
    askHobbies: r('趣味|休みの日|暇な時|好きなこと|何が好き'),
    askHome: r('どこに住んで|どこ(?:に|で)暮らして|出身(?:は|地)|どこから来|住んでいるところ'),
    askAge: r('何歳|おいくつ|年齢|いつ生まれ|誕生日はいつ'),
    howAreYou: r('元気(?:ですか|？|\\?|\\s*$)|お元気|調子(?:は|どう)|最近どう|大丈夫(?:ですか|？|\\?)|気分(?:は|どう)|どうしてる'),
    thanks: r('ありがと|感謝|どうも(?:ありがとう)?$|サンキュー'),
    goodbye: r('さようなら|さよなら|またね|また明日|おやすみ|じゃあね|バイバイ|失礼します|そろそろ寝|もう行かな'),
    greeting: r('^(?:こんにちは|こんばんは|おはよう|やあ|どうも|はじめまして|初めまして|ハロー|もしもし)'),
    you: r('あなた|君|きみ|さん'),
    youAre: r('あなたは|あなたって|君は|君って|さんは|さんって'),
  },
  'ar-SA': {
    askUserName: r('(?:ايش|وش|شو|ما) اسمي|تعرف اسمي|تذكر(?:ني| اسمي)|تتذكر(?:ني| اسمي)|تعرفني|من انا|مين انا'),
    askMemories: r('(?:ايش|وش|شو|ماذا) تعرف عني|(?:ايش|وش|شو|ماذا) تذكر عني|وش قلت لك|ماذا اخبرتك'),
    askIdentity: r('من انت|مين انت|منو انت|(?:ايش|وش|شو|ما) اسمك|عرفني (?:علي|بـ)?نفسك|عرف(?:نا)? بنفسك|حدثني عن نفسك|انت (?:روبوت|ذكاء اصطناعي|انسان|حقيقي)'),
    askJob: r('(?:ايش|وش|شو|ما) (?:تشتغل|تعمل|شغلك|وظيفتك|مهنتك)|وين تشتغل|اين تعمل|عملك|وظيفتك|مهنتك'),
    askHobbies: r('هواي(?:ه|اتك|تك)|هواياتك|وقت فراغك|(?:ايش|وش|شو|ماذا) تحب تسوي|(?:ايش|وش|شو|ماذا) تحب'),
    askHome: r('وين ساكن|وين تسكن|اين تسكن|اين تعيش|من وين انت|من اين انت|وين عايش|مدينتك|بلدك'),
    askAge: r('كم عمرك|عمرك كم|كم سنك|متي ولدت|متي عيد ميلادك'),
    howAreYou: r('كيف حالك|كيفك|شلونك|كيف الحال|(?:ايش|وش) اخبارك|علومك|كيف يومك|انت بخير|عساك بخير|كيف صحتك'),
    thanks: r('شكرا|مشكور|مشكوره|يعطيك العافيه|تسلم|ممنون|الله يجزاك خير'),
    goodbye: r('مع السلامه|الي اللقاء|تصبح علي خير|تصبحين علي خير|باي|اشوفك|نشوفك|لازم اروح|استودعك الله|في امان الله'),
    greeting: r('^(?:مرحبا|مرحبتين|اهلا|هلا|السلام عليكم|سلام|صباح الخير|مساء الخير|هاي|هلو)'),
    you: r('(?:^|\\s)(?:انت|انتي)(?=\\s|$)|ك(?=\\s|$|[!?.،؟])'),
    youAre: r('(?:^|\\s)(?:انت|انتي)(?=\\s|$)'),
  },
};
