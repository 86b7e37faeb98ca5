import type { LngLat, ParcelBoundary } from '@haetbit/contracts';
import { geodesicRingAreaM2, ringCenter } from '@haetbit/solar';
import { isRecord, toText } from '../kit/http.js';
import { ok, unavailable, type ProviderResult } from '../kit/result.js';
import type { PublicAdapterOptions } from '../kit/types.js';
import { getVworldResponse, vworldUrl } from '../kit/vworld.js';
import type { ParcelBoundaryPort } from './port.js';

/** VWorld Data API 2.0, layer LP_PA_CBND_BUBUN (연속지적도), GeoJSON MultiPolygon in EPSG:4326. */
export function createPublicParcelBoundary(options: PublicAdapterOptions): ParcelBoundaryPort {
  async function getFeature(
    filter: Record<string, string>,
  ): Promise<ProviderResult<ParcelBoundary>> {
    const url = vworldUrl(options, '/req/data', {
      service: 'data',
      request: 'GetFeature',
      data: 'LP_PA_CBND_BUBUN',
      geometry: 'true',
      attribute: 'true',
      crs: 'EPSG:4326',
      size: '10',
      page: '1',
      ...filter,
    });
    const response = await getVworldResponse(options, url);
    if (response.status !== 'ok') return response;
    const result = response.value.result;
    const collection = isRecord(result) ? result.featureCollection : undefined;
    const features =
      isRecord(collection) && Array.isArray(collection.features) ? collection.features : null;
    if (!features) return unavailable('malformed', 'no featureCollection.features');
    const feature = features.find(isRecord);
    if (!feature) return unavailable('empty', 'no feature');
    const properties = isRecord(feature.properties) ? feature.properties : {};
    const ring = outerRing(feature.geometry);
    const pnu = toText(properties.pnu);
    if (!ring || !pnu) return unavailable('malformed', 'feature without polygon or pnu');
    return ok(
      {
        pnu,
        boundaryPos: ring,
        center: ringCenter(ring),
        areaM2: geodesicRingAreaM2(ring),
        jibun: toText(properties.jibun),
      },
      'public',
      options.now?.() ?? new Date(),
    );
  }

  return {
    getBoundary: (pnu) => getFeature({ attrFilter: `pnu:=:${pnu}` }),
    getParcelAt: (lng, lat) => getFeature({ geomFilter: `POINT(${lng} ${lat})` }),
  };
}

/** The largest outer ring of a Polygon or MultiPolygon, without the closing vertex. */
export function outerRing(geometry: unknown): LngLat[] | null {
  if (!isRecord(geometry) || !Array.isArray(geometry.coordinates)) return null;
  const polygons = geometry.type === 'MultiPolygon' ? geometry.coordinates : [geometry.coordinates];
  let best: LngLat[] | null = null;
  let bestArea = -1;
  for (const polygon of polygons) {
    if (!Array.isArray(polygon) || !Array.isArray(polygon[0])) continue;
    const ring = (polygon[0] as unknown[])
      .filter(
        (p): p is [number, number] =>
          Array.isArray(p) && typeof p[0] === 'number' && typeof p[1] === 'number',
      )
      .map(([lng, lat]) => [lng, lat] as LngLat);
    const first = ring[0];
    const last = ring.at(-1);
    if (first && last && ring.length > 3 && first[0] === last[0] && first[1] === last[1])
      ring.pop();
    if (ring.length < 3) continue;
    const area = geodesicRingAreaM2(ring);
    if (area > bestArea) {
      best = ring;
      bestArea = area;
    }
  }
  return best;
}
