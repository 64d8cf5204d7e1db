/**
 * Chinese memory rules. No spaces: values end at punctuation, particles or the next clause.
 */
import { alternation, rx, type MemoryPatterns } from '../parts/memory.js';
import type { RelationId, SpeciesId } from '../parts/nouns.js';

const relations: Record<string, RelationId> = {
  妈妈: 'mother',
  母亲: 'mother',
  妈: 'mother',
  爸爸: 'father',
  父亲: 'father',
  爸: 'father',
  姐姐: 'sister',
  妹妹: 'sister',
  哥哥: 'brother',
  弟弟: 'brother',
  老婆: 'wife',
  妻子: 'wife',
  太太: 'wife',
  爱人: 'partner',
  老公: 'husband',
  丈夫: 'husband',
  先生: 'husband',
  女朋友: 'girlfriend',
  女友: 'girlfriend',
  男朋友: 'boyfriend',
  男友: 'boyfriend',
  对象: 'partner',
  儿子: 'son',
  女儿: 'daughter',
  朋友: 'friend',
  好朋友: 'friend',
  闺蜜: 'friend-f',
  同事: 'colleague',
  老板: 'boss',
  领导: 'boss',
  上司: 'boss',
  奶奶: 'grandmother',
  外婆: 'grandmother',
  姥姥: 'grandmother',
  爷爷: 'grandfather',
  外公: 'grandfather',
  姥爷: 'grandfather',
  表哥: 'cousin',
  表姐: 'cousin',
  表弟: 'cousin',
  表妹: 'cousin',
  堂哥: 'cousin',
  堂姐: 'cousin',
  堂弟: 'cousin',
  堂妹: 'cousin',
  室友: 'roommate',
  邻居: 'neighbor',
};
const species: Record<string, SpeciesId> = {
  狗: 'dog',
  小狗: 'dog',
  狗狗: 'dog',
  猫: 'cat',
  小猫: 'cat',
  猫咪: 'cat',
  兔子: 'rabbit',
  小兔子: 'rabbit',
  仓鼠: 'hamster',
  豚鼠: 'guinea-pig',
  鸟: 'bird',
  小鸟: 'bird',
  鹦鹉: 'parrot',
  鱼: 'fish',
  金鱼: 'fish',
  马: 'horse',
  乌龟: 'turtle',
  蛇: 'snake',
};
const REL = alternation(relations);
const SP = alternation(species);
const END = '(?=$|[^\\p{Script=Han}A-Za-z·]|今年|今天|现在|是|在|来自|住在|喜欢|也|吧|哦|呀|啊|呢|啦)';
const NAME = `(?<v>[\\p{Script=Han}A-Za-z·]{1,8}?)${END}`;
const PLACE =
  '(?<v>[\\p{Script=Han}A-Za-z]{2,8}?)(?=$|[^\\p{Script=Han}A-Za-z]|的|了|呢|啊|工作|生活|上班|读书|上学|住|出生|长大|附近|这边|那边|郊区)';
const THING = '(?<v>[^，,。.!！?？；;：:]+)';
const TIME =
  '(?:明天|今天|后天|下周[一二三四五六日天]?|下星期[一二三四五六日天]?|下个月|下个星期|这周[一二三四五六日天]?|这个周末|周末|星期[一二三四五六日天]|周[一二三四五六日]|明年|今年|晚上|下午|上午|早上|\\d+号|\\d+月\\d+[日号])';
const EVENTS =
  '考试|期末考试|高考|考研|面试|约会|会议|例会|婚礼|手术|演唱会|音乐会|比赛|派对|聚会|演讲|汇报|航班|预约|体检|答辩|讲座|演出';
const JOBS =
  '老师|教师|医生|护士|律师|工程师|程序员|学生|大学生|研究生|高中生|设计师|会计|记者|警察|消防员|厨师|服务员|司机|销售|经理|公务员|建筑师|画家|作家|演员|歌手|音乐人|摄影师|翻译|教授|科学家|研究员|快递员|外卖员|保安|农民|工人|秘书|前台|店员|理发师|药剂师|兽医|牙医|心理咨询师|家庭主妇|自由职业者|产品经理|数据分析师|银行职员|导游|空姐|飞行员|军人|运动员|教练|主播|博主|创业者|会计师|程序猿|码农|律师助理|实习生';

/** When or how often, between 我 and a verb: 我业余时间喜欢…, 我平时打篮球. */
const OFTEN =
  '(?:业余时间|业余|平时|周末|空闲时间|有空(?:的时候)?|没事(?:的时候)?|每天(?:早上|晚上)?|每周|每个周末|经常|常常|偶尔|有时候|也|还|一直)*';
/** Sports, instruments and games after their verb (打篮球, 拉大提琴, 练瑜伽, 下围棋). */
const PLAYED =
  '篮球|网球|羽毛球|乒乓球|排球|棒球|高尔夫(?:球)?|台球|足球|毽子|瑜伽|书法|太极(?:拳)?|拳击|跆拳道|武术|普拉提|钢琴|吉他|大提琴|小提琴|古筝|二胡|琵琶|尤克里里|贝斯|笛子|萨克斯|架子鼓|口琴|手风琴|围棋|象棋|国际象棋|麻将|游戏|电子游戏';
/**
 * 我 as the subject, or nothing after a comma when an earlier clause of the sentence has 我 as its
 * subject: 我叫王芳，今年28岁，是一名会计 (Chinese drops the repeated subject).
 */
const I = '(?:我|(?<=我(?:叫|是|今年|现在|在|住|来自|老家|的名字)[^。！？!?]*[，,；;]))';
/** Outdoor activities after 去 (我周末去爬山). */
const OUTINGS =
  '爬山|游泳|跑步|滑雪|钓鱼|骑车|骑行|攀岩|露营|徒步|健身|潜水|冲浪|跳舞|唱歌|打球|踢球|滑冰|划船';
const FOODS = '猪肉|牛肉|羊肉|肉|鱼|海鲜|鸡蛋|蛋|牛奶|乳制品|辣|香菜|葱|蒜|糖|甜食|花生|坚果';

const words = (s: string): Set<string> => new Set(s.split('|'));

export const memory: MemoryPatterns = {
  label: '中文',
  rules: [
    { kind: 'name', re: rx(`我的名字(?:是|叫)${NAME}`) },
    { kind: 'name', re: rx(`我叫${NAME}`) },
    { kind: 'name', re: rx(`(?:你可以)?叫我(?!老师|学生|同学)${NAME}(?:就行|就好|吧)?`) },
    { kind: 'age', re: rx(`${I}(?:今年|现在|已经)?(?<v>\\d{1,3}|[一二两三四五六七八九十]{1,3})(?:周)?岁`) },
    { kind: 'diet', re: rx('我(?:是|是一个|是一名|是个)(?<v>素食(?:主义)?者|纯素(?:食)?者|吃素的)') },
    { kind: 'diet', re: rx('我(?:一直|从小|现在|平时)?(?<v>吃素|吃全素|吃斋)') },
    { kind: 'diet', sub: 'no', re: rx(`我(?:从来|一直|从小|平时|现在)?(?:不|不能|从不)吃(?<v>${FOODS})`) },
    { kind: 'diet', sub: 'allergy', re: rx('我对(?<v>[^，,。.!！?？的]{1,10})过敏') },
    { kind: 'person', re: rx(`我(?:的)?(?<rel>${REL})(?:的名字(?:叫|是)|叫)${NAME}`) },
    { kind: 'person', re: rx(`我有(?:一)?个(?<rel>${REL})[，,]?(?:她|他)?叫${NAME}`) },
    { kind: 'person', re: rx(`我有(?:一个|个|两个|三个)(?<v>(?<rel>${REL}))`) },
    { kind: 'pet', re: rx(`我(?:的|家(?:的)?)?(?<sp>${SP})(?:的名字)?叫${NAME}`) },
    {
      kind: 'pet',
      re: rx(`我(?:家)?(?:养了|有)(?:一只|一条|一个|只|条|一匹)?(?<sp>${SP})[，,]?(?:它)?叫${NAME}`),
    },
    { kind: 'pet', re: rx(`我(?:养了|有|养着)(?:一只|一条|一匹|两只|两条|三只)(?<v>(?<sp>${SP}))`) },
    { kind: 'place', sub: 'origin', re: rx(`我(?:来自|老家是|老家在|出生在|出生于)${PLACE}`) },
    { kind: 'place', sub: 'origin', re: rx('我是(?![一个好坏])(?<v>[\\p{Script=Han}]{2,6}?)人') },
    { kind: 'place', sub: 'home', re: rx(`${I}(?:现在|目前)?住在${PLACE}`) },
    { kind: 'place', sub: 'home', re: rx(`我(?:现在|目前)?在${PLACE}(?:生活|住)`) },
    { kind: 'job', re: rx(`${I}(?:现在)?是(?:一名|一个|个|名)?(?<v>${JOBS})`) },
    {
      kind: 'job',
      re: rx(`${I}(?:现在)?(?:在[^，,。.!！?？]{1,10})?(?:当|做)(?:一名|一个|个|名)?(?<v>${JOBS})`),
    },
    { kind: 'job', re: rx('我的(?:工作|职业)是(?<v>[^，,。.!！?？]{2,12})') },
    { kind: 'job', re: rx('我是做(?<v>[^，,。.!！?？]{1,10})的') },
    { kind: 'event', sub: 'birthday', re: rx('我(?:的)?生日是(?<v>[^，,。.!！?？]{2,12})') },
    { kind: 'event', sub: 'birthday', re: rx('(?<v>明天|今天|后天|下周[一二三四五六日天]?)是我(?:的)?生日') },
    {
      kind: 'event',
      re: rx(`我(?<v>${TIME}*(?:要|还|会)?有(?:一|两)?(?:个|场|次|门)?(?:重要的|很重要的)?(?<k>${EVENTS}))`),
    },
    { kind: 'event', re: rx(`我(?<v>${TIME}+(?:要)?(?<k>${EVENTS}))`) },
    {
      kind: 'plan',
      sub: 'trip',
      re: rx(
        `我(?<v>${TIME}*(?:要|会|打算|准备|计划|想)+去(?![学看买吃玩做找见跑游睡洗逛打拿接送]|上(?:班|学|课|网|床|厕所|街))(?<k>[\\p{Script=Han}A-Za-z]{2,6}?)(?:旅行|旅游|玩|出差|度假|留学|看看)?)(?=$|[^\\p{Script=Han}A-Za-z]|了|呢|啊|吧)`,
      ),
    },
    {
      kind: 'plan',
      re: rx(
        `我(?:一直|很|真的|特别)?(?:想|打算|计划|准备|希望|梦想)(?:能|要|着)?(?<v>${TIME}?(?!去)(?:学|学习|考|买|开|做|写|练|减肥|搬|换|找|读|养|参加|报名|尝试|创业|结婚|旅行|学会)[^，,。.!！?？]{0,12})`,
      ),
    },
    { kind: 'dislike', re: rx(`我(?:最|很|真的|特别)?(?:讨厌|受不了|不喜欢|不爱|烦)${THING}`) },
    {
      kind: 'like',
      re: rx('我的(?:爱好|兴趣爱好|兴趣|业余爱好)(?:是|有|就是)(?<v>[^。！？!?；;]+)'),
      list: true,
    },
    {
      kind: 'like',
      re: rx(`(?:我|(?<=[，,；;]))${OFTEN}(?:会|常|喜欢|爱)?(?:打|踢|练|弹|拉|吹|下|玩)(?<v>${PLAYED})`),
      activity: true,
    },
    { kind: 'like', re: rx(`我${OFTEN}(?:会|喜欢|爱)?去(?<v>${OUTINGS})`), activity: true },
    {
      kind: 'like',
      re: rx('我是(?<v>[^，,。.!！?？的]{1,10})的(?:铁杆|忠实|超级|死忠)?(?:球迷|粉丝|歌迷|影迷|粉)'),
    },
    { kind: 'like', re: rx(`我最喜欢的[^，,。.!！?？]{1,6}是${THING}`) },
    {
      kind: 'like',
      re: rx(`我${OFTEN}(?:很|非常|特别|超|超级|最|真的|也|挺|还挺|好)?(?:喜欢|爱|热爱|迷上了|迷)${THING}`),
    },
  ],
  questionStart: rx('[吗么嘛]$|什么|谁|哪|怎么|为什么|几[个岁点]|多少|是不是|有没有|还记得|记得我'),
  notNames: words(
    '外卖|车|滴滴|出租车|快递|你|您|他|她|它|什么|谁|啥|我|名字|累|高兴|开心|难过|伤心|无聊|生气|很|不|是|的|了|吗|呢|这个|那个|一下|大家|朋友|宝贝|亲爱的',
  ),
  notPlaces: words(
    '一个|家|家里|这里|那里|这儿|那儿|公司|学校|宿舍|附近|外面|里面|一起|自己|这边|那边|老家|国外|城里|乡下|农村|床上|楼下|对面',
  ),
  notThings: words('你|您|它|这个|那个|这样|那样|一切|什么|都|他|她|和你聊天|跟你聊天|你们'),
  connectors: new Set(),
  stop: rx('[，,；;：:]|因为|但是|可是|而且|然后|所以|不过|和你|跟你'),
  filler: rx('(?:了|啦|呀|啊|哦|呢|吧|嘛|哈哈+|呵呵|的说|~)'),
  articles: null,
  secondPerson: rx('你|您'),
  idioms: rx(
    '夜猫子|猫腻|热锅上的蚂蚁|狗腿子|鸡皮疙瘩|落汤鸡|宅男|宅女|铁公鸡|井底之蛙|母老虎|纸老虎|马大哈|笨鸟先飞',
  ),
  listSplit: rx('和|、|，|,|跟|还有|以及|或者|与'),
  activityEnd: rx('[，,]|和|跟|或者'),
  questions: {
    about: rx(
      '你(?:还|都|到底)?(?:记得|知道|了解)(?:关于)?我(?:的)?(?:什么|哪些|些什么|多少)|你(?:都|还)?记得我(?:的)?(?:哪些|什么)(?:事)?|你还记得我(?:吗|么|嘛|不)|你(?:还)?认识我(?:吗|么)|我(?:都)?跟你说过(?:些)?什么|你对我(?:了解多少|(?:还)?(?:有)?(?:什么)?印象)|你对我(?:都|还)?(?:了解|知道)(?:了)?(?:些)?(?:什么|多少|哪些)',
    ),
    recall: rx('(?:你)?(?:还)?记得|你(?:还)?知道|记不记得|知不知道|(?:忘了|忘记了?|忘掉了?)'),
    topics: [
      ['name', rx('我(?:的)?名字|我叫什么|我是谁')],
      [
        'like',
        rx(
          '我(?:的)?(?:爱好|兴趣爱好|兴趣)|我有(?:什么|哪些)(?:爱好|兴趣)|我(?:平时|业余时间|空闲时间|周末|有空的时候)(?:喜欢)?(?:做|干|玩)什么|我喜欢(?:做|干)?什么',
        ),
      ],
      ['dislike', rx('我(?:讨厌|不喜欢)什么')],
      ['job', rx('我(?:的)?(?:工作|职业)|我(?:是)?(?:做|干)什么(?:工作)?的|我在哪(?:里|儿)?(?:上班|工作)')],
      ['place', rx('我住(?:在)?哪|我(?:是)?哪里人|我来自哪|我(?:的)?老家')],
      ['age', rx('我(?:今年)?(?:多大|几岁)|我的年龄')],
      [
        'person',
        rx(
          '我(?:的)?(?:妈妈|母亲|爸爸|父亲|姐姐|妹妹|哥哥|弟弟|老婆|妻子|老公|丈夫|女朋友|男朋友|儿子|女儿|朋友|老板|家人)',
        ),
      ],
      ['pet', rx('我(?:的|家)?(?:狗|猫|宠物|兔子|仓鼠|小狗|小猫)')],
      ['plan', rx('我的(?:计划|打算|旅行)|我要去哪')],
      ['event', rx('我的生日|我(?:什么时候)?过生日')],
      ['diet', rx('我(?:不)?(?:能)?吃什么|我对什么过敏')],
    ],
    direct: [
      ['name', rx('我叫什么|我的名字(?:是|叫)什么|我是谁')],
      ['like', rx('我的(?:爱好|兴趣)是什么|我(?:的)?爱好有哪些|我喜欢(?:做)?什么')],
      ['job', rx('我的(?:工作|职业)是什么|我是做什么(?:工作)?的')],
      ['place', rx('我住在哪(?:里|儿)?|我是哪里人')],
      ['age', rx('我(?:今年)?(?:多大|几岁)')],
      ['pet', rx('我(?:的|家)?(?:狗|猫|宠物)叫什么')],
      ['person', rx('我(?:的)?(?:妈妈|爸爸|姐姐|妹妹|哥哥|弟弟|老婆|老公|女朋友|男朋友|儿子|女儿)叫什么')],
      ['event', rx('我的生日是(?:哪天|什么时候)')],
    ],
  },
  relations,
  species,
};
