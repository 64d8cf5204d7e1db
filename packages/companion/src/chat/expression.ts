/**
 * Which face the avatar's portrait makes: its dominant feeling as one of the portrait
 * expressions of `@avatara/contracts` (docs/portraits.md).
 */
import type { TPortraitExpression } from '@avatara/contracts';
import type { NhsState } from '../nhs/types.js';
import { dominantFeeling, type Feeling } from './feelings.js';

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

/**
 * The portrait expression of the avatar's state as it is (pass a state advanced to now).
 * @example portraitExpression(stateAfterPraise) // 'joy'
 */
export function portraitExpression(s: NhsState): TPortraitExpression {
  return EXPRESSION_OF_FEELING[dominantFeeling(s)];
}
