import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Layout checks for the responsive walk (tests/responsive.spec.ts): no sideways scrolling, an
 * action on screen and not covered (by the cookie banner or anything else), and the texts a
 * person sees, to be checked for the chosen language.
 */

/**
 * The document is no wider than the window (nothing makes the page scroll sideways), nor is the
 * app shell, which is the page's scroller while the cookie banner is shown.
 */
export async function expectNoHorizontalOverflow(page: Page, where: string): Promise<void> {
  // A window just resized lays out again after React has re-rendered (the header turns compact
  // on the next frame, or later on a busy machine): the check waits up to 3 s for it to settle.
  const deadline = Date.now() + 3_000;
  let found = await measureOverflow(page);
  while (found.scrollWidth > found.width && Date.now() < deadline) {
    await page.waitForTimeout(100);
    found = await measureOverflow(page);
  }
  expect
    .soft(
      found.scrollWidth,
      `${where}: document ${found.scrollWidth} px wide in a ${found.width} px window (${found.culprits.join(', ')})`,
    )
    .toBeLessThanOrEqual(found.width);
}

/** The window's width, the document's (or the app shell's) scroll width, and the widest offenders. */
function measureOverflow(page: Page): Promise<{ width: number; scrollWidth: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const shell = document.querySelector<HTMLElement>('.app-shell');
    const scrollWidth = Math.max(
      document.documentElement.scrollWidth,
      shell ? shell.scrollWidth + (width - shell.clientWidth) : 0,
    );
    // The widest offenders, named, so a failure says what to fix.
    const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return (
          r.width > 0 && (r.right > width + 0.5 || r.left < -0.5) && getComputedStyle(el).position !== 'fixed'
        );
      })
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}[${Math.round(el.getBoundingClientRect().left)}…${Math.round(el.getBoundingClientRect().right)}]`,
      );
    return { width, scrollWidth, culprits };
  });
}

/**
 * Checks that `target` is inside the window (95 %: sub-pixel clipping by a scroller is no fault) and that a click at its centre, and near the
 * middle of its top and bottom edges, lands on it: nothing (the cookie banner above all) lies
 * over it. First it is scrolled into view as focus or a link would do it (`block: 'nearest'`, which
 * keeps the page's scroll padding clear of the sticky header); `scroll: false`
 * checks the screen as it is (an action that must be usable without scrolling).
 */
export async function expectUncovered(
  target: Locator,
  where: string,
  { scroll = true }: { scroll?: boolean } = {},
): Promise<void> {
  await expect(target, `${where}: shown`).toBeVisible();
  if (scroll) await target.evaluate((el) => el.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
  await expect.soft(target, `${where}: inside the window`).toBeInViewport({ ratio: 0.95, timeout: 2_000 });
  const covering = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    // Mid-edges, not corners: a round button's corners are not the button.
    for (const y of [r.top + r.height / 2, r.top + 3, r.bottom - 3]) {
      const hit = document.elementFromPoint(x, y);
      if (hit && hit !== el && !el.contains(hit)) {
        const owner = hit.closest('[data-testid]')?.getAttribute('data-testid') ?? '';
        return `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')} (${owner}) at ${Math.round(x)},${Math.round(y)}`;
      }
    }
    return null;
  });
  expect.soft(covering, `${where}: covered by ${covering}`).toBeNull();
}

/**
 * The chosen option's text of a `<select>` fits in the box (not cut off): its width in the
 * select's font, measured on a canvas, against the box less its padding, border and the arrow.
 */
export async function expectSelectShowsWholeLabel(select: Locator, where: string): Promise<void> {
  const fit = await select.evaluate((el: HTMLSelectElement) => {
    const cs = getComputedStyle(el);
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
    const label = el.selectedOptions[0]?.text ?? '';
    const px = (v: string) => Number.parseFloat(v) || 0;
    // Chromium draws the drop-down arrow in about 20 px at the inline end.
    const room =
      el.getBoundingClientRect().width -
      px(cs.paddingLeft) -
      px(cs.paddingRight) -
      px(cs.borderLeftWidth) -
      px(cs.borderRightWidth) -
      20;
    return { label, text: Math.ceil(ctx.measureText(label).width), room: Math.floor(room) };
  });
  expect
    .soft(fit.text, `${where}: "${fit.label}" needs ${fit.text} px, the box has ${fit.room}`)
    .toBeLessThanOrEqual(fit.room);
}

/**
 * Every element matching `selector` holds its text: nothing sticks out of its box (a long word,
 * 'Maschinenbauingenieur' on a 360 px avatar card, issue 27 §10) nor out of the nearest ancestor
 * that clips (a card with `overflow: hidden` would cut it silently).
 */
export async function expectTextsFitTheirBoxes(page: Page, selector: string, where: string): Promise<void> {
  const overflowing = await page.evaluate((sel) => {
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(sel)) {
      const r = el.getBoundingClientRect();
      if (r.width === 0) continue;
      let clip: HTMLElement | null = el.parentElement;
      while (clip && getComputedStyle(clip).overflowX === 'visible') clip = clip.parentElement;
      const c = clip?.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(el);
      const text = range.getBoundingClientRect();
      if (el.scrollWidth > el.clientWidth + 1 || (c && (text.right > c.right + 1 || text.left < c.left - 1)))
        found.push(`"${el.textContent?.trim()}" (${Math.round(text.width)} px in ${Math.round(r.width)} px)`);
    }
    return found;
  }, selector);
  expect.soft(overflowing, `${where}: texts wider than their boxes`).toEqual([]);
}

/** Scrolls the page to its end: the app shell while the cookie banner is shown, else the window. */
export async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.querySelector('.app-shell')?.scrollTo(0, 1e9);
    window.scrollTo(0, 1e9);
  });
}

/**
 * The cookie banner covers no action on the screen as it is: no button, link or field of the page
 * that is at least partly inside the window overlaps the banner. (An action further down is off
 * the screen, not under the banner: the page scrolls in the band above it.)
 */
export async function expectBannerCoversNothing(page: Page, where: string): Promise<void> {
  const covered = await page.evaluate(() => {
    const banner = document.querySelector('[data-testid="cookie-banner"]');
    if (!banner) return ['no cookie banner'];
    const b = banner.getBoundingClientRect();
    const actions = document.querySelectorAll<HTMLElement>(
      'button, a[href], input, select, textarea, [role="button"], [tabindex="0"]',
    );
    return [...actions]
      .filter((el) => !banner.contains(el) && el.checkVisibility({ visibilityProperty: true }))
      .filter((el) => {
        // The part of the element one can see: clipped by the app shell, the page's scroller
        // while the banner is shown (what it scrolled out of sight is off the screen, not covered).
        const whole = el.getBoundingClientRect();
        const shell = el.closest('.app-shell')?.getBoundingClientRect();
        const top = Math.max(whole.top, shell?.top ?? -Infinity);
        const bottom = Math.min(whole.bottom, shell?.bottom ?? Infinity);
        const r = {
          left: whole.left,
          right: whole.right,
          top,
          bottom,
          width: whole.width,
          height: bottom - top,
        };
        const onScreen = r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight;
        if (
          !onScreen ||
          !(
            r.bottom > b.top + 0.5 &&
            r.top < b.bottom - 0.5 &&
            r.right > b.left + 0.5 &&
            r.left < b.right - 0.5
          )
        )
          return false;
        // Overlapping, but which lies on top (an open menu is above the banner)?
        const x = (Math.max(r.left, b.left) + Math.min(r.right, b.right)) / 2;
        const y = (Math.max(r.top, b.top) + Math.min(r.bottom, b.bottom)) / 2;
        const hit = document.elementFromPoint(x, y);
        return hit !== null && banner.contains(hit);
      })
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}[${el.dataset.testid ?? el.textContent?.trim().slice(0, 30) ?? ''}]`,
      );
  });
  expect.soft(covered, `${where}: under the cookie banner`).toEqual([]);
}

/**
 * The texts a person meets on the page: visible text nodes, placeholders, and the labels a screen
 * reader says for visible controls (aria-label, visually hidden text). Whitespace is collapsed.
 */
export async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = new Set<string>();
    const shown = (el: Element) =>
      el.checkVisibility({ visibilityProperty: true }) &&
      !el.closest('[aria-hidden="true"], script, style, noscript, svg');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text !== '' && node.parentElement && shown(node.parentElement)) out.add(text);
    }
    for (const el of document.querySelectorAll('[placeholder], [aria-label], [title]')) {
      if (!shown(el)) continue;
      for (const attribute of ['placeholder', 'aria-label', 'title']) {
        const text = el.getAttribute(attribute)?.replace(/\s+/g, ' ').trim();
        if (text) out.add(text);
      }
    }
    return [...out];
  });
}

/**
 * A small, deliberate heuristic for "this text is English": common English words and phrases that
 * are not words of German, Japanese or Arabic. Word boundaries, any case. It finds untranslated
 * sentences and labels, not every English noun ('Cookies', 'Tokens' and 'Features' are German too).
 */
const ENGLISH_WORDS = [
  'the',
  'your',
  'you',
  'and',
  'with',
  'please',
  'of',
  'for',
  'this',
  'that',
  'is',
  'are',
  'not',
  'here',
  'now',
  'has',
  'have',
  'sign in',
  'log in',
  'sign up',
  'sign out',
  'try again',
  'select',
  'choose',
  'continue',
  'loading',
  'available',
  'failed',
  'error',
  'close',
  'back',
  'send',
  'message',
  'balance',
  'top up',
  'refresh',
  'more',
  'open',
  'read',
  'policy',
];
const ENGLISH = new RegExp(
  `(?<![\\p{L}\\p{N}])(${ENGLISH_WORDS.map((w) => w.replace(' ', '\\s+')).join('|')})(?![\\p{L}\\p{N}])`,
  'iu',
);

/** Latin words of three letters or more: in Japanese or Arabic text each must be a known name. */
const LATIN_WORD = /[A-Za-z][A-Za-z'-]{2,}/g;

export interface LanguageCheck {
  /** 'de-DE', 'ja-JP', 'ar-SA'. */
  language: string;
  /** Names that may appear as they are: the brand, avatars, the user, emails, units. */
  allowed: string[];
}

/** The texts of `texts` that look English (or, for a non-Latin language, carry unknown Latin words). */
export function foreignTexts(texts: string[], { language, allowed }: LanguageCheck): string[] {
  const nonLatin = !language.startsWith('de');
  return texts.filter((raw) => {
    let text = raw;
    for (const name of [...allowed].sort((a, b) => b.length - a.length)) text = text.split(name).join(' ');
    if (ENGLISH.test(text)) return true;
    return nonLatin && (text.match(LATIN_WORD) ?? []).length > 0;
  });
}

/** Fails with the list of texts on the page that are not in `check.language`. */
export async function expectPageInLanguage(page: Page, check: LanguageCheck, where: string): Promise<void> {
  const foreign = foreignTexts(await visibleTexts(page), check);
  expect.soft(foreign, `${where}: texts not in ${check.language}`).toEqual([]);
}
