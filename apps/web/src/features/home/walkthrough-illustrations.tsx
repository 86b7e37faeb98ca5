/**
 * The four drawings of the walkthrough (spec section 2), one per slide and each telling its slide's
 * text: an address turned into a profit forecast, a parcel with its checked conditions,
 * contractors answering a request, and two proposals compared with one confirmed. Inline SVG,
 * hidden from assistive technology: the slide's title and text carry the meaning.
 */

const ORANGE = '#ff8a00';
const SOFT = '#ffd9a8';
const NAVY = '#14213d';
const PANEL = '#1f3a68';
const WHITE = '#fff';
const LINE = '#e6e8eb';

/** An open line with round ends and joins: the arrows, ticks and trend lines. */
function Stroke({ d, color, width }: { d: string; color: string; width: number }) {
  return (
    <path
      d={d}
      fill="none"
      stroke={color}
      strokeWidth={width}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}

/** A proposal: a white sheet with its title and two lines of text, outlined in `outline`. */
function ProposalSheet(props: {
  x: number;
  y: number;
  width: number;
  height: number;
  outline: string;
  outlineWidth: number;
}) {
  const { x, y, width } = props;
  const left = x + 16;
  return (
    <>
      <rect
        x={x}
        y={y}
        width={width}
        height={props.height}
        rx="10"
        fill={WHITE}
        stroke={props.outline}
        strokeWidth={props.outlineWidth}
      />
      <rect x={left} y={y + 20} width={width / 2} height="8" rx="4" fill={NAVY} />
      <rect x={left} y={y + 40} width={width - 32} height="6" rx="3" fill={LINE} />
      <rect x={left} y={y + 54} width={width - 40} height="6" rx="3" fill={LINE} />
    </>
  );
}

/** Slide 1: an address typed on a phone becomes rising yearly profit bars. */
function AddressToProfit() {
  return (
    <>
      <circle cx="262" cy="46" r="22" fill={ORANGE} />
      <rect x="40" y="26" width="108" height="168" rx="16" fill={NAVY} />
      <rect x="48" y="40" width="92" height="140" rx="8" fill={WHITE} />
      <rect x="56" y="52" width="76" height="18" rx="9" fill={LINE} />
      <circle cx="66" cy="61" r="4" fill="none" stroke={NAVY} strokeWidth="2" />
      <rect x="76" y="59" width="44" height="4" rx="2" fill={NAVY} />
      <path d="M94 84c-9 0-16 7-16 16 0 12 16 28 16 28s16-16 16-28c0-9-7-16-16-16z" fill={ORANGE} />
      <circle cx="94" cy="100" r="6" fill={WHITE} />
      <rect x="62" y="140" width="64" height="8" rx="4" fill={LINE} />
      <rect x="62" y="154" width="40" height="8" rx="4" fill={LINE} />
      <path d="M158 110h22" stroke={NAVY} strokeWidth="4" strokeLinecap="round" />
      <Stroke d="M174 102l8 8-8 8" color={NAVY} width={4} />
      <rect x="196" y="74" width="96" height="108" rx="14" fill={WHITE} />
      <rect x="210" y="142" width="14" height="26" rx="3" fill={SOFT} />
      <rect x="230" y="128" width="14" height="40" rx="3" fill={SOFT} />
      <rect x="250" y="112" width="14" height="56" rx="3" fill={ORANGE} />
      <rect x="270" y="94" width="14" height="74" rx="3" fill={ORANGE} />
      <Stroke d="M208 118l22-14 20-6 28-16" color={NAVY} width={3} />
    </>
  );
}

/** Slide 2: a parcel on the cadastral map with panels on it, and its conditions checked. */
function ParcelChecks() {
  const rows = [0, 1, 2, 3];
  return (
    <>
      <g stroke={SOFT} strokeWidth="2">
        <path d="M20 60h150M20 110h150M20 160h150M60 24v166M120 24v166" />
      </g>
      <path
        d="M42 70l96-24 22 96-104 30z"
        fill={WHITE}
        stroke={ORANGE}
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <g fill={PANEL}>
        <path d="M64 86l62-15 5 21-62 15z" />
        <path d="M72 116l62-15 5 21-62 15z" />
      </g>
      <rect x="188" y="36" width="112" height="148" rx="14" fill={WHITE} />
      {rows.map((row) => (
        <g key={row} transform={`translate(0 ${row * 32})`}>
          <circle cx="208" cy="62" r="9" fill={ORANGE} />
          <Stroke d="M203.5 62l3 3 6-6" color={WHITE} width={2.5} />
          <rect x="224" y="58" width={row % 2 === 0 ? 60 : 46} height="8" rx="4" fill={LINE} />
        </g>
      ))}
    </>
  );
}

/** Slide 3: contractors, hard hats on, answering the owner's request for a roof. */
function ContractorsApply() {
  const people = [
    { x: 56, y: 126 },
    { x: 112, y: 98 },
    { x: 168, y: 126 },
  ];
  return (
    <>
      <rect x="206" y="104" width="64" height="74" fill={WHITE} />
      <path d="M192 108l46-40 46 40z" fill={NAVY} />
      <path d="M218 96l20-17 20 17z" fill={PANEL} stroke={SOFT} strokeWidth="1.5" />
      <rect x="228" y="140" width="20" height="38" rx="3" fill={SOFT} />
      <circle cx="280" cy="44" r="16" fill={ORANGE} />
      <Stroke d="M273 44l5 5 9-10" color={WHITE} width={3} />
      {people.map(({ x, y }) => (
        <g key={x}>
          <path d={`M${x - 24} ${y + 58}a24 26 0 0 1 48 0z`} fill={NAVY} />
          <circle cx={x} cy={y + 12} r="16" fill={SOFT} />
          <path d={`M${x - 19} ${y + 6}a19 17 0 0 1 38 0z`} fill={ORANGE} />
          <rect x={x - 22} y={y + 4} width="44" height="5" rx="2.5" fill={ORANGE} />
        </g>
      ))}
    </>
  );
}

/** Slide 4: two proposals side by side, the chosen one stamped as confirmed. */
function CompareProposals() {
  return (
    <>
      <g transform="rotate(-6 92 112)">
        <ProposalSheet x={44} y={40} width={96} height={132} outline={LINE} outlineWidth={2} />
        <rect x="60" y="120" width="64" height="30" rx="6" fill={LINE} />
      </g>
      <ProposalSheet x={168} y={30} width={104} height={144} outline={ORANGE} outlineWidth={4} />
      <rect x="184" y="108" width="16" height="30" rx="3" fill={SOFT} />
      <rect x="206" y="98" width="16" height="40" rx="3" fill={ORANGE} />
      <rect x="228" y="88" width="16" height="50" rx="3" fill={ORANGE} />
      <circle cx="262" cy="160" r="26" fill={ORANGE} />
      <Stroke d="M250 160l8 8 15-16" color={WHITE} width={5} />
    </>
  );
}

const DRAWINGS = [AddressToProfit, ParcelChecks, ContractorsApply, CompareProposals] as const;

/** The drawing of slide `index` (0 to 3). */
export function WalkthroughIllustration({
  index,
  className,
}: {
  index: number;
  className?: string;
}) {
  const Drawing = DRAWINGS[index] ?? AddressToProfit;
  return (
    <svg
      className={className}
      viewBox="0 0 320 220"
      aria-hidden="true"
      focusable="false"
      data-slide={index + 1}
    >
      <Drawing />
    </svg>
  );
}
