// Geocentric apparent sun: the half of the NREL Solar Position Algorithm that depends only on
// time, not on the observer. I. Reda and A. Andreas, "Solar position algorithm for solar
// radiation applications", Solar Energy 76(5), 577-589, 2004 (NREL/TP-560-34302, revised 2008),
// steps 3.2-3.8: Earth heliocentric longitude, latitude and radius (VSOP87 periodic terms),
// nutation, true obliquity, aberration, apparent longitude, geocentric right ascension and
// declination.
//
// These series are the bulk of SPA's cost (about 230 cosines plus 63 sines and cosines per
// instant) yet they vary smoothly with time, so a series of instants can evaluate them exactly on
// a coarse grid of days and interpolate in between (see `SunEphemerisWindow`). The observer part
// (hour angle, parallax, refraction) stays exact per instant, in position.ts.
import { B0, B1, L0, L1, L2, L3, L4, L5, NUTATION, R0, R1, R2, R3, R4 } from './data/spa-tables.js';

const RAD = Math.PI / 180;
const DEG = 180 / Math.PI;

/** Unix epoch as a Julian day. */
export const UNIX_EPOCH_JD = 2440587.5;
const J2000_JD = 2451545;

// Typed copies of the periodic-term tables: contiguous doubles for the inner loops.
const L_TABLES = [L0, L1, L2, L3, L4, L5].map((t) => Float64Array.from(t));
const B_TABLES = [B0, B1].map((t) => Float64Array.from(t));
const R_TABLES = [R0, R1, R2, R3, R4].map((t) => Float64Array.from(t));
const NUTATION_ROWS = NUTATION.length / 9;
/** Per nutation row: (a + b JCE) and (c + d JCE) coefficients, 0.0001 arc seconds. */
const NUTATION_COEFFS = Float64Array.from({ length: NUTATION_ROWS * 4 }, (_, i) => {
  const row = Math.floor(i / 4);
  return NUTATION[row * 9 + 5 + (i % 4)]!;
});
/** Largest |Y| multiplier of a fundamental argument in the nutation table (3, for X2). */
const NUTATION_MAX_MULTIPLE = 3;
const MULTIPLES = 2 * NUTATION_MAX_MULTIPLE + 1;
/**
 * Per nutation row and fundamental argument j, the slot of (cos, sin)(Y_j X_j) in the table of
 * multiples that `geocentricSunInto` builds for each instant.
 */
const NUTATION_SLOTS = Int32Array.from({ length: NUTATION_ROWS * 5 }, (_, i) => {
  const row = Math.floor(i / 5);
  const j = i % 5;
  return 2 * (j * MULTIPLES + NUTATION[row * 9 + j]! + NUTATION_MAX_MULTIPLE);
});
const multiples = new Float64Array(5 * MULTIPLES * 2);
const fundamentalsDeg = new Float64Array(5);

function periodicSum(table: Float64Array, jme: number): number {
  let s = 0;
  for (let k = 0; k < table.length; k += 3) {
    s += table[k]! * Math.cos(table[k + 1]! + table[k + 2]! * jme);
  }
  return s;
}

/** SPA eq. 9-11: sum over the tables of jme^i * sum_i, Horner form, over 1e8. */
function seriesHorner(tables: readonly Float64Array[], jme: number): number {
  let s = 0;
  for (let i = tables.length - 1; i >= 0; i--) s = s * jme + periodicSum(tables[i]!, jme);
  return s / 1e8;
}

function mod360(x: number): number {
  const r = x % 360;
  return r < 0 ? r + 360 : r;
}

/** Slots of the array written by {@link geocentricSunInto}. */
export const GEOCENTRIC_ALPHA_DEG = 0;
export const GEOCENTRIC_DELTA_RAD = 1;
export const GEOCENTRIC_R_AU = 2;
export const GEOCENTRIC_DPSI_DEG = 3;
export const GEOCENTRIC_EPS_RAD = 4;
export const GEOCENTRIC_LENGTH = 5;

/**
 * Exact SPA geocentric sun at Julian day `jd` (UT) with TT - UT1 = `deltaTS` seconds. Writes
 * [right ascension (deg, 0-360), declination (rad), Earth-sun distance (AU), nutation in
 * longitude (deg), true obliquity (rad)] at `out[offset..offset + 5)`.
 */
export function geocentricSunInto(
  jd: number,
  deltaTS: number,
  out: Float64Array,
  offset = 0,
): void {
  const jde = jd + deltaTS / 86400;
  const jce = (jde - J2000_JD) / 36525;
  const jme = jce / 10;

  // Earth heliocentric longitude, latitude (degrees) and radius vector (AU); SPA 3.2.
  const lDeg = mod360(seriesHorner(L_TABLES, jme) * DEG);
  const bDeg = seriesHorner(B_TABLES, jme) * DEG;
  const rAu = seriesHorner(R_TABLES, jme);

  // Geocentric longitude and latitude; SPA 3.3.
  const thetaDeg = mod360(lDeg + 180);
  const betaDeg = -bDeg;

  // Nutation in longitude and obliquity (degrees); SPA 3.4.
  const jce2 = jce * jce;
  const jce3 = jce2 * jce;
  const x0 = 297.85036 + 445267.11148 * jce - 0.0019142 * jce2 + jce3 / 189474;
  const x1 = 357.52772 + 35999.05034 * jce - 0.0001603 * jce2 - jce3 / 300000;
  const x2 = 134.96298 + 477198.867398 * jce + 0.0086972 * jce2 + jce3 / 56250;
  const x3 = 93.27191 + 483202.017538 * jce - 0.0036825 * jce2 + jce3 / 327270;
  const x4 = 125.04452 - 1934.136261 * jce + 0.0020708 * jce2 + jce3 / 450000;
  // Each term's argument is an integer combination sum(Y_j X_j), |Y_j| <= 3, so its sine and
  // cosine follow from those of X0..X4 by angle addition: 10 trigonometric calls per instant
  // instead of 126, with the same result to rounding (1e-15).
  fundamentalsDeg[0] = x0;
  fundamentalsDeg[1] = x1;
  fundamentalsDeg[2] = x2;
  fundamentalsDeg[3] = x3;
  fundamentalsDeg[4] = x4;
  for (let j = 0; j < 5; j++) {
    const xRad = fundamentalsDeg[j]! * RAD;
    const c1 = Math.cos(xRad);
    const s1 = Math.sin(xRad);
    const mid = 2 * (j * MULTIPLES + NUTATION_MAX_MULTIPLE);
    multiples[mid] = 1;
    multiples[mid + 1] = 0;
    let c = 1;
    let sn = 0;
    for (let m = 1; m <= NUTATION_MAX_MULTIPLE; m++) {
      const cNext = c * c1 - sn * s1;
      sn = sn * c1 + c * s1;
      c = cNext;
      multiples[mid + 2 * m] = c;
      multiples[mid + 2 * m + 1] = sn;
      multiples[mid - 2 * m] = c;
      multiples[mid - 2 * m + 1] = -sn;
    }
  }
  let dPsiSum = 0;
  let dEpsSum = 0;
  for (let row = 0; row < NUTATION_ROWS; row++) {
    let c = 1;
    let sn = 0;
    for (let j = 0; j < 5; j++) {
      const slot = NUTATION_SLOTS[row * 5 + j]!;
      const cj = multiples[slot]!;
      const sj = multiples[slot + 1]!;
      const cNext = c * cj - sn * sj;
      sn = sn * cj + c * sj;
      c = cNext;
    }
    const k = row * 4;
    dPsiSum += (NUTATION_COEFFS[k]! + NUTATION_COEFFS[k + 1]! * jce) * sn;
    dEpsSum += (NUTATION_COEFFS[k + 2]! + NUTATION_COEFFS[k + 3]! * jce) * c;
  }
  const dPsiDeg = dPsiSum / 36000000;
  const dEpsDeg = dEpsSum / 36000000;

  // True obliquity of the ecliptic; SPA 3.5.
  const uu = jme / 10;
  const eps0Arcsec =
    84381.448 +
    uu *
      (-4680.93 +
        uu *
          (-1.55 +
            uu *
              (1999.25 +
                uu *
                  (-51.38 +
                    uu *
                      (-249.67 +
                        uu * (-39.05 + uu * (7.12 + uu * (27.87 + uu * (5.79 + uu * 2.45)))))))));
  const epsRad = (eps0Arcsec / 3600 + dEpsDeg) * RAD;

  // Aberration, apparent sun longitude, geocentric right ascension and declination; SPA 3.6-3.9.
  const lambdaRad = (thetaDeg + dPsiDeg - 20.4898 / (3600 * rAu)) * RAD;
  const betaRad = betaDeg * RAD;
  const sinLambda = Math.sin(lambdaRad);
  const alphaDeg = mod360(
    Math.atan2(
      sinLambda * Math.cos(epsRad) - Math.tan(betaRad) * Math.sin(epsRad),
      Math.cos(lambdaRad),
    ) * DEG,
  );
  const deltaRad = Math.asin(
    Math.sin(betaRad) * Math.cos(epsRad) + Math.cos(betaRad) * Math.sin(epsRad) * sinLambda,
  );

  out[offset + GEOCENTRIC_ALPHA_DEG] = alphaDeg;
  out[offset + GEOCENTRIC_DELTA_RAD] = deltaRad;
  out[offset + GEOCENTRIC_R_AU] = rAu;
  out[offset + GEOCENTRIC_DPSI_DEG] = dPsiDeg;
  out[offset + GEOCENTRIC_EPS_RAD] = epsRad;
}

/**
 * Spacing h of the exact ephemeris nodes, days (nodes at 00:00 UT of every other day since
 * 1970-01-01, so a node's value depends only on its date and deltaT).
 *
 * Error budget of the interpolation (4-point Lagrange cubic on the central interval): for a
 * periodic term of amplitude A and angular rate w (rad/day) the error is at most
 * (9/16) / 24 * A * (w h)^4 = 0.0234 A (w h)^4; slow terms (the year, the mean motion) add
 * nothing measurable. Summed over every term of SPA's tables (Reda & Andreas 2004, Tables A4.2
 * and A4.3) with h = 2 days: Earth longitude 0.008" (mostly the 29.5-day lunar term, 6.5"),
 * latitude 0.0006", nutation in longitude 0.011" and in obliquity 0.005" (the 13.7- and 9.1-day
 * terms). So right ascension, declination and hour angle are within 0.025" = 7e-6 degree of exact
 * SPA, 40 times inside SPA's own stated uncertainty (+/- 0.0003 degree, Reda & Andreas 2004,
 * abstract) and 1 400 times inside the engine's 0.01 degree parity tolerance; the parallax
 * term sin(xi) and the radius vector move by less than 1e-9 relative. The observer steps are exact,
 * so zenith inherits the same bound and azimuth the bound / sin(zenith) (only a sun within a
 * fraction of a degree of the zenith amplifies it). Measured over full years at six sites
 * (position.test.ts): zenith <= 3.7e-6 degree. With h = 1 day the bound is 16 times smaller and
 * the node cost twice as large (about 1 ms for a year), which is what h = 2 saves.
 */
export const EPHEMERIS_NODE_SPACING_DAYS = 2;

/** Slots of one node and of one set of cubic coefficients. */
// (order fixed: `at` reads the coefficients in this order)
const Q_ALPHA = 0;
const Q_SIN_DELTA = 1;
const Q_SIN_XI = 2;
const Q_EQ_EQ = 3;
const Q = 4;

/**
 * A sliding window of four exact ephemeris nodes and the cubic through them, for instants in
 * order (any order works; in-order instants compute one new node per day). Node values depend
 * only on the node's day and on deltaT, so the answer for an instant does not depend on which
 * other instants share the series.
 */
export class SunEphemerisWindow {
  /** Cubic coefficients c0..c3 per quantity (slot q * 4 + power), for s in [0, 1). */
  private readonly coeffs = new Float64Array(Q * 4);
  private readonly nodes = new Float64Array(Q * 4);
  private readonly scratch = new Float64Array(GEOCENTRIC_LENGTH);
  private nodeIndex = Number.NaN;
  private block: Float64Array | undefined = undefined;
  private blockIndex = Number.NaN;

  constructor(private readonly deltaTS: number) {}

  /** Right ascension at the last instant given to {@link at}, degrees (not wrapped to 0-360). */
  alphaDeg = 0;
  /** Sine of the declination. */
  sinDelta = 0;
  /** Sine of the equatorial horizontal parallax of the sun (SPA eq. 33). */
  sinXi = 0;
  /** Nutation in right ascension dPsi cos(eps), degrees (SPA eq. 15). */
  eqEqDeg = 0;

  /** Interpolates the geocentric sun at `unixS` into the four fields above. */
  at(unixS: number): void {
    const u = unixS / (86400 * EPHEMERIS_NODE_SPACING_DAYS);
    const k = Math.floor(u);
    if (k !== this.nodeIndex) {
      if (k === this.nodeIndex + 1) {
        this.nodes.copyWithin(0, Q, Q * 4);
        this.fillNode(3, k + 2);
      } else {
        for (let j = 0; j < 4; j++) this.fillNode(j, k - 1 + j);
      }
      this.nodeIndex = k;
      this.fit();
    }
    const s = u - k;
    const c = this.coeffs;
    this.alphaDeg = c[0]! + s * (c[1]! + s * (c[2]! + s * c[3]!));
    this.sinDelta = c[4]! + s * (c[5]! + s * (c[6]! + s * c[7]!));
    this.sinXi = c[8]! + s * (c[9]! + s * (c[10]! + s * c[11]!));
    this.eqEqDeg = c[12]! + s * (c[13]! + s * (c[14]! + s * c[15]!));
  }

  private fillNode(slot: number, k: number): void {
    const blockIndex = Math.floor(k / NODES_PER_BLOCK);
    if (blockIndex !== this.blockIndex || this.block === undefined) {
      this.block = nodeBlock(this.deltaTS, blockIndex);
      this.blockIndex = blockIndex;
    }
    const block = this.block;
    const o = (k - blockIndex * NODES_PER_BLOCK) * Q;
    if (block === undefined || Number.isNaN(block[o + Q_ALPHA]!)) {
      const g = this.scratch;
      geocentricSunInto(k * EPHEMERIS_NODE_SPACING_DAYS + UNIX_EPOCH_JD, this.deltaTS, g);
      const alphaDeg = g[GEOCENTRIC_ALPHA_DEG]!;
      const sinDelta = Math.sin(g[GEOCENTRIC_DELTA_RAD]!);
      const sinXi = Math.sin((8.794 / (3600 * g[GEOCENTRIC_R_AU]!)) * RAD);
      const eqEqDeg = g[GEOCENTRIC_DPSI_DEG]! * Math.cos(g[GEOCENTRIC_EPS_RAD]!);
      const r = this.nodes;
      const n = slot * Q;
      r[n + Q_ALPHA] = alphaDeg;
      r[n + Q_SIN_DELTA] = sinDelta;
      r[n + Q_SIN_XI] = sinXi;
      r[n + Q_EQ_EQ] = eqEqDeg;
      if (block !== undefined) block.set(r.subarray(n, n + Q), o);
      return;
    }
    this.nodes.set(block.subarray(o, o + Q), slot * Q);
  }

  /** Cubic through nodes at -1, 0, 1, 2 (Lagrange, in power form about node 0). */
  private fit(): void {
    const r = this.nodes;
    const c = this.coeffs;
    for (let q = 0; q < Q; q++) {
      const p0 = r[Q + q]!;
      let pm = r[q]!;
      let p1 = r[2 * Q + q]!;
      let p2 = r[3 * Q + q]!;
      if (q === Q_ALPHA) {
        // Right ascension wraps at 360; it moves about 1 degree a day.
        pm = unwrapNear(pm, p0);
        p1 = unwrapNear(p1, p0);
        p2 = unwrapNear(p2, p0);
      }
      c[q * 4] = p0;
      c[q * 4 + 1] = -pm / 3 - p0 / 2 + p1 - p2 / 6;
      c[q * 4 + 2] = pm / 2 - p0 + p1 / 2;
      c[q * 4 + 3] = (p2 - pm) / 6 + (p0 - p1) / 2;
    }
  }
}

/**
 * Node values are a pure function of (deltaT, node day), and most series of an application fall
 * in the same few years (the synthetic year is 2023 for every station), so nodes are kept in
 * blocks of 32 (64 days) per deltaT, the oldest dropped beyond 256 blocks (45 years, 260 KB).
 * NaN marks a node not computed yet.
 */
const NODES_PER_BLOCK = 32;
const MAX_NODE_BLOCKS = 256;
const nodeBlocks = new Map<string, Float64Array>();

/** The cache block of nodes for (deltaT, block), or undefined for a non-finite instant. */
function nodeBlock(deltaTS: number, blockIndex: number): Float64Array | undefined {
  if (!Number.isFinite(blockIndex)) return undefined;
  const key = `${deltaTS}:${blockIndex}`;
  let block = nodeBlocks.get(key);
  if (block === undefined) {
    block = new Float64Array(NODES_PER_BLOCK * Q).fill(Number.NaN);
    nodeBlocks.set(key, block);
    if (nodeBlocks.size > MAX_NODE_BLOCKS) {
      const oldest = nodeBlocks.keys().next().value;
      if (oldest !== undefined) nodeBlocks.delete(oldest);
    }
  }
  return block;
}

/** Drops the cached ephemeris nodes (benchmarks of a first use, tests). */
export function clearSunEphemerisCache(): void {
  nodeBlocks.clear();
}

function unwrapNear(x: number, ref: number): number {
  const d = x - ref;
  return d > 180 ? x - 360 : d < -180 ? x + 360 : x;
}
