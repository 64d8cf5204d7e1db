/**
 * Text hygiene at the door (issue 27 §5, docs/errors.md): no text a request carries may hold NUL or
 * another control character (tab, line feed and carriage return aside, which messages may hold).
 * PostgreSQL refuses NUL in text, and a stored control character breaks what later reads it.
 */

/** C0 controls but tab, line feed and carriage return; DEL. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The deepest nesting walked (a request deeper than this is refused by its schema anyway). */
const MAX_DEPTH = 16;

/**
 * The field (as `a.b.0`) of the first text in `value` holding a control character, `''` for the
 * value itself, or undefined when there is none. Buffers (binary bodies) are not text.
 * @example controlCharacterField({ message: 'a\u0000b' }) // 'message'
 */
export function controlCharacterField(value: unknown, path: readonly string[] = []): string | undefined {
  if (typeof value === 'string') return CONTROL.test(value) ? path.join('.') : undefined;
  if (path.length > MAX_DEPTH || value === null || typeof value !== 'object' || Buffer.isBuffer(value))
    return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (CONTROL.test(key)) return [...path, key].join('.');
    const found = controlCharacterField(inner, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}
