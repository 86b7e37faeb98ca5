import { describe, expect, it } from 'vitest';
import { publicAdapterTestbed } from '../testing/testbed.js';
import { nedBody } from '../testing/fixtures.js';
import { createPublicLandMovement } from './public.js';

const PNU = '4413310300100120003';
const { server, adapter, itHandlesFailures } = publicAdapterTestbed(createPublicLandMovement);

describe('public land movement (VWorld NED getLandMoveAttr, field names unconfirmed)', () => {
  it('reads KRAS-era names and sorts newest first', async () => {
    server.handle(() => ({
      body: nedBody('landMoves', [
        { pnu: PNU, landMovRsnCd: '20', landMovRsnCdNm: '분할', landMovYmd: '20100105' },
        { pnu: PNU, landMovRsnCd: '40', landMovRsnCdNm: '지목변경', landMovYmd: '20180322' },
      ]),
    }));
    expect(await adapter().get(PNU)).toMatchObject({
      status: 'ok',
      value: {
        landMovRsnCdNm: '지목변경',
        items: [
          { landMovRsnCdNm: '지목변경', landMovYmd: '2018-03-22' },
          { landMovRsnCdNm: '분할', landMovYmd: '2010-01-05' },
        ],
      },
    });
    expect(server.requests[0]!.path).toBe('/ned/data/getLandMoveAttr');
  });

  it('reads NED-style names under an unknown root', async () => {
    server.handle(() => ({
      body: nedBody('landMoveHists', {
        pnu: PNU,
        ladMvmnPrvonshCodeNm: '등록전환',
        ladMvmnDe: '2001-07-01',
      }),
    }));
    expect(await adapter().get(PNU)).toMatchObject({ value: { landMovRsnCdNm: '등록전환' } });
  });

  it('answers malformed when no row has a cause', async () => {
    server.handle(() => ({ body: nedBody('landMoves', { pnu: PNU }) }));
    expect(await adapter().get(PNU)).toMatchObject({ reason: 'malformed' });
  });

  itHandlesFailures((port) => port.get(PNU));
});
