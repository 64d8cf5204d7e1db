/**
 * Chinese relation and species nouns as `describeMemory` says them: `your` ("your sister") and
 * `a` ("a sister", the object of "you have").
 */
import type { Nouns } from '../parts/nouns.js';

export const nouns: Nouns = {
  relations: {
    mother: ['你妈妈', '妈妈'],
    father: ['你爸爸', '爸爸'],
    sister: ['你的姐妹', '一个姐妹'],
    brother: ['你的兄弟', '一个兄弟'],
    wife: ['你妻子', '妻子'],
    husband: ['你丈夫', '丈夫'],
    girlfriend: ['你女朋友', '女朋友'],
    boyfriend: ['你男朋友', '男朋友'],
    partner: ['你的另一半', '另一半'],
    son: ['你儿子', '一个儿子'],
    daughter: ['你女儿', '一个女儿'],
    friend: ['你的朋友', '一个朋友'],
    'friend-f': ['你的朋友', '一个朋友'],
    colleague: ['你的同事', '一个同事'],
    boss: ['你的老板', '老板'],
    grandmother: ['你奶奶', '奶奶'],
    grandfather: ['你爷爷', '爷爷'],
    cousin: ['你的表亲', '一个表亲'],
    roommate: ['你的室友', '一个室友'],
    neighbor: ['你的邻居', '一个邻居'],
  },
  species: {
    dog: ['你的狗', '一只狗'],
    cat: ['你的猫', '一只猫'],
    rabbit: ['你的兔子', '一只兔子'],
    hamster: ['你的仓鼠', '一只仓鼠'],
    'guinea-pig': ['你的豚鼠', '一只豚鼠'],
    bird: ['你的鸟', '一只鸟'],
    parrot: ['你的鹦鹉', '一只鹦鹉'],
    fish: ['你的鱼', '一条鱼'],
    horse: ['你的马', '一匹马'],
    turtle: ['你的乌龟', '一只乌龟'],
    snake: ['你的蛇', '一条蛇'],
  },
};
