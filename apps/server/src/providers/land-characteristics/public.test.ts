import { describe, expect, it } from 'vitest';
import { publicAdapterTestbed } from '../testing/testbed.js';
import { VWORLD_INVALID_KEY, landCharacteristicsRow, nedBody } from '../testing/fixtures.js';
import { createPublicLandCharacteristics } from './public.js';

const PNU = '4413310300100120003';
const { server, adapter, itHandlesFailures, expectFirstRequest } = publicAdapterTestbed(
  createPublicLandCharacteristics,
);

describe('public land characteristics (VWorld NED getLandCharacteristics)', () => {
  it('reads the row of the year with numbers sent as strings', async () => {
    server.handle(() => ({
      body: nedBody('landCharacteristicss', [landCharacteristicsRow(PNU, 2024)]),
    }));
    const result = await adapter().getByYear(PNU, 2024);
    expect(result).toMatchObject({
      status: 'ok',
      value: {
        pnu: PNU,
        stdrYear: 2024,
        lndcgrCodeNm: '답',
        lndpclAr: 1652,
        prposArea1Nm: '계획관리지역',
        tpgrphHgCodeNm: '평지',
        tpgrphFrmCodeNm: '부정형',
        roadSideCodeNm: '세로한면(가)',
        pblntfPclnd: 85000,
      },
    });
    expectFirstRequest('/ned/data/getLandCharacteristics', {
      pnu: PNU,
      stdrYear: '2024',
      format: 'json',
      key: 'test-key',
      pageNo: '1',
    });
  });

  it('accepts a single object for field and the one-s root name', async () => {
    server.handle(() => ({
      body: nedBody('landCharacteristic', landCharacteristicsRow(PNU, 2024)),
    }));
    expect((await adapter().getByYear(PNU, 2024)).status).toBe('ok');
  });

  it('picks the latest month of the year', async () => {
    server.handle(() => ({
      body: nedBody('landCharacteristicss', [
        landCharacteristicsRow(PNU, 2024, { stdrMt: '01', lndcgrCodeNm: '답' }),
        landCharacteristicsRow(PNU, 2024, { stdrMt: '07', lndcgrCodeNm: '잡종지' }),
      ]),
    }));
    expect(await adapter().getByYear(PNU, 2024)).toMatchObject({
      value: { lndcgrCodeNm: '잡종지' },
    });
  });

  it('follows the pages until totalCount', async () => {
    server.handle((request) =>
      request.query.get('pageNo') === '1'
        ? { body: nedBody('landCharacteristicss', [landCharacteristicsRow(PNU, 2023)], 2, 1) }
        : { body: nedBody('landCharacteristicss', [landCharacteristicsRow(PNU, 2024)], 2, 2) },
    );
    expect(await adapter().getByYear(PNU, 2024)).toMatchObject({
      status: 'ok',
      value: { stdrYear: 2024 },
    });
    expect(server.requests).toHaveLength(2);
  });

  it('answers empty when the year has no row', async () => {
    server.handle(() => ({ body: nedBody('landCharacteristicss', [], 0) }));
    expect(await adapter().getByYear(PNU, 2025)).toMatchObject({
      status: 'unavailable',
      reason: 'empty',
    });
  });

  it('answers http_error for an error envelope and malformed for an unknown root', async () => {
    server.handle(() => ({ body: VWORLD_INVALID_KEY }));
    expect(await adapter().getByYear(PNU, 2024)).toMatchObject({ reason: 'http_error' });
    server.handle(() => ({ body: { something: 'else' } }));
    expect(await adapter().getByYear(PNU, 2024)).toMatchObject({ reason: 'malformed' });
  });

  itHandlesFailures((port) => port.getByYear(PNU, 2024));
});
