import type { SportLexicon } from '../parts/sports.js';

/** Japanese: names of the sports and words of headlines about them (matched as substrings). */
export const sports: SportLexicon = {
  football: {
    names: ['サッカー', 'フットボール'],
    words: [
      'Jリーグ',
      '浦和レッズ',
      '鹿島アントラーズ',
      '川崎フロンターレ',
      '横浜F・マリノス',
      'ガンバ大阪',
      'ヴィッセル神戸',
      'サムライブルー',
      'なでしこジャパン',
      'プレミアリーグ',
      'チャンピオンズリーグ',
      'レアル・マドリード',
      'ワールドカップ',
    ],
  },
  baseball: {
    names: ['野球', 'プロ野球'],
    words: [
      'プロ野球',
      '甲子園',
      '読売ジャイアンツ',
      '巨人',
      '阪神',
      'ドジャース',
      'ヤンキース',
      'メジャーリーグ',
      'MLB',
    ],
  },
  basketball: { names: ['バスケ', 'バスケットボール'], words: ['Bリーグ', 'NBA'] },
  tennis: { names: ['テニス'], words: ['ウィンブルドン', '全豪オープン', '全仏オープン', '全米オープン'] },
  tableTennis: { names: ['卓球'], words: ['Tリーグ', 'WTT'] },
  sumo: {
    names: ['相撲', '大相撲', 'すもう'],
    words: ['横綱', '大関', '初場所', '春場所', '夏場所', '名古屋場所', '秋場所', '九州場所'],
  },
  motorsport: { names: ['f1', 'モータースポーツ'], words: ['F1', 'グランプリ'] },
};
