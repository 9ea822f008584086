import { describe, expect, it } from 'vitest';
import { SCRUB_COLOR_NAMES, SCRUB_COLORS, SCRUB_ILLUSTRATIONS } from '../../../contract/scrubs';
import { paintFor, renderIllustration } from './illustrations';

/** Every opened tag is closed in order: enough to catch a broken template. */
function balanced(svg: string): boolean {
  const stack: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([a-z]+)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else if (name) stack.push(name);
  }
  return stack.length === 0;
}

describe('product drawings', () => {
  it.each(SCRUB_ILLUSTRATIONS)('%s renders a well-formed SVG in every palette colour', (name) => {
    for (const color of SCRUB_COLOR_NAMES) {
      const svg = renderIllustration(name, color);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 180"')).toBe(true);
      expect(balanced(svg), `${name} ${color}`).toBe(true);
      expect(svg).not.toContain('undefined');
      expect(svg).not.toContain('NaN');
    }
  });

  it('tints each drawing with the product colour', () => {
    expect(renderIllustration('pants', 'wine')).toContain(SCRUB_COLORS.wine.hex);
    expect(renderIllustration('pants', 'navy')).not.toContain(SCRUB_COLORS.wine.hex);
  });

  it('puts light products on a grey background and darker ones on a pale tint of themselves', () => {
    expect(paintFor(SCRUB_COLORS.white.hex).bg).toBe('#e2e8f0');
    const navy = paintFor(SCRUB_COLORS.navy.hex);
    expect(navy.bg).not.toBe('#e2e8f0');
    expect(navy.shade).toMatch(/^#[0-9a-f]{6}$/);
    // The tint is much lighter than the colour itself.
    expect(Number.parseInt(navy.bg.slice(1, 3), 16)).toBeGreaterThan(200);
  });
});
