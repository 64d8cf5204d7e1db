/**
 * Which face the avatar's portrait makes: its dominant feeling as one of the portrait
 * expressions of `@avatara/contracts` (docs/portraits.md, docs/neuro-hormonal-model.md § 8.4).
 */
import type { TPortraitExpression } from '@avatara/contracts';
import type { NhsState } from '../nhs/types.js';
import { FEELINGS, feelingScores, type Feeling } from './feelings.js';

/**
 * The expression of each feeling. Today every feeling has a face of its own; a feeling added
 * later must be given one here (the record is exhaustive).
 */
export const EXPRESSION_OF_FEELING: Readonly<Record<Feeling, TPortraitExpression>> = {
  joy: 'joy',
  sadness: 'sadness',
  anger: 'anger',
  fear: 'fear',
  surprise: 'surprise',
  tired: 'tired',
  affection: 'affection',
  bored: 'bored',
  calm: 'calm',
};

const rise = (s: NhsState, name: 'ANGER' | 'FEAR' | 'ANXIETY'): number =>
  Math.min(1, Math.max(0, (s.states[name] - s.stateBaseline[name]) / 4));

/**
 * The feeling the face shows: the dominant feeling (`feelingScores`: highest wins, ties keep the
 * order of `FEELINGS`, calm below a quarter of the range), except that an angry or fearful face
 * needs the emotion itself. For the face, anger is ANGER's own rise and fear that of FEAR or
 * ANXIETY: frustration, contempt and stress also rise when the user rants about someone else,
 * and cortisol keeps STRESS up for an hour after an insult the user has apologised for; an angry
 * or frightened face then would look like anger or fear of the user. The scores are those of the
 * state as it is, so the face relaxes as its feeling fades.
 */
export function faceFeeling(s: NhsState): Feeling {
  const scores = feelingScores(s);
  scores.anger = rise(s, 'ANGER');
  scores.fear = Math.max(rise(s, 'FEAR'), rise(s, 'ANXIETY'));
  let best: Feeling = 'calm';
  for (const f of FEELINGS) if (scores[f] > scores[best]) best = f;
  return best;
}

/**
 * The portrait expression of the avatar's state as it is (pass a state advanced to now).
 * @example portraitExpression(stateAfterPraise) // 'joy'
 */
export function portraitExpression(s: NhsState): TPortraitExpression {
  return EXPRESSION_OF_FEELING[faceFeeling(s)];
}
