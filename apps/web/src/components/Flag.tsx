import type { ReactElement } from 'react';
import type { Language } from '../i18n/languages';
import { starPoints } from './flagShapes';

/** Simplified national flags as inline SVG (30×20), so no emoji font or network is needed. */
const FLAGS: Record<Language, ReactElement> = {
  'en-US': (
    <>
      <rect width="30" height="20" fill="#fff" />
      {[0, 2, 4, 6, 8, 10, 12].map((row) => (
        <rect key={row} y={(row * 20) / 13} width="30" height={20 / 13} fill="#b22234" />
      ))}
      <rect width="13" height={(7 * 20) / 13} fill="#3c3b6e" />
      {[2.2, 6.5, 10.8].flatMap((x) =>
        [2.5, 5.4, 8.3].map((y) => <circle key={`${x}-${y}`} cx={x} cy={y} r="0.7" fill="#fff" />),
      )}
    </>
  ),
  'de-DE': (
    <>
      <rect width="30" height="6.67" fill="#000" />
      <rect y="6.67" width="30" height="6.67" fill="#dd0000" />
      <rect y="13.33" width="30" height="6.67" fill="#ffce00" />
    </>
  ),
  'fr-FR': (
    <>
      <rect width="10" height="20" fill="#0055a4" />
      <rect x="10" width="10" height="20" fill="#fff" />
      <rect x="20" width="10" height="20" fill="#ef4135" />
    </>
  ),
  'es-ES': (
    <>
      <rect width="30" height="20" fill="#aa151b" />
      <rect y="5" width="30" height="10" fill="#f1bf00" />
    </>
  ),
  'it-IT': (
    <>
      <rect width="10" height="20" fill="#009246" />
      <rect x="10" width="10" height="20" fill="#fff" />
      <rect x="20" width="10" height="20" fill="#ce2b37" />
    </>
  ),
  'zh-CN': (
    <>
      <rect width="30" height="20" fill="#ee1c25" />
      <polygon points={starPoints(5, 5, 3)} fill="#ffde00" />
      <polygon points={starPoints(10, 2, 1, 0.6)} fill="#ffde00" />
      <polygon points={starPoints(12, 4, 1, 0.3)} fill="#ffde00" />
      <polygon points={starPoints(12, 7, 1, 0)} fill="#ffde00" />
      <polygon points={starPoints(10, 9, 1, -0.3)} fill="#ffde00" />
    </>
  ),
  'ja-JP': (
    <>
      <rect width="30" height="20" fill="#fff" />
      <circle cx="15" cy="10" r="6" fill="#bc002d" />
    </>
  ),
  'ar-SA': (
    <>
      <rect width="30" height="20" fill="#006c35" />
      <path
        d="M8 8.5c1.5-1.5 2.5 1 4 0s2.5 1 4 0 2.5 1 4 0 1.5 0 2 0.5"
        stroke="#fff"
        strokeWidth="1"
        fill="none"
      />
      <path d="M8 13.5h13l1.5-0.8" stroke="#fff" strokeWidth="0.9" fill="none" />
    </>
  ),
};

/** A small decorative flag for a UI language; the language name next to it carries the meaning. */
export function Flag({ language }: { language: Language }) {
  return (
    <svg className="flag" viewBox="0 0 30 20" width="24" height="16" aria-hidden="true" focusable="false">
      {FLAGS[language]}
    </svg>
  );
}
