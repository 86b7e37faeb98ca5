// The sun over many sites on one series of instants: the site-independent half of SPA kept as a
// track, then the observer's half per site with one transcendental call per instant.
// I. Reda and A. Andreas, "Solar position algorithm for solar radiation applications", Solar
// Energy 76(5), 577-589, 2004; the same steps as position.ts `solarPositionInto`.
import {
  DEFAULT_DELTA_T_S,
  TOPO_SIN_E0,
  azimuthTrigInto,
  greenwichHourAngleDeg,
  observerTerms,
  topocentricInto,
} from './spa-observer.js';
import type { SpaSite } from './spa-observer.js';
import { SunEphemerisWindow } from './sun-ephemeris.js';

const RAD = Math.PI / 180;
const DEG = 180 / Math.PI;

/**
 * The half of the sun's position that does not depend on the observer, for a series of instants:
 * the Greenwich apparent hour angle (apparent sidereal time minus right ascension) as its cosine
 * and sine, the declination's sine and cosine and the parallax's sine. With these an observer's
 * position needs no trigonometric call for the hour angle (H = GHA + longitude by angle
 * addition), so a series shared by many sites, a typical year above all, pays the ephemeris and
 * the sidereal time once ({@link solarGeometryFromTrackInto}).
 */
export interface SunTrack {
  length: number;
  deltaTS: number;
  cosGha: Float64Array;
  sinGha: Float64Array;
  sinDelta: Float64Array;
  cosDelta: Float64Array;
  sinXi: Float64Array;
}

/** The {@link SunTrack} of `unixS` with TT - UT1 = `deltaTS` (the values solarPositionInto uses). */
export function computeSunTrack(unixS: ArrayLike<number>, deltaTS = DEFAULT_DELTA_T_S): SunTrack {
  const n = unixS.length;
  const buffer = new ArrayBuffer(n * 5 * 8);
  const f64 = (k: number): Float64Array => new Float64Array(buffer, k * n * 8, n);
  const track: SunTrack = {
    length: n,
    deltaTS,
    cosGha: f64(0),
    sinGha: f64(1),
    sinDelta: f64(2),
    cosDelta: f64(3),
    sinXi: f64(4),
  };
  const window = new SunEphemerisWindow(deltaTS);
  for (let i = 0; i < n; i++) {
    const t = unixS[i]!;
    window.at(t);
    const sinDelta = window.sinDelta;
    const gDeg = greenwichHourAngleDeg(t, window.eqEqDeg, window.alphaDeg);
    const gRad = (gDeg - 360 * Math.floor(gDeg / 360)) * RAD;
    track.cosGha[i] = Math.cos(gRad);
    track.sinGha[i] = Math.sin(gRad);
    track.sinDelta[i] = sinDelta;
    track.cosDelta[i] = Math.sqrt(1 - sinDelta * sinDelta);
    track.sinXi[i] = window.sinXi;
  }
  return track;
}

/**
 * Columns written by {@link solarGeometryFromTrackInto}; angles in degrees. The azimuth is given
 * by its cosine and sine ({@link azimuthDegFromTrig} for the angle).
 */
export interface SolarGeometryArrays {
  zenithDeg: Float64Array;
  apparentZenithDeg: Float64Array;
  /** Cosine and sine of the apparent zenith. */
  cosZenith: Float64Array;
  sinZenith: Float64Array;
  cosAzimuth: Float64Array;
  sinAzimuth: Float64Array;
}

const topo = new Float64Array(3);

/**
 * The observer half of SPA on a {@link SunTrack}: the same steps as `solarPositionInto`
 * (parallax, topocentric elevation, refraction, azimuth), with the hour angle's cosine and sine
 * from the track by angle addition, the refraction's cotangent by angle addition from the true
 * elevation's sine and cosine, and the apparent zenith's cosine and sine from those and the
 * refraction's (short series in angles below 0.042 rad, exact to rounding): the one
 * transcendental call left per instant is the elevation's arcsine.
 * Agrees with solarPositionInto to rounding (position.test.ts).
 */
export function solarGeometryFromTrackInto(
  track: SunTrack,
  site: SpaSite,
  out: SolarGeometryArrays,
): void {
  const o = observerTerms(site);
  if (o.deltaTS !== track.deltaTS) {
    throw new Error(`the track was computed with deltaT ${track.deltaTS} s, not ${o.deltaTS} s`);
  }
  const { refractionScale, refractionLimitDeg } = o;
  const lonRad = o.lonDeg * RAD;
  const cosLon = Math.cos(lonRad);
  const sinLon = Math.sin(lonRad);
  const { cosGha, sinGha, sinDelta, cosDelta, sinXi } = track;
  const { zenithDeg, apparentZenithDeg, cosZenith, sinZenith, cosAzimuth, sinAzimuth } = out;
  const n = track.length;
  for (let i = 0; i < n; i++) {
    const cg = cosGha[i]!;
    const sg = sinGha[i]!;
    const cosH = cg * cosLon - sg * sinLon;
    const sinH = sg * cosLon + cg * sinLon;
    topocentricInto(cosH, sinH, cosDelta[i]!, sinDelta[i]!, sinXi[i]!, o, topo);
    const sinE0 = topo[TOPO_SIN_E0]!;
    const e0Deg = Math.asin(sinE0) * DEG;
    const cosE0 = Math.sqrt(1 - sinE0 * sinE0);
    let dE = 0;
    if (e0Deg >= refractionLimitDeg) {
      // SPA eq. 43's cot(e0 + c), c = 10.3 / (e0 + 5.11) degrees, by angle addition from e0's
      // sine and cosine (known) and c's (0 < c < 0.042 rad: the series to c^5 and c^4 are exact
      // to rounding); e0 + c > 1.5 degrees, so the denominator stays away from 0.
      const c = (10.3 / (e0Deg + 5.11)) * RAD;
      const c2 = c * c;
      const sinC = c * (1 - c2 * (1 / 6 - c2 / 120));
      const cosC = 1 - c2 * (0.5 - c2 * (1 / 24 - c2 / 720));
      dE = (refractionScale / 60) * ((cosE0 * cosC - sinE0 * sinC) / (sinE0 * cosC + cosE0 * sinC));
    }
    const eDeg = e0Deg + dE;
    zenithDeg[i] = 90 - e0Deg;
    apparentZenithDeg[i] = 90 - eDeg;

    // cos(apparent zenith) = sin(e0 + dE), sin(apparent zenith) = cos(e0 + dE); |dE| < 0.011
    // rad, so the series to dE^5 is exact to rounding.
    const d = dE * RAD;
    const d2 = d * d;
    const cosD = 1 - d2 * (0.5 - d2 / 24);
    const sinD = d * (1 - d2 * (1 / 6 - d2 / 120));
    cosZenith[i] = sinE0 * cosD + cosE0 * sinD;
    sinZenith[i] = cosE0 * cosD - sinE0 * sinD;

    azimuthTrigInto(topo, cosAzimuth, sinAzimuth, i);
  }
}

/**
 * Azimuths in degrees (clockwise from north, [0, 360)) from their cosines and sines, as
 * solarPositionInto writes them (to rounding). The model chain needs only the cosine and sine,
 * so geometry on a track computes the angle when it is read.
 */
export function azimuthDegFromTrig(
  cosAzimuth: Float64Array,
  sinAzimuth: Float64Array,
): Float64Array {
  const n = cosAzimuth.length;
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    // azimuth = gamma + 180 with (cos, sin)(gamma) = -(cos, sin)(azimuth).
    const az = Math.atan2(-sinAzimuth[i]!, -cosAzimuth[i]!) * DEG + 180;
    out[i] = az >= 360 ? az - 360 : az;
  }
  return out;
}
