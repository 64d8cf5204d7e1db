import { LANGUAGES } from '@avatara/contracts';
import { describe, expect, it } from 'vitest';
import type { CheckoutRow } from './checkout';
import { sandboxLanguage, sandboxPage } from './sandbox-page';
import { SANDBOX_TEXTS } from './sandbox-texts';

const row: CheckoutRow = {
  id: 'cs_sandbox_0123456789abcdef01234567',
  userId: '00000000-0000-4000-8000-000000000000',
  sessionHash: 'x',
  plan: 'plus',
  audience: 'business',
  provider: 'sandbox',
  priceMicroUsd: 99_000_000,
  creditMicroUsd: 110_000_000,
  status: 'open',
  createdAt: new Date(0),
  paidAt: null,
  refundedAt: null,
  refundId: null,
};

describe('sandboxPage', () => {
  it('says in each of the 8 languages that no money moves, right to left in Arabic', () => {
    for (const lang of LANGUAGES) {
      const t = SANDBOX_TEXTS[lang];
      const html = sandboxPage(row, 'Plus', lang);
      expect(html).toContain(`<html lang="${lang}" dir="${lang === 'ar-SA' ? 'rtl' : 'ltr'}">`);
      expect(html).toContain(t.banner);
      expect(html).toContain(t.note);
      expect(html).toContain(`Plus (${t.business})`);
      expect(html).toContain(t.pay.replace('{amount}', '99.00 $'));
      expect(html).toContain('110.00 $');
    }
  });

  it('shows a paid checkout without a Pay button', () => {
    const html = sandboxPage({ ...row, status: 'paid' }, 'Plus', 'en-US');
    expect(html).toContain(SANDBOX_TEXTS['en-US'].paid);
    expect(html).not.toContain('data-testid="sandbox-pay"');
  });

  it('escapes what it shows', () => {
    expect(sandboxPage(row, '<b>Plus</b>', 'en-US')).toContain('&#60;b&#62;Plus&#60;/b&#62;');
  });
});

describe('sandboxLanguage', () => {
  it('prefers the language cookie, then the account language, then English', () => {
    expect(sandboxLanguage('fr-FR', 'de-DE')).toBe('fr-FR');
    expect(sandboxLanguage('xx', 'de-DE')).toBe('de-DE');
    expect(sandboxLanguage(undefined, 'xx')).toBe('en-US');
  });
});
