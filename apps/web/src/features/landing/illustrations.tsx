import { BrandMark } from '../../shared/ui/brand-mark';
import styles from './illustrations.module.css';

/**
 * Decorative inline SVG drawings for the landing page. Everything is self-contained
 * (no external images); each drawing is hidden from assistive technology because the
 * surrounding text already carries the meaning.
 */

interface IconProps {
  className?: string;
}

/** The product's mark (shared with the owner app's splash, header and favicon). */
export function LogoMark({ className }: IconProps) {
  return <BrandMark className={className} />;
}

/* Roof plane of the hero house, a trapezoid; the solar panels are laid out on it. */
const ROOF = { top: 138, bottom: 214, topLeft: 150, topRight: 330, spread: 46 } as const;
const PANEL_ROWS = 2;
const PANEL_COLS = 4;

function roofX(y: number, side: 'left' | 'right'): number {
  const t = (y - ROOF.top) / (ROOF.bottom - ROOF.top);
  return side === 'left' ? ROOF.topLeft - t * ROOF.spread : ROOF.topRight + t * ROOF.spread;
}

/** Panel cells as polygon point strings, computed once from the roof trapezoid. */
const PANELS: readonly string[] = (() => {
  const inset = 12;
  const gap = 5;
  const y0 = ROOF.top + 8;
  const y1 = ROOF.bottom - 8;
  const rowHeight = (y1 - y0 - gap * (PANEL_ROWS - 1)) / PANEL_ROWS;
  const cells: string[] = [];
  for (let row = 0; row < PANEL_ROWS; row += 1) {
    const top = y0 + row * (rowHeight + gap);
    const bottom = top + rowHeight;
    const edges = [top, bottom].map((y) => {
      const left = roofX(y, 'left') + inset;
      const right = roofX(y, 'right') - inset;
      const width = (right - left - gap * (PANEL_COLS - 1)) / PANEL_COLS;
      return { y, left, width };
    });
    for (let col = 0; col < PANEL_COLS; col += 1) {
      const points = edges.flatMap(({ y, left, width }, index) => {
        const a = left + col * (width + gap);
        const b = a + width;
        return index === 0
          ? [`${a.toFixed(1)},${y.toFixed(1)}`, `${b.toFixed(1)},${y.toFixed(1)}`]
          : [`${b.toFixed(1)},${y.toFixed(1)}`, `${a.toFixed(1)},${y.toFixed(1)}`];
      });
      cells.push(points.join(' '));
    }
  }
  return cells;
})();

/** Hero drawing: a house whose roof carries solar panels under a smiling sun. */
export function HeroIllustration({ className }: IconProps) {
  const roofPoints = [
    `${ROOF.topLeft},${ROOF.top}`,
    `${ROOF.topRight},${ROOF.top}`,
    `${roofX(ROOF.bottom, 'right')},${ROOF.bottom}`,
    `${roofX(ROOF.bottom, 'left')},${ROOF.bottom}`,
  ].join(' ');
  return (
    <svg
      className={className}
      viewBox="0 16 480 336"
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid meet"
    >
      <defs>
        <linearGradient id="landing-panel" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2d4a86" />
          <stop offset="1" stopColor="#14213d" />
        </linearGradient>
        <radialGradient id="landing-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#ffd27a" stopOpacity="0.9" />
          <stop offset="1" stopColor="#ffd27a" stopOpacity="0" />
        </radialGradient>
      </defs>

      <circle cx="240" cy="200" r="172" fill="#fff" opacity="0.7" />
      <circle cx="392" cy="78" r="74" fill="url(#landing-glow)" />
      <g className={styles.sunRays} stroke="#ffb000" strokeWidth="6" strokeLinecap="round">
        <path d="M392 18v14M392 124v14M332 78h14M438 78h14M350 36l10 10M424 110l10 10M434 36l-10 10M360 110l-10 10" />
      </g>
      <circle cx="392" cy="78" r="30" fill="#ff8a00" />
      <path
        d="M380 82q12 10 24 0"
        fill="none"
        stroke="#14213d"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="382" cy="72" r="3" fill="#14213d" />
      <circle cx="402" cy="72" r="3" fill="#14213d" />

      <g className={styles.cloud} fill="#fff">
        <ellipse cx="96" cy="86" rx="38" ry="16" />
        <ellipse cx="118" cy="76" rx="26" ry="18" />
        <ellipse cx="80" cy="78" rx="18" ry="13" />
      </g>

      <rect x="40" y="322" width="400" height="18" rx="9" fill="#cfe8c4" />
      <ellipse cx="240" cy="330" rx="190" ry="10" fill="#b7dca7" />

      <rect
        x="118"
        y="214"
        width="244"
        height="112"
        rx="6"
        fill="#fff"
        stroke="#14213d"
        strokeWidth="4"
      />
      <polygon
        points={roofPoints}
        fill="#e6e8eb"
        stroke="#14213d"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      {PANELS.map((points) => (
        <polygon key={points} points={points} fill="url(#landing-panel)" />
      ))}
      <path
        d="M196 152l14 0M284 152l14 0"
        stroke="#9fb4e0"
        strokeWidth="2"
        strokeLinecap="round"
        opacity="0.7"
      />

      <rect
        x="146"
        y="240"
        width="56"
        height="44"
        rx="4"
        fill="#fff3e3"
        stroke="#14213d"
        strokeWidth="3"
      />
      <path d="M174 240v44M146 262h56" stroke="#14213d" strokeWidth="3" />
      <rect
        x="278"
        y="250"
        width="52"
        height="76"
        rx="4"
        fill="#ff8a00"
        stroke="#14213d"
        strokeWidth="3"
      />
      <circle cx="318" cy="290" r="3.5" fill="#14213d" />
      <rect
        x="218"
        y="242"
        width="42"
        height="34"
        rx="4"
        fill="#fff3e3"
        stroke="#14213d"
        strokeWidth="3"
      />

      <g>
        <rect x="372" y="262" width="10" height="64" rx="4" fill="#8a5a2b" />
        <circle cx="377" cy="252" r="26" fill="#7cc46a" />
        <circle cx="392" cy="266" r="16" fill="#68b257" />
      </g>

      <g className={styles.coin}>
        <circle cx="72" cy="226" r="24" fill="#ffc94d" stroke="#14213d" strokeWidth="3" />
        <path
          d="M62 216l5 20 5-14 5 14 5-20M60 226h24"
          fill="none"
          stroke="#14213d"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
    </svg>
  );
}

const iconProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export function CalendarIcon({ className }: IconProps) {
  return (
    <svg className={className} {...iconProps}>
      <rect x="3" y="5" width="18" height="16" rx="3" />
      <path d="M3 10h18M8 3v4M16 3v4M8 15h3M13 15h3" />
    </svg>
  );
}

export function CertificateIcon({ className }: IconProps) {
  return (
    <svg className={className} {...iconProps}>
      <rect x="3" y="4" width="18" height="13" rx="2" />
      <path d="M7 9h10M7 13h5" />
      <circle cx="16.5" cy="16.5" r="3" />
      <path d="M15 19l-1 3 2.5-1 2.5 1-1-3" />
    </svg>
  );
}

export function GovernmentIcon({ className }: IconProps) {
  return (
    <svg className={className} {...iconProps}>
      <path d="M3 9l9-5 9 5M4 21h16M6 10v8M10 10v8M14 10v8M18 10v8" />
    </svg>
  );
}

export function FreeIcon({ className }: IconProps) {
  return (
    <svg className={className} {...iconProps}>
      <path d="M20.6 13.4l-7.2 7.2a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8z" />
      <circle cx="8" cy="8" r="1.5" />
    </svg>
  );
}

export function SunIcon({ className }: IconProps) {
  return (
    <svg className={className} {...iconProps}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M19.1 4.9l-1.4 1.4M6.3 17.7l-1.4 1.4" />
    </svg>
  );
}

export function PanelIcon({ className }: IconProps) {
  return (
    <svg className={className} {...iconProps}>
      <path d="M5 4h14l2 11H3z" />
      <path d="M4 9.5h16M9.5 4l-1 11M14.5 4l1 11M12 15v5M8 20h8" />
    </svg>
  );
}

export function PlugIcon({ className }: IconProps) {
  return (
    <svg className={className} {...iconProps}>
      <path d="M9 3v5M15 3v5M6 8h12v3a6 6 0 0 1-12 0zM12 17v4" />
    </svg>
  );
}

export function WalletIcon({ className }: IconProps) {
  return (
    <svg className={className} {...iconProps}>
      <path d="M4 7h15a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h11" />
      <path d="M16 13.5h2" />
    </svg>
  );
}

export function SearchIcon({ className }: IconProps) {
  return (
    <svg className={className} {...iconProps}>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </svg>
  );
}

export function AppleLogo({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12.15 6.9c-.95 0-2.42-1.08-3.96-1.04-2.04.03-3.91 1.18-4.96 3.01-2.12 3.68-.55 9.1 1.52 12.09 1.01 1.45 2.2 3.09 3.79 3.04 1.52-.07 2.09-.99 3.93-.99 1.83 0 2.35.99 3.96.95 1.64-.03 2.68-1.48 3.68-2.95 1.16-1.69 1.64-3.33 1.66-3.42-.04-.01-3.18-1.22-3.22-4.86-.03-3.04 2.48-4.49 2.6-4.56-1.43-2.09-3.62-2.32-4.39-2.38-2-.16-3.68 1.09-4.61 1.09zm3.38-3.07c.84-1.01 1.4-2.43 1.25-3.83-1.21.05-2.66.81-3.53 1.82-.78.9-1.45 2.34-1.27 3.71 1.34.1 2.71-.69 3.55-1.7z"
      />
    </svg>
  );
}

export function GooglePlayLogo({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <polygon points="3.5,2 14,12 3.5,22" fill="#2f9bf0" />
      <polygon points="3.5,2 17.2,9.1 14,12" fill="#34c16b" />
      <polygon points="17.2,9.1 21.5,11.4 21.5,12.6 17.2,14.9 14,12" fill="#ffc21a" />
      <polygon points="14,12 17.2,14.9 3.5,22" fill="#f0473e" />
    </svg>
  );
}
