import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(8080);
    expect(c.paths.dataDir).toBe(path.resolve('./data'));
    expect(c.paths.pgliteDir).toBe(path.resolve('./data/pglite'));
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.publicUrl).toBe('http://localhost:8080');
  });

  it('treats empty variables as unset and trims trailing slashes of URLs', () => {
    const c = loadConfig({ DATABASE_URL: '', PUBLIC_URL: 'https://avatara.example///', ALLOWED_ORIGINS: 'http://localhost:5173/, ,http://x' });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.publicUrl).toBe('https://avatara.example');
    expect(c.ALLOWED_ORIGINS).toEqual(['http://localhost:5173', 'http://x']);
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });
});
