import { describe, expect, it } from 'vitest';
import { publicAdapterTestbed } from '../testing/testbed.js';
import { VWORLD_XML_ERROR, nedBody } from '../testing/fixtures.js';
import { createPublicLandPossession } from './public.js';

const PNU = '4413310300100120003';
const { server, adapter, itHandlesFailures } = publicAdapterTestbed(createPublicLandPossession);
const row = (overrides: object) => ({
  pnu: PNU,
  posesnSeCode: '01',
  posesnSeCodeNm: '개인',
  ownshipChgCauseCode: '03',
  ownshipChgCauseCodeNm: '매매',
  ownshipChgDe: '2019-04-02',
  cnrsPsnCo: '0',
  cnrsPsnSn: '0',
  lndcgrCodeNm: '답',
  lndpclAr: '1652',
  ...overrides,
});

describe('public land possession (VWorld NED getPossessionAttr)', () => {
  it('takes the latest change and the co-owner count across the rows', async () => {
    server.handle(() => ({
      body: nedBody('possessions', [
        row({
          cnrsPsnSn: '1',
          cnrsPsnCo: '2',
          ownshipChgDe: '2015-01-10',
          ownshipChgCauseCodeNm: '상속',
        }),
        row({
          cnrsPsnSn: '2',
          cnrsPsnCo: '2',
          ownshipChgDe: '2021-08-30',
          ownshipChgCauseCodeNm: '매매',
        }),
      ]),
    }));
    expect(await adapter().get(PNU)).toMatchObject({
      status: 'ok',
      value: {
        pnu: PNU,
        posesnSeCodeNm: '개인',
        ownshipChgCauseCodeNm: '매매',
        ownshipChgDe: '2021-08-30',
        cnrsPsnCo: 2,
      },
    });
    expect(server.requests[0]!.path).toBe('/ned/data/getPossessionAttr');
  });

  it('counts a single owner as 0 co-owners', async () => {
    server.handle(() => ({ body: nedBody('possessions', row({})) }));
    expect(await adapter().get(PNU)).toMatchObject({ value: { cnrsPsnCo: 0 } });
  });

  it('answers empty without rows and http_error for an XML error', async () => {
    server.handle(() => ({ body: nedBody('possessions', [], 0) }));
    expect(await adapter().get(PNU)).toMatchObject({ reason: 'empty' });
    server.handle(() => ({ body: VWORLD_XML_ERROR }));
    expect(await adapter().get(PNU)).toMatchObject({ reason: 'http_error' });
  });

  itHandlesFailures((port) => port.get(PNU));
});
