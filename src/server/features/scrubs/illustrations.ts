// Our own product drawings: simple flat SVGs tinted with the product colour. Served from the
// app (no image ever comes from the network); colours come only from the contract's palette,
// so nothing a client sends is written into the SVG.
import { SCRUB_COLORS, type ScrubColor, type ScrubIllustration } from '../../../contract/scrubs';

interface Paint {
  /** The product colour. */
  fill: string;
  /** A darker shade of it, for seams, pockets and soles. */
  shade: string;
  /** Outline colour. */
  line: string;
  /** Background tint behind the drawing. */
  bg: string;
}

const METAL = '#a7b0ba';
const METAL_DARK = '#6b7580';
const SOLE = '#eef1f4';

const DRAWINGS: Record<ScrubIllustration, (p: Paint) => string> = {
  top: (p) => `
    <path d="M100 34 L76 40 L46 76 L64 92 L84 76 L84 152 L156 152 L156 76 L176 92 L194 76 L164 40 L140 34 L120 64 Z" fill="${p.fill}" stroke="${p.line}" stroke-width="2.5" stroke-linejoin="round"/>
    <path d="M100 34 L120 64 L140 34" fill="none" stroke="${p.shade}" stroke-width="5" stroke-linejoin="round"/>
    <rect x="130" y="78" width="18" height="20" rx="2" fill="${p.shade}"/>
    <rect x="92" y="118" width="24" height="22" rx="3" fill="${p.shade}"/>
    <rect x="124" y="118" width="24" height="22" rx="3" fill="${p.shade}"/>`,

  'long-sleeve-tee': (p) => `
    <path d="M100 34 L76 40 L42 128 L60 134 L84 80 L84 152 L156 152 L156 80 L180 134 L198 128 L164 40 L140 34 Q120 48 100 34 Z" fill="${p.fill}" stroke="${p.line}" stroke-width="2.5" stroke-linejoin="round"/>
    <path d="M100 34 Q120 48 140 34" fill="none" stroke="${p.shade}" stroke-width="5"/>
    <path d="M44 122 L62 128 M196 122 L178 128" stroke="${p.shade}" stroke-width="6"/>`,

  jacket: (p) => `
    <path d="M98 32 L76 40 L42 128 L60 134 L84 80 L84 152 L156 152 L156 80 L180 134 L198 128 L164 40 L142 32 L120 40 Z" fill="${p.fill}" stroke="${p.line}" stroke-width="2.5" stroke-linejoin="round"/>
    <path d="M98 32 L110 54 L120 40 L130 54 L142 32" fill="${p.shade}" stroke="${p.line}" stroke-width="2" stroke-linejoin="round"/>
    <line x1="120" y1="42" x2="120" y2="152" stroke="${p.line}" stroke-width="2.5"/>
    <path d="M84 146 L156 146 M44 122 L62 128 M196 122 L178 128" stroke="${p.shade}" stroke-width="6"/>
    <path d="M92 112 L110 112 M130 112 L148 112" stroke="${p.shade}" stroke-width="4" stroke-linecap="round"/>`,

  pants: (p) => `
    <path d="M84 30 L156 30 L164 156 L130 156 L120 72 L110 156 L76 156 Z" fill="${p.fill}" stroke="${p.line}" stroke-width="2.5" stroke-linejoin="round"/>
    <rect x="84" y="30" width="72" height="12" fill="${p.shade}"/>
    <path d="M116 42 Q112 54 108 58 M124 42 Q128 54 132 58" fill="none" stroke="${p.line}" stroke-width="2" stroke-linecap="round"/>
    <rect x="138" y="92" width="22" height="24" rx="3" fill="${p.shade}"/>
    <line x1="120" y1="42" x2="120" y2="72" stroke="${p.line}" stroke-width="2"/>`,

  set: (p) => `
    <g transform="translate(-14 22) scale(0.72)">
      <path d="M100 34 L76 40 L46 76 L64 92 L84 76 L84 152 L156 152 L156 76 L176 92 L194 76 L164 40 L140 34 L120 64 Z" fill="${p.fill}" stroke="${p.line}" stroke-width="3" stroke-linejoin="round"/>
      <path d="M100 34 L120 64 L140 34" fill="none" stroke="${p.shade}" stroke-width="6" stroke-linejoin="round"/>
      <rect x="92" y="118" width="24" height="22" rx="3" fill="${p.shade}"/>
      <rect x="124" y="118" width="24" height="22" rx="3" fill="${p.shade}"/>
    </g>
    <g transform="translate(68 16) scale(0.9)">
      <path d="M84 30 L156 30 L164 156 L130 156 L120 72 L110 156 L76 156 Z" fill="${p.fill}" stroke="${p.line}" stroke-width="2.8" stroke-linejoin="round"/>
      <rect x="84" y="30" width="72" height="12" fill="${p.shade}"/>
      <line x1="120" y1="42" x2="120" y2="72" stroke="${p.line}" stroke-width="2"/>
    </g>`,

  cap: (p) => `
    <path d="M56 118 Q54 48 120 44 Q186 48 184 118 Z" fill="${p.fill}" stroke="${p.line}" stroke-width="2.5" stroke-linejoin="round"/>
    <rect x="52" y="108" width="136" height="22" rx="8" fill="${p.shade}" stroke="${p.line}" stroke-width="2.5"/>
    <path d="M184 118 Q204 132 198 156 M184 122 Q214 126 214 150" fill="none" stroke="${p.shade}" stroke-width="6" stroke-linecap="round"/>
    <path d="M86 70 Q120 58 154 70" fill="none" stroke="${p.shade}" stroke-width="3" stroke-linecap="round"/>`,

  stethoscope: (p) => `
    <path d="M90 30 Q88 72 120 88 M150 30 Q152 72 120 88" fill="none" stroke="${METAL}" stroke-width="6" stroke-linecap="round"/>
    <circle cx="90" cy="26" r="7" fill="${METAL_DARK}"/>
    <circle cx="150" cy="26" r="7" fill="${METAL_DARK}"/>
    <path d="M120 88 C120 150 64 158 70 124 C74 102 150 104 164 128" fill="none" stroke="${p.line}" stroke-width="12" stroke-linecap="round"/>
    <path d="M120 88 C120 150 64 158 70 124 C74 102 150 104 164 128" fill="none" stroke="${p.fill}" stroke-width="8" stroke-linecap="round"/>
    <circle cx="174" cy="138" r="20" fill="${METAL}" stroke="${METAL_DARK}" stroke-width="3"/>
    <circle cx="174" cy="138" r="12" fill="#dfe4ea" stroke="${METAL_DARK}" stroke-width="2"/>`,

  penlight: (p) => `
    <g transform="rotate(-24 120 92)">
      <path d="M176 80 L196 74 L196 110 L176 104 Z" fill="#fde68a" opacity="0.75"/>
      <rect x="40" y="80" width="126" height="24" rx="12" fill="${p.fill}" stroke="${p.line}" stroke-width="2.5"/>
      <rect x="160" y="80" width="18" height="24" rx="4" fill="${METAL}" stroke="${METAL_DARK}" stroke-width="2"/>
      <rect x="56" y="72" width="52" height="8" rx="3" fill="${METAL}" stroke="${METAL_DARK}" stroke-width="1.5"/>
      <circle cx="96" cy="92" r="2" fill="${p.bg}"/>
      <circle cx="108" cy="92" r="3" fill="${p.bg}"/>
      <circle cx="122" cy="92" r="4" fill="${p.bg}"/>
      <circle cx="138" cy="92" r="5" fill="${p.bg}"/>
    </g>`,

  'badge-reel': (p) => `
    <rect x="110" y="14" width="20" height="22" rx="4" fill="${METAL}" stroke="${METAL_DARK}" stroke-width="2"/>
    <circle cx="120" cy="66" r="34" fill="${p.fill}" stroke="${p.line}" stroke-width="2.5"/>
    <circle cx="120" cy="66" r="20" fill="#ffffff" opacity="0.9"/>
    <path d="M120 56 L120 76 M110 66 L130 66" stroke="${p.shade}" stroke-width="6" stroke-linecap="round"/>
    <line x1="120" y1="100" x2="120" y2="116" stroke="${p.line}" stroke-width="2"/>
    <rect x="96" y="116" width="48" height="54" rx="5" fill="#ffffff" stroke="${p.line}" stroke-width="2.5"/>
    <rect x="104" y="124" width="16" height="18" rx="2" fill="${p.fill}" opacity="0.6"/>
    <path d="M124 128 L136 128 M124 136 L134 136 M104 152 L136 152 M104 160 L128 160" stroke="${METAL_DARK}" stroke-width="3" stroke-linecap="round"/>`,

  socks: (p) => `
    <g transform="translate(-26 -6)">
      <path d="M112 22 L144 22 L144 112 L176 132 Q192 144 180 160 L126 160 Q112 158 112 140 Z" fill="${p.shade}" stroke="${p.line}" stroke-width="2.5" stroke-linejoin="round"/>
    </g>
    <path d="M112 22 L144 22 L144 112 L176 132 Q192 144 180 160 L126 160 Q112 158 112 140 Z" fill="${p.fill}" stroke="${p.line}" stroke-width="2.5" stroke-linejoin="round"/>
    <rect x="112" y="22" width="32" height="14" fill="${p.shade}"/>
    <path d="M112 48 L144 48 M112 58 L144 58" stroke="${p.shade}" stroke-width="3"/>
    <path d="M126 160 Q112 158 112 140 L112 130 Q130 132 134 160 Z" fill="${p.shade}"/>
    <path d="M170 128 Q192 142 180 160 L168 160 Q176 144 162 132 Z" fill="${p.shade}"/>`,

  shears: (p) => `
    <path d="M108 86 L206 40 L210 48 L118 98 Z" fill="${METAL}" stroke="${METAL_DARK}" stroke-width="2" stroke-linejoin="round"/>
    <path d="M112 96 L200 70 L204 78 L120 106 Z" fill="#c5ccd4" stroke="${METAL_DARK}" stroke-width="2" stroke-linejoin="round"/>
    <circle cx="116" cy="96" r="6" fill="${METAL_DARK}"/>
    <path d="M112 92 Q84 66 56 70 Q32 76 42 100 Q54 120 104 102 Z" fill="${p.fill}" stroke="${p.line}" stroke-width="2.5" stroke-linejoin="round"/>
    <ellipse cx="64" cy="88" rx="14" ry="9" fill="${p.bg}" transform="rotate(-12 64 88)"/>
    <path d="M114 100 Q96 134 70 148 Q50 156 52 134 Q58 114 108 104 Z" fill="${p.fill}" stroke="${p.line}" stroke-width="2.5" stroke-linejoin="round"/>
    <ellipse cx="70" cy="134" rx="12" ry="8" fill="${p.bg}" transform="rotate(-28 70 134)"/>`,

  clog: (p) => `
    <path d="M34 124 L74 124 Q120 136 208 138 Q216 150 204 158 L46 158 Q30 156 34 124 Z" fill="${p.shade}" stroke="${p.line}" stroke-width="2.5" stroke-linejoin="round"/>
    <path d="M38 124 Q36 100 50 94 Q80 102 106 86 Q164 60 204 118 Q210 130 208 138 Q120 136 74 124 Z" fill="${p.fill}" stroke="${p.line}" stroke-width="2.5" stroke-linejoin="round"/>
    <path d="M50 94 Q80 106 106 86" fill="none" stroke="${p.line}" stroke-width="5" stroke-linecap="round"/>
    <path d="M42 118 Q90 126 126 124 Q170 124 204 130" fill="none" stroke="${p.shade}" stroke-width="2" stroke-dasharray="5 5"/>`,

  sneaker: (p) => `
    <path d="M30 130 Q28 152 50 152 L196 152 Q216 150 212 130 Z" fill="${SOLE}" stroke="${p.line}" stroke-width="2.5" stroke-linejoin="round"/>
    <path d="M30 136 L212 136" stroke="${p.shade}" stroke-width="3"/>
    <path d="M34 130 Q30 92 52 84 L86 78 Q104 104 138 100 Q176 98 206 118 L212 130 Z" fill="${p.fill}" stroke="${p.line}" stroke-width="2.5" stroke-linejoin="round"/>
    <path d="M34 110 Q40 88 54 86 L60 112 Z" fill="${p.shade}"/>
    <path d="M96 92 L106 84 M108 98 L118 88 M122 100 L130 90 M136 100 L142 92" stroke="${SOLE}" stroke-width="4" stroke-linecap="round"/>
    <path d="M70 118 Q120 106 180 118" fill="none" stroke="${p.shade}" stroke-width="4" stroke-linecap="round"/>`,
};

const svgCache = new Map<string, string>();

/** The SVG document for one drawing in one palette colour. Cached: inputs are a closed set. */
export function renderIllustration(name: ScrubIllustration, color: ScrubColor): string {
  const key = `${name}:${color}`;
  const cached = svgCache.get(key);
  if (cached) return cached;
  const paint = paintFor(SCRUB_COLORS[color].hex);
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 180" width="240" height="180" role="img">',
    `<rect width="240" height="180" fill="${paint.bg}"/>`,
    DRAWINGS[name](paint).trim(),
    '</svg>',
  ].join('');
  svgCache.set(key, svg);
  return svg;
}

export function paintFor(hex: string): Paint {
  const light = luminance(hex) > 0.6;
  return {
    fill: hex,
    shade: mix(hex, '#000000', light ? 0.18 : 0.28),
    line: light ? '#64748b' : mix(hex, '#000000', 0.5),
    // Light products sit on a cool grey so they stand out; others on a pale tint of themselves.
    bg: light ? '#e2e8f0' : mix(hex, '#ffffff', 0.86),
  };
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function mix(hex: string, other: string, amount: number): string {
  const a = channels(hex);
  const b = channels(other);
  return `#${a
    .map((c, i) => Math.round(c + ((b[i] ?? 0) - c) * amount))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** Relative luminance (WCAG), 0 for black to 1 for white. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
