/**
 * Chinese good news: the kinds of news the user reports, setbacks, someone else's news, and
 * how the avatar names them when it congratulates. Patterns run on the appraiser's normalised
 * text (lower case; Latin accents folded; Arabic letter variants unified).
 */
import type { NewsPatterns } from '../parts/news.js';

const r = (s: string): RegExp => new RegExp(s, 'u');

/** Chinese short forms said in full after 你 (你妈 is a curse). */
const ZH_WORD: Readonly<Record<string, string>> = { 妈: '妈妈', 爸: '爸爸' };

export const news: NewsPatterns = {
  own: {
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
  not: r('没(?:有)?(?:通过|考过|过|考上|拿到|找到)|不及格|挂了|失败|如果|希望|想要|担心|没能'),
  setback: r(
    '没(?:有)?(?:通过|考过|考上|拿到|找到)|(?:考试|驾照|面试|考核|笔试|路考)(?:又|还是|都)?没(?:有)?过|不及格|挂科|落榜|考砸|被拒|被辞退|被裁',
  ),
  words: r('好消息|喜讯|告诉你一个好'),
  others: {
    wedding: r('结婚'),
    baby: r('生(?:了)?(?:宝宝|孩子|儿子|女儿)|当(?:爸爸|妈妈)了'),
  },
  possessive: (rel) => `(?:我们?的?(?:最好的|最要好的|一个)?)(?<rel>${rel})`,
  self: r('我'),
  who: ({ name, word }) => name || `你${ZH_WORD[word] ?? word}`,
  named: {
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
};
