/**
 * Japanese memory rules. No spaces: values are runs of kanji/katakana (names, places) or the
 * phrase before a particle (`〜が好き`).
 */
import { alternation, rx, type MemoryPatterns } from '../parts/memory.js';
import type { RelationId, SpeciesId } from '../parts/nouns.js';

const relations: Record<string, RelationId> = {
  母: 'mother',
  母親: 'mother',
  お母さん: 'mother',
  母さん: 'mother',
  ママ: 'mother',
  父: 'father',
  父親: 'father',
  お父さん: 'father',
  父さん: 'father',
  パパ: 'father',
  姉: 'sister',
  妹: 'sister',
  お姉さん: 'sister',
  姉さん: 'sister',
  お姉ちゃん: 'sister',
  兄: 'brother',
  弟: 'brother',
  お兄さん: 'brother',
  兄さん: 'brother',
  お兄ちゃん: 'brother',
  妻: 'wife',
  嫁: 'wife',
  奥さん: 'wife',
  家内: 'wife',
  夫: 'husband',
  旦那: 'husband',
  主人: 'husband',
  彼女: 'girlfriend',
  彼氏: 'boyfriend',
  パートナー: 'partner',
  息子: 'son',
  娘: 'daughter',
  友達: 'friend',
  友人: 'friend',
  親友: 'friend',
  同僚: 'colleague',
  上司: 'boss',
  祖母: 'grandmother',
  おばあちゃん: 'grandmother',
  祖父: 'grandfather',
  おじいちゃん: 'grandfather',
  いとこ: 'cousin',
  ルームメイト: 'roommate',
  隣人: 'neighbor',
};
const species: Record<string, SpeciesId> = {
  犬: 'dog',
  いぬ: 'dog',
  イヌ: 'dog',
  子犬: 'dog',
  猫: 'cat',
  ねこ: 'cat',
  ネコ: 'cat',
  子猫: 'cat',
  うさぎ: 'rabbit',
  ウサギ: 'rabbit',
  ハムスター: 'hamster',
  モルモット: 'guinea-pig',
  鳥: 'bird',
  小鳥: 'bird',
  インコ: 'parrot',
  オウム: 'parrot',
  魚: 'fish',
  金魚: 'fish',
  馬: 'horse',
  カメ: 'turtle',
  亀: 'turtle',
  ヘビ: 'snake',
  蛇: 'snake',
};
const REL = alternation(relations);
const SP = alternation(species);
const NAMECH = '[\\p{Script=Han}\\p{Script=Katakana}\\p{Script=Hiragana}ー・A-Za-z]';
const NAME = `(?<v>${NAMECH}{1,10}?)`;
const STRICT_NAME = '(?<v>[\\p{Script=Han}\\p{Script=Katakana}ー・A-Za-z]{1,8})';
const PLACE = '(?<v>[\\p{Script=Han}\\p{Script=Katakana}ー・A-Za-z]{1,10})';
const PHRASE = '(?<v>[^、。！？!?\\sはが]{1,24}?)';
const TIME =
  '(?:明日|今日|明後日|あさって|来週|今週|週末|今度|来月|今夜|今晩|来年|[月火水木金土日]曜日?|\\d+日|\\d+月\\d+日)';
const EVENTS =
  '試験|期末試験|テスト|面接|会議|ミーティング|デート|結婚式|手術|コンサート|ライブ|試合|パーティー|飲み会|発表|プレゼン|フライト|予約|締め切り|大会|発表会|健康診断|受験|オーディション|講演';
const JOBS =
  '大学生|高校生|中学生|大学院生|学生|会社員|サラリーマン|OL|公務員|教師|先生|医者|医師|看護師|弁護士|エンジニア|プログラマー|デザイナー|主婦|主夫|研究者|店員|販売員|営業|料理人|シェフ|美容師|薬剤師|獣医|歯科医|警察官|消防士|建築家|作家|漫画家|イラストレーター|写真家|カメラマン|音楽家|ミュージシャン|歌手|俳優|女優|通訳|翻訳家|教授|保育士|介護士|運転手|パイロット|農家|フリーランス|自営業|経営者|社長|アルバイト|フリーター|銀行員|事務員|秘書|研修医|パティシエ';
const SELF = '(?:私|わたし|僕|ぼく|俺|おれ|うち|自分)';
const DESU = '(?:です|だよ|だ|といいます|と言います|と申します)';

const AGE = '(?<v>\\d{1,3}|[一二三四五六七八九十]{1,3})(?:歳|才)';
/** A habit marker: a sentence with one of these tells what the user does regularly, not right now. */
const HABIT =
  '(?:毎朝|毎晩|毎日|毎週|週末(?:は|に)?|休みの日(?:は|に)?|休日(?:は|に)?|暇な(?:時|とき)(?:は|に)?|よく|時々|ときどき|たまに|いつも|趣味で)';
const INSTRUMENTS =
  'ピアノ|ギター|バイオリン|ヴァイオリン|チェロ|ドラム|ベース|フルート|サックス|ウクレレ|三味線|琴|トランペット';
const DIETS = 'ベジタリアン|ビーガン|ヴィーガン|菜食主義者?|グルテンフリー';

/**
 * What a job may be qualified by (小学校の先生, 高校の数学の先生, 英語の教師): up to two nouns with の,
 * but not a person's (私の先生, 母の先生 are someone else).
 */
const JOB_QUALIFIER = `(?:(?!(?:${SELF}|${REL}|彼|あなた|君)の)[\\p{Script=Han}\\p{Script=Katakana}ー]{1,8}の){0,2}`;
/** Where the user works, before the job (病院で看護師をしています). */
const JOB_PLACE = '(?:[\\p{Script=Han}\\p{Script=Katakana}ー]{1,8}で)?';
/** How a job is said: です, a clause going on (教師で、…, 先生をしていて、…), or the work done. */
const JOB_TAIL =
  '(?:です|で(?=[、,])|であり|をしています|をしてます|をしていて|をしてて|をやっています|として働いています)';

/**
 * Habits told with a verb (休みの日は山に登ります) and the activity they name, said as a thing one
 * likes (山登り): the verb with its object where the verb alone says too little (本を読む).
 */
const HABIT_VERBS: readonly (readonly [verb: string, activity: string])[] = [
  ['山に登|山を登|山へ登', '山登り'],
  ['(?:海|川|プール)で泳|泳', '水泳'],
  ['走', 'ランニング'],
  ['(?:本|小説)を読', '読書'],
  ['(?:漫画|マンガ)を読', '漫画'],
  ['絵を描|絵をかき', '絵'],
  ['(?:料理|ご飯|ごはん)を作', '料理'],
  ['(?:お菓子|ケーキ)を(?:作|焼)', 'お菓子作り'],
  ['パンを(?:作|焼)', 'パン作り'],
  ['写真を撮', '写真'],
  ['映画を(?:見|観)', '映画'],
  ['音楽を(?:聴|聞)', '音楽'],
  ['(?:魚|釣り)を(?:釣|し)', '釣り'],
  ['自転車に乗', 'サイクリング'],
  ['踊', 'ダンス'],
  ['歌を歌', '歌'],
];
/** A verb's ending of a habit: polite or plain, not a wish (登りたいです) or a negation. */
const HABIT_VERB_END =
  '[ぁ-ゖ]{0,6}?(?:ます|る|く|ぐ|む|う|つ|す)(?<!たいです|ないです|たいと思います)(?:よ|ね|よね)?(?=$|[、,。！!])';
const habitActivity = (v: string): string =>
  HABIT_VERBS.find(([verb]) => new RegExp(`^(?:${verb})`, 'u').test(v))?.[1] ?? v;

const words = (s: string): Set<string> => new Set(s.split('|'));

export const memory: MemoryPatterns = {
  label: '日本語',
  rules: [
    { kind: 'name', re: rx(`${SELF}の名前は${NAME}(?:さん)?${DESU}`) },
    { kind: 'name', re: rx(`(?:${SELF}は|^|、)${NAME}と申します`) },
    { kind: 'name', re: rx(`(?:${SELF}は|^|、)${NAME}(?:といいます|と言います)`) },
    { kind: 'name', re: rx(`${STRICT_NAME}(?:って|と)呼んで`) },
    { kind: 'age', re: rx(`${AGE}(?:です|だよ|だ|になりました|になった|になります|の)`) },
    { kind: 'diet', re: rx(`(?<v>${DIETS})(?:です|だ|なんです|をしています|をやっています)`) },
    {
      kind: 'diet',
      sub: 'no',
      re: rx(
        '(?<v>[\\p{Script=Han}\\p{Script=Katakana}ー]{1,8})(?:は|を)(?:食べません|食べない|食べられません|食べられない|口にしません|控えています)',
      ),
    },
    {
      kind: 'diet',
      sub: 'allergy',
      re: rx(
        '(?<v>[\\p{Script=Han}\\p{Script=Katakana}\\p{Script=Hiragana}ー]{1,8}?)(?:の|に)?アレルギー(?:が(?:あります|ある)|です|持ち|なんです)',
      ),
    },
    { kind: 'person', re: rx(`(?<rel>${REL})の名前は${NAME}(?:さん|ちゃん|くん)?${DESU}`) },
    {
      kind: 'person',
      re: rx(`(?<rel>${REL})は${NAME}(?:さん|ちゃん|くん)?(?:といいます|と言います|という名前)`),
    },
    { kind: 'person', re: rx(`${NAME}(?:さん|ちゃん|くん)?という(?<rel>${REL})がいます`) },
    { kind: 'person', re: rx(`(?<v>(?<rel>${REL}))が(?:一人|二人|ひとり|ふたり|[0-9]人)?(?:います|いる)`) },
    { kind: 'pet', re: rx(`(?<sp>${SP})の名前は${NAME}(?:ちゃん|くん)?${DESU}`) },
    { kind: 'pet', re: rx(`${NAME}(?:ちゃん|くん)?という(?:名前の)?(?<sp>${SP})を飼って`) },
    { kind: 'pet', re: rx(`(?<sp>${SP})は${NAME}(?:ちゃん|くん)?(?:といいます|と言います|という名前)`) },
    {
      kind: 'pet',
      re: rx(
        `(?<sp>${SP})を飼って(?:いて|います|る|おり)[、,]?(?:その子の)?名前は${NAME}(?:ちゃん|くん)?${DESU}`,
      ),
    },
    { kind: 'pet', re: rx(`(?<v>(?<sp>${SP}))を(?:[0-9一二三]匹)?飼って`) },
    { kind: 'place', sub: 'origin', re: rx(`${PLACE}(?:の)?出身`) },
    { kind: 'place', sub: 'origin', re: rx(`${PLACE}(?:から来ました|生まれ)`) },
    // Not the home of a relative: 妹は京都に住んでいます.
    {
      kind: 'place',
      sub: 'home',
      re: rx(`(?<!(?:${REL}|彼|彼女)(?:は|が|も)[^。、]{0,12})${PLACE}に(?:住んで|暮らして)`),
    },
    { kind: 'place', sub: 'home', re: rx(`${PLACE}在住`) },
    {
      kind: 'job',
      re: rx(`(?:${SELF}は|^|、|歳の)${JOB_PLACE}(?<v>${JOB_QUALIFIER}(?:${JOBS}))${JOB_TAIL}`),
    },
    { kind: 'job', re: rx(`(?<v>[\\p{Script=Han}\\p{Script=Katakana}ー]{2,12})として働いて`) },
    { kind: 'job', re: rx(`仕事は(?<v>[\\p{Script=Han}\\p{Script=Katakana}ー]{2,12})です`) },
    {
      kind: 'name',
      re: rx(
        `^(?:(?:はじめまして|初めまして|こんにちは|こんばんは|どうも)[、,]?\\s*)?(?:${SELF}は)?${STRICT_NAME}(?<![人的気者家生員士師日時分円歳身]|(?:仕事|勉強|食事|運転|移動|外出|休憩|会議|作業|準備|入院|旅行|出張|妊娠|受験|就活|婚活|通勤|散歩|練習|電話|接客|営業|病気|治療)中)です$`,
      ),
    },
    {
      kind: 'event',
      sub: 'birthday',
      re: rx('誕生日は(?<v>[^、。！？!?\\s]{1,12}?)(?:です|だよ|だ|なんです)'),
    },
    { kind: 'event', sub: 'birthday', re: rx('(?<v>明日|今日|明後日|あさって)は(?:私の|僕の|俺の)?誕生日') },
    {
      kind: 'event',
      re: rx(
        `(?<v>(?:${TIME})?(?:は|に|、)?(?:大事な|大切な|重要な)?(?<k>${EVENTS}))(?:が|も)(?:あります|ある)`,
      ),
    },
    {
      kind: 'plan',
      sub: 'trip',
      re: rx(
        `(?<v>(?:${TIME})?(?:は|に|、)?(?<k>[\\p{Script=Han}\\p{Script=Katakana}ー]{2,10}))(?:に|へ)(?:行きます|行く|行って来ます|旅行|引っ越します|引っ越す|留学します|留学する|出張します|帰ります)`,
      ),
    },
    {
      kind: 'plan',
      re: rx(
        '(?:(?:私|わたし|僕|ぼく|俺|おれ)は)?(?<v>[^、。！？!?\\s]{1,16}?(?:を|に|で)[^、。！？!?\\s]{1,10}?(?<!寝|帰り|食べ|死に|会い|話し|知り|休み|泣き|逃げ|消え|眠り)たい)(?:と思って|んです|です|な|$)',
      ),
    },
    {
      kind: 'dislike',
      re: rx(
        `(?:^|は|、|も)${PHRASE}(?:が|は)(?:大嫌い|嫌い|苦手|好きじゃない|好きではない|好きじゃありません)`,
      ),
    },
    {
      kind: 'like',
      re: rx(`(?:${SELF}の)?趣味は(?<v>[^。！？!?]{1,40}?)(?:です|だよ|だ|かな|ですね|なんです|$)`),
      list: true,
    },
    {
      kind: 'like',
      re: rx(
        `${HABIT}[^。！？!?]{0,6}?(?<v>[\\p{Script=Han}\\p{Script=Katakana}ー]{2,10})を(?:しています|してます|やっています|やってます|します|やります|しに行きます)`,
      ),
    },
    {
      kind: 'like',
      re: rx(
        `${HABIT}[^。！？!?]{0,6}?(?<v>キャンプ|ハイキング|釣り|登山|ドライブ|スキー|スノボ|スノーボード|サーフィン|ダイビング|カラオケ|ジム|散歩|ランニング|ジョギング|温泉|ライブ|コンサート|映画|美術館|ゴルフ|ボウリング)(?:に|へ)(?:行きます|行っています|行ってます|出かけます|行く)`,
      ),
    },
    {
      kind: 'like',
      re: rx(
        `${HABIT}[^。！？!?]{0,10}?(?<v>(?:${HABIT_VERBS.map(([verb]) => verb).join('|')})${HABIT_VERB_END})`,
      ),
      value: habitActivity,
    },
    {
      kind: 'like',
      re: rx(
        `(?<v>${INSTRUMENTS})を(?:弾きます|弾いています|弾いてます|叩いています|吹いています|演奏しています|習っています)`,
      ),
    },
    { kind: 'like', re: rx('(?<v>[^、。！？!?\\sはが]{1,12}?)の(?:大|大の)?ファン(?:です|だ|なんです)') },
    { kind: 'like', re: rx(`好きな[^、。！？!?\\s]{1,8}?は${PHRASE}(?:です|だよ|だ|かな)`) },
    { kind: 'like', re: rx(`(?:^|は|、|も)${PHRASE}が(?:大好き|好き)(?!じゃ|では)`) },
    { kind: 'like', re: rx(`(?:^|は|、)${PHRASE}に(?:ハマって|はまって)`) },
  ],
  questionStart: rx(
    // Not the indefinites いつか, いつも, 何か, 誰も, どこか (someday, always, something…).
    'か[。.]?$|(?:何|なに|誰|だれ|どこ|いつ)(?!か|も)|なんで(?!す)|なんだ(?:ろう|[?？])|どう(?!も)|なぜ|どうして|どれ|どの|どんな|覚えて(?:る|います|いる)',
  ),
  notNames: words(
    '元気|大丈夫|暇|ベジタリアン|ビーガン|ヴィーガン|幸せ|好き|嫌い|最高|最悪|無理|不安|心配|退屈|疲れ|本当|本当に|そう|了解|初めて|今日|明日|私|僕|俺|一人|独身|残念|同感|賛成|反対|平気|普通|満腹|眠い|マジ|ダメ|OK|はい|いいえ|ありがとう|よろしく|お願い|名前|あなた|君|大好き|以上|最近|今|ここ|そこ|無職|仕事|休み|暇人|お腹|空腹',
  ),
  notPlaces: words(
    'キャンプ|ハイキング|釣り|登山|ドライブ|スキー|スノボ|サーフィン|ダイビング|ピクニック|ランニング|家|実家|ここ|そこ|一人|近く|寮|会社|学校|仕事|病院|トイレ|お風呂|買い物|コンビニ|スーパー|公園|駅|部屋|外|中|一緒|今日|明日|来週|今度|週末|散歩|旅行|遊び|ご飯|飲み|カラオケ|ジム|映画|映画館|海|山|美容院|歯医者|会議|授業|塾|バイト|東京都内',
  ),
  notThings: words(
    '仕事|家事|掃除|洗濯|勉強|残業|宿題|準備|あなた|君|きみ|お前|それ|これ|あれ|全部|何|みんな|あなたのこと|君のこと|あなたと話すの|話すの',
  ),
  connectors: new Set(),
  stop: rx('[、,；;：:]|けど|けれど|ので|から、'),
  filler: rx('(?:です|だよ|なんです)'),
  articles: null,
  secondPerson: rx('あなた|君|きみ|お前|おまえ|貴方'),
  idioms: rx(
    '猫の手も借りたい|猫舌|猫をかぶ|猫背|猫の額|犬猿の仲|負け犬|鳥肌|馬が合う|馬の耳に念仏|狐につままれ|借りてきた猫',
  ),
  listSplit: rx('と|、|や|とか|,|及び'),
  questions: {
    about: rx(
      `${SELF}を(?:まだ)?(?:覚えて|憶えて)|${SELF}(?:の)?こと(?:を|、)?(?:何か|どれくらい|どこまで|ちゃんと)?(?:覚えて|知って|憶えて)|${SELF}について(?:何を|どんなことを|何か)?(?:覚えて|知って)|何を覚えて(?:る|います|いる|ますか)|${SELF}が(?:話した|言った)こと`,
    ),
    recall: rx(
      '覚えて(?:る|いる|います|ます|ない|ません)|憶えて|知って(?:る|いる|います|ます)|わかる|分かる|忘れ(?:た|ちゃった|てしまった|ました|てない)',
    ),
    topics: [
      ['name', rx(`${SELF}の名前|${SELF}が誰`)],
      [
        'like',
        rx(
          `${SELF}の(?:[^、。？?]{0,8}と)?趣味|${SELF}が(?:好きな|何が好き)|${SELF}が(?:休みの日|暇な時|週末)に(?:何を)?(?:して|する)`,
        ),
      ],
      ['job', rx(`${SELF}の(?:[^、。？?]{0,8}と)?(?:仕事|職業)|${SELF}が(?:何の仕事|どこで働いて)`)],
      ['place', rx(`${SELF}が(?:どこに住んで|どこ出身|どこから)|${SELF}の(?:住んでいる|出身|地元)`)],
      ['age', rx(`${SELF}が(?:何歳|いくつ)|${SELF}の(?:年齢|歳)`)],
      [
        'person',
        rx(`${SELF}の(?:母|お母さん|父|お父さん|姉|妹|兄|弟|妻|夫|彼女|彼氏|息子|娘|友達|上司|家族)`),
      ],
      ['pet', rx(`${SELF}の(?:犬|猫|ペット|うさぎ|ハムスター)|うちの(?:犬|猫|子)`)],
      ['plan', rx(`${SELF}の(?:予定|計画|目標)`)],
      ['event', rx(`${SELF}の誕生日`)],
      ['diet', rx(`${SELF}が(?:食べられない|苦手な食べ物)|${SELF}のアレルギー`)],
    ],
    direct: [
      ['name', rx(`${SELF}の名前(?:は|って)(?:何|なん|$)|${SELF}は誰`)],
      ['like', rx(`${SELF}の趣味(?:は|って)(?:何|なん)`)],
      ['job', rx(`${SELF}の仕事(?:は|って)(?:何|なん)`)],
      ['place', rx(`${SELF}(?:は|が)どこに住んで`)],
      ['age', rx(`${SELF}(?:は|って)(?:何歳|いくつ)`)],
      ['pet', rx(`${SELF}の(?:犬|猫|ペット)の名前(?:は|って)(?:何|なん)`)],
      ['event', rx(`${SELF}の誕生日(?:は|って)いつ`)],
    ],
  },
  relations,
  species,
};
