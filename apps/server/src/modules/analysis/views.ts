// The analysis as the owner's answers show it: the full analysis, the lists' short form and the
// 'capacity unknown' verdict (spec sections 2, 4 and 7).
import type { ActiveAnalysis, Analysis, AnalysisStatus } from '@haetbit/contracts';
import type { AnalysisRow } from './repo.js';

/**
 * The analysis stopped at 'capacity unknown' (spec section 4: the flow stops): the parcel's own
 * install type (roof when a building exists, else land) has no capacity and the other type none
 * either, or the type the owner saved ended at zero modules.
 */
export function capacityUnknown(row: AnalysisRow): boolean {
  const { capacity, gnrlBldgInfo } = row.landData;
  const hasBuilding = (gnrlBldgInfo?.archCnt ?? 0) > 0;
  const [own, other] = hasBuilding ? [capacity.R, capacity.L] : [capacity.L, capacity.R];
  const ownUndetermined = own.status === 'undetermined' && other.status !== 'ok';
  const savedWithoutModules =
    row.installType !== null && row.systemSizeKw !== null && row.systemSizeKw <= 0;
  return ownUndetermined || savedWithoutModules;
}

/** An analysis as the device's lists show it (the address check, the list being analysed). */
export function toActiveAnalysis(
  row: Pick<AnalysisRow, 'id' | 'status' | 'matchReqId' | 'matchStatusId' | 'address' | 'pnu'>,
): ActiveAnalysis {
  return {
    id: row.id,
    status: row.status as AnalysisStatus,
    matchReqId: row.matchReqId,
    matchStatusId: row.matchStatusId,
    address: row.address,
    pnu: row.pnu,
  };
}

export function toAnalysis(row: AnalysisRow): Analysis {
  return {
    id: row.id,
    pnu: row.pnu,
    address: row.address,
    roadAddress: row.roadAddress,
    deviceId: row.deviceId,
    status: row.status as AnalysisStatus,
    matchReqId: row.matchReqId,
    matchStatusId: row.matchStatusId,
    installType: row.installType === 'R' || row.installType === 'L' ? row.installType : null,
    area: row.areaM2,
    moduleQty: row.moduleQty,
    systemSize: row.systemSizeKw,
    azimuth: row.azimuthDeg,
    tilt: row.tiltDeg,
    landData: JSON.stringify(row.landData),
    profitData: row.profitData ? JSON.stringify(row.profitData) : null,
    predictionMonthlyPower: row.predictionMonthlyPower
      ? JSON.stringify(row.predictionMonthlyPower)
      : null,
    createdAt: row.createdAt.toISOString(),
  };
}
