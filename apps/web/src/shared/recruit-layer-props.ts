import type { InstallType } from '@haetbit/contracts';

/**
 * What the recruit layer takes from the analysis that opens it. The two features never import
 * each other; app/router hands the recruit feature's layer to the analysis page.
 */
export interface RecruitLayerProps {
  analysisId: number;
  address: string;
  installType: InstallType;
  areaM2: number;
  systemSizeKw: number;
  onClose: () => void;
  /** Back to the analysis conversation, where the install type and the area can be chosen again. */
  onEditAnalysis: () => void;
}
