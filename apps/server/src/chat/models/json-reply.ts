/**
 * Streams the `reply` string out of a model's structured output `{"reply": "…", "appraisal": {…}}`
 * while it is still being generated, so the user sees words as they come; the whole object is
 * parsed at the end for the appraisal. A model that ignores the JSON instruction and writes plain
 * text is passed through unchanged (the first non-blank character is not `{`).
 */

const enum Mode {
  /** Waiting for the first non-blank character. */
  Start,
  /** Plain text: every character is reply text. */
  Plain,
  /** Inside the JSON object, outside the reply string. */
  Json,
  /** Inside the reply string's value. */
  Reply,
}

export class JsonReplyExtractor {
  private mode = Mode.Start;
  private raw = '';
  /** Scanner state outside the reply value: nesting depth, inside some string, escape pending. */
  private depth = 0;
  private inString = false;
  private escape = false;
  private stringStart = -1;
  private lastKey: string | null = null;
  private expectValueFor: string | null = null;
  private replyDone = false;
  /** Inside the reply value: pending escape text (`\`, `\u12`). */
  private pending = '';
  private reply = '';

  /** Feeds a chunk of model output; returns the reply text it completes (may be ''). */
  push(chunk: string): string {
    let out = '';
    for (const ch of chunk) out += this.step(ch);
    return out;
  }

  /** Whether the output is plain text (no JSON object). */
  get isPlain(): boolean {
    return this.mode === Mode.Plain;
  }

  /** The reply text so far. */
  get text(): string {
    return this.reply;
  }

  /** The complete output parsed as JSON (null when it is not a JSON object). */
  parsed(): Record<string, unknown> | null {
    if (this.mode === Mode.Plain) return null;
    try {
      const v: unknown = JSON.parse(this.raw);
      return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }

  private step(ch: string): string {
    switch (this.mode) {
      case Mode.Start:
        if (/\s/.test(ch)) return '';
        if (ch === '{') {
          this.mode = Mode.Json;
          this.raw = ch;
          this.depth = 1;
          return '';
        }
        this.mode = Mode.Plain;
        this.reply += ch;
        return ch;
      case Mode.Plain:
        this.reply += ch;
        return ch;
      case Mode.Reply:
        this.raw += ch;
        return this.replyChar(ch);
      case Mode.Json:
        this.raw += ch;
        this.scan(ch);
        return '';
    }
  }

  /** Scans JSON outside the reply value, watching for the top-level key `reply` and its string value. */
  private scan(ch: string): void {
    if (this.inString) {
      if (this.escape) this.escape = false;
      else if (ch === '\\') this.escape = true;
      else if (ch === '"') {
        this.inString = false;
        if (this.depth === 1 && this.expectValueFor === null) {
          try {
            this.lastKey = JSON.parse(this.raw.slice(this.stringStart)) as string;
          } catch {
            this.lastKey = null;
          }
        }
      }
      return;
    }
    if (ch === '"') {
      if (this.depth === 1 && this.expectValueFor === 'reply' && !this.replyDone) {
        this.mode = Mode.Reply;
        this.expectValueFor = null;
        return;
      }
      this.inString = true;
      this.stringStart = this.raw.length - 1;
      return;
    }
    if (ch === ':' && this.depth === 1) {
      this.expectValueFor = this.lastKey;
      this.lastKey = null;
      return;
    }
    if (ch === ',' && this.depth === 1) this.expectValueFor = null;
    if (ch === '{' || ch === '[') {
      this.depth++;
      if (this.depth === 2)
        this.expectValueFor = this.expectValueFor === 'reply' ? null : this.expectValueFor;
    } else if (ch === '}' || ch === ']') this.depth--;
    else if (!/\s/.test(ch) && this.depth === 1 && this.expectValueFor === 'reply')
      this.expectValueFor = null;
  }

  /** One character of the reply string's value: decodes escapes, ends at the closing quote. */
  private replyChar(ch: string): string {
    if (this.pending === '') {
      if (ch === '"') {
        this.mode = Mode.Json;
        this.replyDone = true;
        return '';
      }
      if (ch === '\\') {
        this.pending = ch;
        return '';
      }
      this.reply += ch;
      return ch;
    }
    this.pending += ch;
    if (this.pending.length === 2 && this.pending[1] !== 'u') return this.flushEscape();
    if (this.pending.length === 6) return this.flushEscape();
    return '';
  }

  private flushEscape(): string {
    let text: string;
    try {
      text = JSON.parse(`"${this.pending}"`) as string;
    } catch {
      text = '';
    }
    this.pending = '';
    // A surrogate pair arrives as two \u escapes; JSON.parse of one half gives a lone surrogate,
    // which is joined with the next half in the output string anyway.
    this.reply += text;
    return text;
  }
}
