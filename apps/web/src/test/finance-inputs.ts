import type { FinanceInputs } from '@haetbit/contracts';

/**
 * What the web tests of the owner's forecasts start from: a 99.84 kW land plant in 경남 as the
 * server's forecast hands it to the device.
 */
export const LAND_PLANT_INPUTS: FinanceInputs = {
  systemSizeKw: 99.84,
  installType: 'L',
  isForest: false,
  firstYearKwh: 134_800,
  curtailmentPct: 0.5,
  recWeight: 1.2,
  smpPriceKrwPerKwh: 118.38,
  recPriceKrwPerRec: 71_810,
  p90LifetimeFactor: 0.94,
};
