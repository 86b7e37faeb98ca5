import { describe, expect, it } from 'vitest';
import { publicAdapterTestbed } from '../testing/testbed.js';
import {
  VWORLD_INVALID_KEY,
  VWORLD_NOT_FOUND,
  VWORLD_XML_ERROR,
  vworldFeatureBody,
} from '../testing/fixtures.js';
import { createPublicParcelBoundary } from './public.js';

const PNU = '4413310300100120003';
const { server, adapter, itHandlesFailures } = publicAdapterTestbed(createPublicParcelBoundary);

describe('public parcel boundary (VWorld Data API, LP_PA_CBND_BUBUN)', () => {
  it('asks for the parcel by pnu and returns the open outer ring with its geodesic area', async () => {
    server.handle(() => ({ body: vworldFeatureBody(PNU) }));
    const result = await adapter().getBoundary(PNU);
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    expect(result.value.pnu).toBe(PNU);
    expect(result.value.boundaryPos).toHaveLength(4);
    expect(result.value.areaM2).toBeGreaterThan(4000);
    expect(result.value.areaM2).toBeLessThan(6000);
    expect(result.value.jibun).toBe('12-3 대');
    const query = server.requests[0]!.query;
    expect(server.requests[0]!.path).toBe('/req/data');
    expect(query.get('data')).toBe('LP_PA_CBND_BUBUN');
    expect(query.get('attrFilter')).toBe(`pnu:=:${PNU}`);
    expect(query.get('key')).toBe('test-key');
    expect(query.get('crs')).toBe('EPSG:4326');
  });

  it('looks a point up with geomFilter', async () => {
    server.handle(() => ({ body: vworldFeatureBody(PNU) }));
    await adapter().getParcelAt(127.1535, 36.819);
    expect(server.requests[0]!.query.get('geomFilter')).toBe('POINT(127.1535 36.819)');
  });

  it('answers empty for NOT_FOUND and for an empty feature list', async () => {
    server.handle(() => ({ body: VWORLD_NOT_FOUND }));
    expect(await adapter().getBoundary(PNU)).toMatchObject({
      status: 'unavailable',
      reason: 'empty',
    });
    const none = vworldFeatureBody(PNU);
    none.response.result.featureCollection.features = [];
    server.handle(() => ({ body: none }));
    expect(await adapter().getBoundary(PNU)).toMatchObject({
      status: 'unavailable',
      reason: 'empty',
    });
  });

  it('reads the JSON and the XML error bodies as http_error with their code', async () => {
    server.handle(() => ({ body: VWORLD_INVALID_KEY }));
    const json = await adapter().getBoundary(PNU);
    expect(json).toMatchObject({ status: 'unavailable', reason: 'http_error' });
    expect(json.status === 'unavailable' && json.detail).toContain('INVALID_KEY');
    server.handle(() => ({ body: VWORLD_XML_ERROR }));
    const xml = await adapter().getBoundary(PNU);
    expect(xml.status === 'unavailable' && xml.detail).toContain('OVER_REQUEST_LIMIT');
  });

  it('answers malformed for a feature without geometry', async () => {
    const body = vworldFeatureBody(PNU);
    (body.response.result.featureCollection.features[0] as { geometry: unknown }).geometry = null;
    server.handle(() => ({ body }));
    expect(await adapter().getBoundary(PNU)).toMatchObject({
      status: 'unavailable',
      reason: 'malformed',
    });
  });

  itHandlesFailures((port) => port.getBoundary(PNU));
});
