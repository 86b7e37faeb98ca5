// The sun over a site for a series of instants, as the model chain reads it: zenith and apparent
// zenith, their cosines and sines, the azimuth's cosine and sine, and the Kasten-Young airmass.
// It depends on the place and the instants only, not on the weather or the plane, so it is kept
// per (site, instants) and the site-independent sun track per instants (small LRUs).
import { relativeAirmassFromCos } from './atmosphere.js';
import { DEFAULT_DELTA_T_S } from './spa-observer.js';
import type { SpaSite } from './spa-observer.js';
import { azimuthDegFromTrig, computeSunTrack, solarGeometryFromTrackInto } from './sun-track.js';
import type { SunTrack } from './sun-track.js';

const RAD = Math.PI / 180;

/**
 * The sun over a site for a time index: angles, their cosines and sines, and the airmass. It
 * depends on the place and the instants only, not on the weather or the plane, so it is built
 * once per (site, time index) and shared ({@link siteGeometry} keeps the last few).
 */
export interface SiteGeometry {
  zenithDeg: Float64Array;
  apparentZenithDeg: Float64Array;
  azimuthDeg: Float64Array;
  cosZenith: Float64Array;
  sinZenith: Float64Array;
  cosAzimuth: Float64Array;
  sinAzimuth: Float64Array;
  /** Kasten-Young relative airmass; NaN with the sun below the horizon. */
  airmass: Float64Array;
}

/** Geometry of solar positions (cosines and sines of the azimuth computed when not given). */
export function geometryFromPositions(
  zenithDeg: Float64Array,
  apparentZenithDeg: Float64Array,
  azimuthDeg: Float64Array,
  cosAzimuthIn?: Float64Array,
  sinAzimuthIn?: Float64Array,
): SiteGeometry {
  const n = apparentZenithDeg.length;
  const given = cosAzimuthIn !== undefined && sinAzimuthIn !== undefined;
  // One buffer for the columns (one allocation instead of five).
  const buffer = new ArrayBuffer(n * (given ? 3 : 5) * 8);
  const f64 = (k: number): Float64Array => new Float64Array(buffer, k * n * 8, n);
  const cosZenith = f64(0);
  const sinZenith = f64(1);
  const airmass = f64(2);
  const cosAzimuth = given ? cosAzimuthIn : f64(3);
  const sinAzimuth = given ? sinAzimuthIn : f64(4);
  for (let i = 0; i < n; i++) {
    const z = apparentZenithDeg[i]!;
    const cosZ = Math.cos(z * RAD);
    cosZenith[i] = cosZ;
    sinZenith[i] = Math.sin(z * RAD);
    if (!given) {
      const a = azimuthDeg[i]!;
      cosAzimuth[i] = Math.cos(a * RAD);
      sinAzimuth[i] = Math.sin(a * RAD);
    }
    airmass[i] = z <= 90 ? relativeAirmassFromCos(z, cosZ) : Number.NaN;
  }
  return {
    zenithDeg,
    apparentZenithDeg,
    azimuthDeg,
    cosZenith,
    sinZenith,
    cosAzimuth,
    sinAzimuth,
    airmass,
  };
}

/** A value kept for a series of instants, most recent last, at most `size` entries. */
class InstantsLru<T> {
  private readonly entries = new Map<string, { unixS: Float64Array; value: T }>();
  constructor(private readonly size: number) {}

  /** The value kept under `key` when its instants equal `unixS` one by one. */
  get(key: string, unixS: Float64Array): T | undefined {
    const hit = this.entries.get(key);
    if (hit === undefined || !sameInstants(hit.unixS, unixS)) return undefined;
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value;
  }

  /** Keeps `value` with a copy of its instants, dropping the oldest beyond the size. */
  set(key: string, unixS: Float64Array, value: T): void {
    this.entries.set(key, { unixS: Float64Array.from(unixS), value });
    if (this.entries.size > this.size) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}

function sameInstants(a: Float64Array, b: Float64Array): boolean {
  const n = a.length;
  if (b.length !== n) return false;
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Solar geometry by site and time index. */
const geometryCache = new InstantsLru<SiteGeometry>(8);
/**
 * The sun's site-independent terms by time index: every site on the same instants (a station's
 * typical year, the same hourly series at another place) reuses them and computes only the
 * observer's half.
 */
const trackCache = new InstantsLru<SunTrack>(8);

/**
 * The geometry of `unixS` at `site`: from the cache when the same site was asked with the same
 * instants (compared one by one), else by SPA (and kept).
 */
export function siteGeometry(unixS: Float64Array, site: SpaSite): SiteGeometry {
  const n = unixS.length;
  const key = `${site.latitudeDeg}|${site.longitudeDeg}|${site.altitudeM}|${n}|${unixS[0]}|${unixS[n - 1]}`;
  const hit = geometryCache.get(key, unixS);
  if (hit !== undefined) return hit;
  const geometry = geometryOnTrack(sunTrackOf(unixS, site.deltaTS ?? DEFAULT_DELTA_T_S), site);
  geometryCache.set(key, unixS, geometry);
  return geometry;
}

function sunTrackOf(unixS: Float64Array, deltaTS: number): SunTrack {
  const n = unixS.length;
  const key = `${deltaTS}|${n}|${unixS[0]}|${unixS[n - 1]}`;
  const hit = trackCache.get(key, unixS);
  if (hit !== undefined) return hit;
  const track = computeSunTrack(unixS, deltaTS);
  trackCache.set(key, unixS, track);
  return track;
}

/** The site's geometry on a sun track: SPA's observer half, then the airmass. */
function geometryOnTrack(track: SunTrack, site: SpaSite): SiteGeometry {
  const n = track.length;
  // One buffer for the seven columns (one allocation instead of seven).
  const buffer = new ArrayBuffer(n * 7 * 8);
  const f64 = (k: number): Float64Array => new Float64Array(buffer, k * n * 8, n);
  const cosAzimuth = f64(4);
  const sinAzimuth = f64(5);
  let azimuthDeg: Float64Array | undefined;
  const g: SiteGeometry = {
    zenithDeg: f64(0),
    apparentZenithDeg: f64(1),
    // The chain reads the azimuth's cosine and sine only: the angle is computed when read.
    get azimuthDeg(): Float64Array {
      return (azimuthDeg ??= azimuthDegFromTrig(cosAzimuth, sinAzimuth));
    },
    cosZenith: f64(2),
    sinZenith: f64(3),
    cosAzimuth,
    sinAzimuth,
    airmass: f64(6),
  };
  solarGeometryFromTrackInto(track, site, g);
  const { apparentZenithDeg, cosZenith, airmass } = g;
  for (let i = 0; i < n; i++) {
    const z = apparentZenithDeg[i]!;
    airmass[i] = z <= 90 ? relativeAirmassFromCos(z, cosZenith[i]!) : Number.NaN;
  }
  return g;
}

/** Drops the cached sun tracks (benchmarks of a first time index). */
export function clearSunTrackCache(): void {
  trackCache.clear();
}

/** Drops the cached site geometry (benchmarks). */
export function clearSiteGeometryCache(): void {
  geometryCache.clear();
}
