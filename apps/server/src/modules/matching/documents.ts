import {
  CONTRACT_DOCS_LARGE_FROM_KW,
  type ContractDocument,
  type InstallType,
} from '@haetbit/contracts';

/**
 * The documents an owner prepares for the installation contract (spec section 9, contract
 * documents): certificates one copy each, seal certificates three copies; from 500 kW a corporate
 * seal certificate covering 90 % or more of the project cost and a balance certificate of at least
 * 10 % of the total project cost.
 */
export function contractDocuments(
  installType: InstallType,
  systemSizeKw: number,
): ContractDocument[] {
  const documents: ContractDocument[] = [
    { code: 'ID_CARD', name: '신분증 사본', copies: 1, note: null },
    installType === 'R'
      ? { code: 'BUILDING_REGISTRY', name: '건축물 등기사항전부증명서', copies: 1, note: null }
      : { code: 'LAND_REGISTRY', name: '토지 등기사항전부증명서', copies: 1, note: null },
    installType === 'R'
      ? { code: 'BUILDING_LEDGER', name: '건축물대장', copies: 1, note: null }
      : { code: 'LAND_USE_PLAN', name: '토지이용계획확인서', copies: 1, note: null },
    { code: 'SEAL_CERT', name: '인감증명서', copies: 3, note: null },
  ];
  if (systemSizeKw >= CONTRACT_DOCS_LARGE_FROM_KW) {
    documents.push(
      {
        code: 'CORP_SEAL_CERT',
        name: '법인 인감증명서',
        copies: 3,
        note: '총 사업비의 90% 이상을 조달하는 경우',
      },
      {
        code: 'BALANCE_CERT',
        name: '잔고증명서',
        copies: 1,
        note: '총 사업비의 10% 이상',
      },
    );
  }
  return documents;
}
