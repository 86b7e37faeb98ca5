import { describe, expect, it } from 'vitest';
import { createPublicParcelBoundary } from '../parcel-boundary/public.js';
import {
  VWORLD_INVALID_KEY,
  VWORLD_NOT_FOUND,
  vworldFeatureBody,
  vworldSearchBody,
} from '../testing/fixtures.js';
import { publicAdapterTestbed } from '../testing/testbed.js';
import { createPublicAddressSearch, fullParcelAddress } from './public.js';

const { server, adapter, itHandlesFailures } = publicAdapterTestbed((options) =>
  createPublicAddressSearch({ ...options, boundary: createPublicParcelBoundary(options) }),
);

const PARCEL_ITEM = {
  id: '4413310300100120003',
  address: {
    zipcode: '31116',
    category: 'parcel',
    road: '충청남도 천안시 동남구 신부2길 12',
    parcel: '신부동 12-3',
    bldnm: '',
    bldnmdc: '',
  },
  point: { x: '127.1537', y: '36.8190' },
};
const ROAD_ITEM = {
  id: '441313215001200012000000',
  address: {
    zipcode: '31116',
    category: 'road',
    road: '충청남도 천안시 동남구 신부2길 12',
    parcel: '신부동 12-3',
    bldnm: '',
    bldnmdc: '',
  },
  point: { x: '127.1537', y: '36.8190' },
};

describe('public address search (VWorld Search API 2.0)', () => {
  it('searches parcels with type=address, category=parcel and normalises the items', async () => {
    server.handle(() => ({ body: vworldSearchBody([PARCEL_ITEM], 41) }));
    const result = await adapter().searchParcelNumber('신부동 12-3', { page: 2, size: 5 });
    expect(result).toMatchObject({
      status: 'ok',
      value: {
        items: [
          {
            address: '충청남도 천안시 동남구 신부동 12-3',
            roadAddress: '충청남도 천안시 동남구 신부2길 12',
            pnu: '4413310300100120003',
            lat: 36.819,
            lng: 127.1537,
          },
        ],
        total: 41,
        page: 2,
        size: 5,
      },
    });
    const query = server.requests[0]!.query;
    expect(server.requests[0]!.path).toBe('/req/search');
    expect(Object.fromEntries(query)).toMatchObject({
      service: 'search',
      request: 'search',
      version: '2.0',
      type: 'address',
      category: 'parcel',
      query: '신부동 12-3',
      page: '2',
      size: '5',
      format: 'json',
      key: 'test-key',
    });
  });

  it('falls back to road search and resolves each hit to its parcel through the cadastral layer', async () => {
    server.handle((request) => {
      if (request.path === '/req/data') return { body: vworldFeatureBody('4413310300100120003') };
      return request.query.get('category') === 'parcel'
        ? { body: VWORLD_NOT_FOUND }
        : { body: vworldSearchBody([ROAD_ITEM]) };
    });
    const result = await adapter().searchLandPolygon('신부2길 12', { page: 1, size: 10 });
    expect(result).toMatchObject({
      status: 'ok',
      value: { items: [{ pnu: '4413310300100120003' }] },
    });
    expect(
      server.requests.map((r) => r.query.get('category') ?? r.query.get('geomFilter')),
    ).toEqual(['parcel', 'road', 'POINT(127.1537 36.819)']);
  });

  it('answers an empty page when nothing matches', async () => {
    server.handle(() => ({ body: vworldSearchBody([]) }));
    const result = await adapter().searchParcelNumber('없는주소', { page: 1, size: 10 });
    expect(result).toMatchObject({ status: 'ok', value: { items: [], total: 0 } });
  });

  it('answers empty for NOT_FOUND on both categories', async () => {
    server.handle(() => ({ body: VWORLD_NOT_FOUND }));
    expect(await adapter().searchLandPolygon('없는주소', { page: 1, size: 10 })).toMatchObject({
      status: 'unavailable',
      reason: 'empty',
    });
  });

  it('passes an invalid key through as http_error', async () => {
    server.handle(() => ({ body: VWORLD_INVALID_KEY }));
    expect(await adapter().searchLandPolygon('신부동', { page: 1, size: 10 })).toMatchObject({
      status: 'unavailable',
      reason: 'http_error',
    });
  });

  it('answers malformed for items without address or point', async () => {
    server.handle(() => ({ body: vworldSearchBody([{ id: 'x' }]) }));
    expect(await adapter().searchParcelNumber('신부동', { page: 1, size: 10 })).toMatchObject({
      status: 'unavailable',
      reason: 'malformed',
    });
  });

  it('completes a short parcel text with the road address regions', () => {
    expect(fullParcelAddress('청계면 청계리 1203-1', '전라남도 무안군 청계면 청계길 12')).toBe(
      '전라남도 무안군 청계면 청계리 1203-1',
    );
    expect(fullParcelAddress('경상남도 함양군 함양읍 백연리 512', null)).toBe(
      '경상남도 함양군 함양읍 백연리 512',
    );
  });

  itHandlesFailures((port) => port.searchParcelNumber('신부동', { page: 1, size: 10 }));
});
