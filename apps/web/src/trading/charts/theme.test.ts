import { describe, expect, it } from 'vitest';
import { chartTheme, withAlpha } from './theme';

describe('chartTheme', () => {
  it('takes the CSS custom properties of the app theme', () => {
    const vars: Record<string, string> = {
      '--surface': ' #101010 ',
      '--ink': '#fafafa',
      '--accent': 'rgb(1, 2, 3)',
    };
    const theme = chartTheme((name) => vars[name] ?? '');
    expect(theme.background).toBe('#101010');
    expect(theme.text).toBe('#fafafa');
    expect(theme.accent).toBe('rgb(1, 2, 3)');
  });
  it('falls back to base.css light values for missing properties', () => {
    const theme = chartTheme(() => '');
    expect(theme.background).toBe('#ffffff');
    expect(theme.grid).toBe('#e4e1d9');
    expect(theme.up).not.toBe(theme.down);
  });
});

describe('withAlpha', () => {
  it('adds an opacity to hex and rgb colours', () => {
    expect(withAlpha('#2f5d62', 0.3)).toBe('rgba(47, 93, 98, 0.3)');
    expect(withAlpha('#fff', 1)).toBe('rgba(255, 255, 255, 1)');
    expect(withAlpha('rgb(1 2 3)', 0.5)).toBe('rgba(1, 2, 3, 0.5)');
  });
  it('leaves other colours as they are', () => {
    expect(withAlpha('teal', 0.5)).toBe('teal');
  });
});
