import { describe, expect, it } from 'vitest';
import { bareUrl, linkifyNotice, servicesWithHiddenSite } from './crisisLinks';

const links = (segments: ReturnType<typeof linkifyNotice>) =>
  segments.filter((s) => s.href).map((s) => [s.text, s.href]);

const US = [
  {
    name: '988 Suicide & Crisis Lifeline',
    phone: '988',
    text: '988',
    url: 'https://988lifeline.org',
    hours: '24/7',
  },
  { name: 'Find A Helpline', url: 'https://findahelpline.com' },
];
const US_TEXT = [
  "It sounds like you are going through something really painful. I'm an AI, but these services can listen:",
  '• 988 Suicide & Crisis Lifeline: call 988, text 988 (24/7)',
  '• Find A Helpline: findahelpline.com',
  'If you are in immediate danger, call 911 now.',
].join('\n');

describe('linkifyNotice', () => {
  it('keeps the text as it is', () => {
    expect(
      linkifyNotice(US_TEXT, US)
        .map((s) => s.text)
        .join(''),
    ).toBe(US_TEXT);
  });

  it("links the services' numbers and websites and the emergency number, not hours or names", () => {
    expect(links(linkifyNotice(US_TEXT, US))).toEqual([
      ['988', 'tel:988'],
      ['988', 'tel:988'],
      ['findahelpline.com', 'https://findahelpline.com'],
      ['911', 'tel:911'],
    ]);
  });

  it('links an emergency number that is also a service’s name', () => {
    const text = 'If you are in immediate danger, call 911 now.';
    expect(links(linkifyNotice(text, [{ name: '911', phone: '911' }]))).toEqual([['911', 'tel:911']]);
  });

  it('texts a number that is only for texting', () => {
    const text = '• Shout: text 85258 (24/7)';
    expect(links(linkifyNotice(text, [{ name: 'Shout', text: '85258' }]))).toEqual([['85258', 'sms:85258']]);
  });

  it('reads a stored referral (no services) by pattern: grouped numbers, several per line', () => {
    const text =
      '• Telefonseelsorge: Tel. 0800 111 0 111 / 0800 111 0 222 (rund um die Uhr)\n• X: 10:00–22:00, 24/7';
    expect(links(linkifyNotice(text))).toEqual([
      ['0800 111 0 111', 'tel:08001110111'],
      ['0800 111 0 222', 'tel:08001110222'],
    ]);
  });

  it('finds numbers inside right-to-left text with isolates', () => {
    const text = 'اتصل الآن على \u2066997\u2069.';
    expect(links(linkifyNotice(text))).toEqual([['997', 'tel:997']]);
  });

  it('leaves text without numbers or websites alone', () => {
    expect(linkifyNotice('Take a break, e.g. now.')).toEqual([{ text: 'Take a break, e.g. now.' }]);
  });
});

describe('servicesWithHiddenSite', () => {
  it('lists the websites the text does not show', () => {
    expect(servicesWithHiddenSite(US_TEXT, US).map((s) => s.name)).toEqual(['988 Suicide & Crisis Lifeline']);
    expect(servicesWithHiddenSite(US_TEXT)).toEqual([]);
  });

  it('writes a website as the referral does', () => {
    expect(bareUrl('https://www.telefonseelsorge.de/')).toBe('telefonseelsorge.de');
  });
});
