import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../languages.js';
import { crisisServicesFor } from './services.js';
import { AI_DISCLOSURE, AI_DISCLOSURE_EVERY_MS, aiDisclosureDue, crisisMessage } from './texts.js';

/** Sentences of a text: the service lines (bullets) are not sentences. */
const sentences = (text: string): number =>
  text
    .split('\n')
    .filter((l) => !/^[•・]/.test(l))
    .join(' ')
    .split(/(?<=[.!?。！？])\s*/u)
    .filter((s) => s.trim()).length;

describe('crisisMessage', () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: 3–5 sentences, the services with their numbers and the emergency number`, () => {
      const services = crisisServicesFor(null, lang);
      const { text } = crisisMessage(lang, services);
      const n = sentences(text);
      expect(n, text).toBeGreaterThanOrEqual(3);
      expect(n, text).toBeLessThanOrEqual(5);
      const local = services.filter((s) => !s.emergency && s.phone).slice(0, 3);
      expect(local.length).toBeGreaterThan(0);
      for (const s of local) {
        expect(text).toContain(s.name);
        expect(text).toContain(s.phone);
      }
      expect(text).toContain(services.find((s) => s.emergency)!.phone);
      expect(text).toContain('findahelpline.com');
      expect(text).toMatch(/AI|KI|IA|ذكاء اصطناعي/);
    });
  }

  it('uses a generic emergency phrase when no emergency number is known', () => {
    const { text } = crisisMessage('en-US', crisisServicesFor('BR', 'en-US'));
    expect(text).toContain('your local emergency number');
    expect(text).toContain('findahelpline.com');
  });

  it('says "call or text" once for a number that takes both', () => {
    expect(crisisMessage('en-US', crisisServicesFor('US', 'en-US')).text).toContain('call or text 988');
  });

  it('keeps numbers left-to-right in Arabic', () => {
    expect(crisisMessage('ar-SA', crisisServicesFor('SA', 'ar-SA')).text).toContain('\u2066920033360\u2069');
  });
});

describe('AI disclosure', () => {
  it('says in every language that the avatar is an AI, not a human, and invites a break', () => {
    for (const lang of LANGUAGES) {
      expect(AI_DISCLOSURE[lang].length, lang).toBeGreaterThan(20);
      expect(AI_DISCLOSURE[lang], lang).toMatch(/AI|KI|IA|ذكاء اصطناعي/);
    }
  });

  it('is due at the start of a session and every 3 hours', () => {
    expect(aiDisclosureDue(null, 0)).toBe(true);
    expect(aiDisclosureDue(1000, 1000 + AI_DISCLOSURE_EVERY_MS - 1)).toBe(false);
    expect(aiDisclosureDue(1000, 1000 + AI_DISCLOSURE_EVERY_MS)).toBe(true);
  });
});
