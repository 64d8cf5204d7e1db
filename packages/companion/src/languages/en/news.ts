/**
 * English good news: the kinds of news the user reports, setbacks, someone else's news, and
 * how the avatar names them when it congratulates. Patterns run on the appraiser's normalised
 * text (lower case; Latin accents folded; Arabic letter variants unified).
 */
import type { NewsPatterns } from '../parts/news.js';

const r = (s: string): RegExp => new RegExp(s, 'u');

export const news: NewsPatterns = {
  own: {
    license: r(
      "\\b(?:passed|got|aced) (?:my |the )?(?:driving test|driver'?s licen[cs]e|driving licen[cs]e|road test)",
    ),
    graduation: r(
      "\\b(?:i (?:just |finally )?graduated|got my (?:degree|diploma|phd|doctorate|master'?s|bachelor'?s)|defended my (?:thesis|dissertation))",
    ),
    exam: r(
      '\\b(?:passed|aced|nailed|got through|smashed|did (?:well|great) (?:on|in))\\b[^.!?]{0,30}?\\b(?:exams?|tests?|finals|midterms?|quiz|boards|bar exam)\\b|\\b(?:exams?|tests?)\\b[^.!?]{0,15}?\\b(?:went (?:well|great)|was a success)',
    ),
    job: r(
      "\\b(?:got|landed|found|accepted) (?:the|a|my|that) (?:new |dream )?(?:job|position|role)\\b|\\b(?:i'?ve been|i was|got) hired\\b|\\bjob offer\\b|\\bnew job\\b",
    ),
    promotion: r('\\b(?:got (?:a |the )?promot(?:ed|ion)|been promoted|was promoted)'),
    raise: r('\\b(?:got a (?:pay )?raise|pay rise|salary increase)'),
    baby: r(
      "\\b(?:had (?:a|the|our|my) baby|baby (?:was|is) (?:born|here)|(?:i'?m|we'?re|she'?s) pregnant|expecting (?:a baby|our first)|became (?:a )?(?:mom|mum|mother|dad|father|parents?)|going to be (?:a )?(?:mom|mum|mother|dad|father|parents?))",
    ),
    engagement: r("\\b(?:got engaged|(?:i'?m|we'?re|we are|i am) engaged|(?:she|he) said yes)"),
    wedding: r("\\b(?:got married|(?:i'?m|we'?re|we are) getting married|just married)"),
    home: r(
      '\\b(?:bought|got|found) (?:a|my|our|the) (?:new |first |own )?(?:house|flat|apartment|home)\\b|\\bmoved into (?:a|my|our) new\\b',
    ),
    win: r('\\b(?:i|we) (?:just |finally )?won\\b|\\bwon (?:the|a|first|my|our)\\b'),
  },
  not: r("\\b(?:not|never|didn'?t|did not|failed|won'?t|if|hope|hoping|wish|want|afraid|worried)\\b"),
  setback: r(
    "\\b(?:failed|flunked|bombed|(?:didn'?t|did not|couldn'?t) (?:pass|get|make))\\b[^.!?]{0,30}?\\b(?:exams?|tests?|finals|interview|job|driving test)\\b|\\b(?:lost my job|got fired|was fired|got laid off)\\b",
  ),
  words: r(
    '\\b(?:good|great|wonderful|amazing|fantastic|awesome|exciting|big|happy) news\\b|\\bguess what\\b',
  ),
  others: {
    graduation: r('\\b(?:has |just |finally )?graduated\\b'),
    job: r(
      '\\b(?:got|landed|found) (?:a|the|her|his|their) (?:new |dream )?(?:job|position|role)\\b|\\b(?:was|got|has been) hired\\b',
    ),
    baby: r(
      "\\b(?:is|she'?s) (?:pregnant|expecting)\\b|\\bhad (?:her|his|their) (?:baby|first (?:baby|child))\\b",
    ),
    engagement: r('\\b(?:is|are|just got|got) engaged\\b|\\bsaid yes\\b'),
    wedding: r("\\b(?:is|are|'s|'re) getting married\\b|\\b(?:got|just got|is|are) married\\b"),
    home: r('\\b(?:bought|found) (?:a|her|his|their) (?:new |first |own )?(?:house|flat|apartment|home)\\b'),
    win: r('\\bwon (?:her|his|their)\\b|\\b(?:she|he|they) won\\b'),
  },
  possessive: (rel) =>
    `\\b(?:my|our) (?:(?:older|younger|little|big|baby|best|elder|twin) )?(?<rel>${rel})\\b`,
  self: r("\\b(?:i|i'm|im|i've|ive|i'd|we|we're|we've)\\b"),
  who: ({ name }) => name || undefined,
  named: {
    license: "on getting your driver's license",
    graduation: 'on graduating',
    exam: 'on passing your exam',
    job: 'on the new job',
    promotion: 'on your promotion',
    raise: 'on the raise',
    baby: 'on the baby',
    engagement: 'on your engagement',
    wedding: 'on your wedding',
    home: 'on your new place',
    win: 'on the win',
  },
};
