import { describe, expect, it } from 'vitest';
import { publicAdapterTestbed } from '../testing/testbed.js';
import { nedBody } from '../testing/fixtures.js';
import { createPublicLandPrice } from './public.js';

const PNU = '4413310300100120003';
const { server, adapter, itHandlesFailures } = publicAdapterTestbed(createPublicLandPrice);

describe('public land price (VWorld NED getIndvdLandPriceAttr)', () => {
  it('reads the price and announcement date of the year', async () => {
    server.handle(() => ({
      body: nedBody('indvdLandPrices', [
        {
          pnu: PNU,
          stdrYear: '2024',
          stdrMt: '01',
          pblntfPclnd: '85000',
          pblntfDe: '2024-05-31',
          stdLandAt: 'N',
        },
      ]),
    }));
    expect(await adapter().getByYear(PNU, 2024)).toMatchObject({
      status: 'ok',
      value: { pnu: PNU, stdrYear: 2024, pblntfPclnd: 85000, pblntfDe: '2024-05-31' },
    });
    expect(server.requests[0]!.query.get('stdrYear')).toBe('2024');
  });

  it('answers empty for another year only and malformed without a price', async () => {
    server.handle(() => ({
      body: nedBody('indvdLandPrices', { pnu: PNU, stdrYear: '2023', pblntfPclnd: '80000' }),
    }));
    expect(await adapter().getByYear(PNU, 2024)).toMatchObject({ reason: 'empty' });
    server.handle(() => ({
      body: nedBody('indvdLandPrices', { pnu: PNU, stdrYear: '2024', pblntfPclnd: '' }),
    }));
    expect(await adapter().getByYear(PNU, 2024)).toMatchObject({ reason: 'malformed' });
  });

  itHandlesFailures((port) => port.getByYear(PNU, 2024));
});
