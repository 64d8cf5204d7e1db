import type { Lexicon } from './types.js';

/** Simplified Chinese (zh-CN): no spaces, substring matching, negation before the word. */
export const zh: Lexicon = {
  segmented: false,
  positive: '很好|真好|好的|太好了|开心|高兴|快乐|谢谢|感谢|棒|完美|精彩|有趣|哈哈|不错|厉害|喜欢|满意|幸福|赞',
  negative: '坏|糟糕|可怕|讨厌|恨|最差|生气|烦|问题|错|失望|无聊|害怕|担心|难受',
  compliment: '漂亮|美丽|好看|聪明|可爱|善良|温柔|帅|迷人|有才华|了不起|你真棒|你很棒|为你骄傲|优秀',
  insult: '笨蛋|白痴|傻瓜|傻逼|笨|蠢|闭嘴|废物|没用|恶心|垃圾|混蛋|去死|滚|丑八怪|神经病',
  threat: '杀了你|杀死|打死|伤害你|毁掉|攻击|揍你|弄死你|谋杀|报仇|威胁|武器|拿刀|开枪',
  affection: '我爱你|爱你|爱|想你|抱抱|拥抱|亲亲|吻|亲爱的|宝贝|心肝|在一起|喜欢你',
  excitement: '哇|天啊|不可思议|激动|兴奋|快点|马上|紧急|立刻|疯狂|派对|等不及|太棒了|惊人',
  command: '你必须|给我|告诉我|听着|服从|我命令|停下|回答我|你得',
  polite: '请|对不起|抱歉|不好意思|麻烦你|能不能|可以吗|劳驾',
  sadness: '难过|伤心|孤独|寂寞|哭|眼泪|抑郁|想念|失去|悲伤|痛|累|生病|绝望|不开心',
  greeting: '你好|您好|早上好|晚上好|晚安|嗨',
  novelty: '新|新闻|你知道吗|猜猜|想象|惊喜|发现|第一次|从来没|刚刚|主意|发明',
  negations: '不|没|没有|别|不是|未|无',
  negationsAfter: '',
  intensifiers: '很|非常|太|超|真|特别|极|十分',
  diminishers: '有点|一点|稍微|有些',
  questions: '吗|什么|为什么|怎么|哪|谁|几|呢',
};
