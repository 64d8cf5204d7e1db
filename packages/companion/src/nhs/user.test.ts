import { describe, expect, it } from 'vitest';
import { NEUTRAL_APPRAISAL, type Appraisal } from '../appraisal/types.js';
import { AFTERNOON_MS, MINUTE_MS } from '../testing/fixtures.js';
import { applyChatMessage, applyMessage, isControlMessage } from './conversation.js';
import { createState } from './engine.js';
import { applyUserAppraisal, createUserState, estimateUserState, senderPerspective } from './user.js';
import { NEUTRAL } from '../testing/fixtures.js';

const insult: Appraisal = { ...NEUTRAL_APPRAISAL, valence: -0.8, arousal: 0.6, threat: 0.7, dominance: 0.5 };

describe('senderPerspective', () => {
  it('keeps valence, flips dominance and damps threat', () => {
    const p = senderPerspective(insult);
    expect(p.valence).toBe(insult.valence);
    expect(p.dominance).toBe(-0.5);
    expect(p.threat).toBeCloseTo(0.28);
  });
});

describe('applyUserAppraisal', () => {
  it('shows a user who insults as angry rather than afraid', () => {
    const u = createUserState(AFTERNOON_MS);
    const after = applyUserAppraisal(u, insult, AFTERNOON_MS + MINUTE_MS);
    expect(after.states.ANGER).toBeGreaterThan(after.states.FEAR);
    expect(after.states.ANGER).toBeGreaterThan(u.states.ANGER);
  });
});

describe('estimateUserState', () => {
  it('shows a user who writes warmly as happier than neutral', () => {
    const warm = estimateUserState({ ...NEUTRAL_APPRAISAL, valence: 0.8, intimacy: 0.6 }, AFTERNOON_MS);
    expect(warm.states.HAPPINESS).toBeGreaterThan(createUserState(AFTERNOON_MS).states.HAPPINESS);
  });
});

describe('applyMessage', () => {
  it('appraises the text in its language and applies it', () => {
    const s = createState(NEUTRAL, AFTERNOON_MS);
    expect(
      applyMessage(s, 'Du bist wunderschön, ich liebe dich!', 'de-DE', AFTERNOON_MS + MINUTE_MS).hormones
        .oxytocin,
    ).toBeGreaterThan(s.hormones.oxytocin);
  });
});

describe('applyChatMessage', () => {
  it('updates avatar and user from one appraisal and prefers a given model appraisal', () => {
    const r = applyChatMessage({
      avatarState: createState(NEUTRAL, AFTERNOON_MS),
      userState: createUserState(AFTERNOON_MS),
      text: 'hello',
      language: 'en-US',
      nowMs: AFTERNOON_MS + MINUTE_MS,
      appraisal: insult,
    });
    expect(r.appraisal).toBe(insult);
    expect(r.avatarState.messageCount).toBe(1);
    expect(r.userState.messageCount).toBe(1);
  });
});

describe('isControlMessage', () => {
  it('recognises the hidden chat messages and nothing else', () => {
    expect(isControlMessage('AI:PAUSE')).toBe(true);
    expect(isControlMessage(' AI:SESSION_START ')).toBe(true);
    expect(isControlMessage('AI: hello')).toBe(false);
  });

  it('makes applyChatMessage only advance time for control messages', () => {
    const r = applyChatMessage({
      avatarState: createState(NEUTRAL, AFTERNOON_MS),
      userState: createUserState(AFTERNOON_MS),
      text: 'AI:PAUSE',
      language: 'en-US',
      nowMs: AFTERNOON_MS + MINUTE_MS,
    });
    expect(r.appraisal).toBeNull();
    expect(r.avatarState.messageCount).toBe(0);
    expect(r.avatarState.updatedAtMs).toBe(AFTERNOON_MS + MINUTE_MS);
  });
});
