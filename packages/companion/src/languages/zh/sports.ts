import type { SportLexicon } from '../parts/sports.js';

/** Chinese: names of the sports and words of headlines about them (matched as substrings). */
export const sports: SportLexicon = {
  football: {
    names: ['足球', '踢球', '看球'],
    words: [
      '英超',
      '西甲',
      '德甲',
      '意甲',
      '法甲',
      '中超',
      '欧冠',
      '世界杯',
      '皇马',
      '巴萨',
      '拜仁',
      '曼联',
      '曼城',
      '切尔西',
      '阿森纳',
      '尤文',
      '国足',
    ],
  },
  basketball: { names: ['篮球', '打篮球'], words: ['NBA', 'CBA', '湖人', '凯尔特人', '男篮', '女篮'] },
  tennis: { names: ['网球'], words: ['温网', '温布尔登', '法网', '美网', '澳网'] },
  tableTennis: { names: ['乒乓球'], words: ['国乒', '乒超', 'WTT', '乒乓球世锦赛'] },
  motorsport: { names: ['f1', '赛车', '一级方程式'], words: ['F1', '大奖赛'] },
};
