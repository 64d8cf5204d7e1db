/** The small "offline sketch" badge: a pencil on a rounded tile, made of shapes only (no text). */

/** Badge in the bottom-right corner of a 768-unit canvas. */
export function offlineBadge(): string {
  return (
    '<g data-badge="offline-renderer" transform="translate(716 716)" opacity="0.85">' +
    '<rect x="-22" y="-22" width="44" height="44" rx="11" fill="#ffffff" opacity="0.75"/>' +
    '<g transform="rotate(45)">' +
    '<rect x="-4.5" y="-15" width="9" height="21" fill="#f2b632"/>' +
    '<rect x="-4.5" y="-19" width="9" height="5" rx="1.5" fill="#e889a0"/>' +
    '<rect x="-4.5" y="-15" width="9" height="2.5" fill="#b9bec6"/>' +
    '<path d="M-4.5 6 L4.5 6 L0 15 Z" fill="#f3dcb4"/><path d="M-1.6 11.8 L1.6 11.8 L0 15 Z" fill="#3a3a44"/>' +
    '</g>' +
    '<path d="M-13 13 q4 -4 8 0 t8 0" stroke="#3a3a44" stroke-width="1.6" fill="none" stroke-linecap="round"/>' +
    '</g>'
  );
}
