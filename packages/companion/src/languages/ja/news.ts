/**
 * Japanese good news: the kinds of news the user reports, setbacks, someone else's news, and
 * how the avatar names them when it congratulates. Patterns run on the appraiser's normalised
 * text (lower case; Latin accents folded; Arabic letter variants unified).
 */
import type { NewsPatterns } from '../parts/news.js';

const r = (s: string): RegExp => new RegExp(s, 'u');

/** A Japanese relative as one speaks of someone else's (姉 → お姉さん, 夫 → ご主人). */
const JA_HONORIFIC: Readonly<Record<string, string>> = {
  母: 'お母さん',
  母親: 'お母さん',
  お母さん: 'お母さん',
  母さん: 'お母さん',
  ママ: 'お母さん',
  父: 'お父さん',
  父親: 'お父さん',
  お父さん: 'お父さん',
  父さん: 'お父さん',
  パパ: 'お父さん',
  姉: 'お姉さん',
  姉さん: 'お姉さん',
  お姉さん: 'お姉さん',
  お姉ちゃん: 'お姉さん',
  妹: '妹さん',
  兄: 'お兄さん',
  兄さん: 'お兄さん',
  お兄さん: 'お兄さん',
  お兄ちゃん: 'お兄さん',
  弟: '弟さん',
  妻: '奥さん',
  嫁: '奥さん',
  奥さん: '奥さん',
  家内: '奥さん',
  夫: 'ご主人',
  旦那: 'ご主人',
  主人: 'ご主人',
  彼女: '彼女さん',
  彼氏: '彼氏さん',
  息子: '息子さん',
  娘: '娘さん',
  友達: 'お友達',
  友人: 'ご友人',
  親友: 'ご親友',
  同僚: '同僚の方',
  上司: '上司の方',
  祖母: 'おばあさま',
  おばあちゃん: 'おばあちゃん',
  祖父: 'おじいさま',
  おじいちゃん: 'おじいちゃん',
};

export const news: NewsPatterns = {
  own: {
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
  not: r(
    '落ち|不合格|できなかった|しなかった|ませんでした|なかった|だめだった|ダメだった|もし|たら|たい|心配|不安',
  ),
  setback: r('落ち(?:まし)?た|不合格|落第|不採用|クビになり|解雇'),
  words: r('(?:いい|良い|嬉しい|うれしい|すごい)(?:ニュース|知らせ|報告)|聞いて'),
  others: {
    baby: r('(?:赤ちゃん|子ども|子供)が(?:できた|できました)|妊娠(?:中|しています)'),
  },
  possessive: (rel) => `(?:(?:私|僕|俺|うち)の)?(?<rel>${rel})(?:が|は|も)`,
  self: r('私|僕|俺|わたし|あたし'),
  who: ({ name, word }) =>
    name
      ? /^[\p{Script=Latin}\p{Script=Katakana}\p{Script=Han}ー]+$/u.test(name)
        ? `${name}さん`
        : name
      : JA_HONORIFIC[word],
  named: {
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
};
