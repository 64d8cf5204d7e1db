/**
 * Japanese relation and species nouns as `describeMemory` says them: `your` ("your sister") and
 * `a` ("a sister", the object of "you have").
 */
import type { Nouns } from '../parts/nouns.js';

export const nouns: Nouns = {
  relations: {
    mother: ['お母さん', 'お母さん'],
    father: ['お父さん', 'お父さん'],
    sister: ['ご姉妹', 'ご姉妹'],
    brother: ['ご兄弟', 'ご兄弟'],
    wife: ['奥さん', '奥さん'],
    husband: ['旦那さん', '旦那さん'],
    girlfriend: ['彼女さん', '彼女さん'],
    boyfriend: ['彼氏さん', '彼氏さん'],
    partner: ['パートナー', 'パートナー'],
    son: ['息子さん', '息子さん'],
    daughter: ['娘さん', '娘さん'],
    friend: ['お友達', 'お友達'],
    'friend-f': ['お友達', 'お友達'],
    colleague: ['同僚の方', '同僚の方'],
    boss: ['上司の方', '上司の方'],
    grandmother: ['おばあさん', 'おばあさん'],
    grandfather: ['おじいさん', 'おじいさん'],
    cousin: ['いとこ', 'いとこ'],
    roommate: ['ルームメイト', 'ルームメイト'],
    neighbor: ['ご近所さん', 'ご近所さん'],
  },
  species: {
    dog: ['ワンちゃん', '犬'],
    cat: ['猫ちゃん', '猫'],
    rabbit: ['うさぎちゃん', 'うさぎ'],
    hamster: ['ハムスター', 'ハムスター'],
    'guinea-pig': ['モルモット', 'モルモット'],
    bird: ['小鳥', '小鳥'],
    parrot: ['インコ', 'インコ'],
    fish: ['お魚', '魚'],
    horse: ['お馬さん', '馬'],
    turtle: ['カメ', 'カメ'],
    snake: ['ヘビ', 'ヘビ'],
  },
};
