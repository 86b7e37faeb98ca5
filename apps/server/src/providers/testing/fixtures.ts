/**
 * Response bodies in the documented formats (shared/reference/vworld.md, land-and-building.md,
 * kepco-grid.md). Values are illustrative.
 */
export const VWORLD_INVALID_KEY = {
  response: {
    status: 'ERROR',
    error: { level: '2', code: 'INVALID_KEY', text: '등록되지 않은 인증키입니다.' },
  },
};
export const VWORLD_NOT_FOUND = { response: { status: 'NOT_FOUND' } };

export const VWORLD_XML_ERROR = `<?xml version="1.0" encoding="UTF-8"?>
<response><status>ERROR</status><error><level>2</level><code>OVER_REQUEST_LIMIT</code><text>일일 허용량을 초과하였습니다.</text></error></response>`;

export const DATA_GO_KR_XML_ERROR = `<OpenAPI_ServiceResponse><cmmMsgHeader><errMsg>SERVICE ERROR</errMsg><returnAuthMsg>SERVICE_KEY_IS_NOT_REGISTERED_ERROR</returnAuthMsg><returnReasonCode>30</returnReasonCode></cmmMsgHeader></OpenAPI_ServiceResponse>`;

export const RING = [
  [127.1531, 36.8187],
  [127.154, 36.8187],
  [127.1542, 36.8192],
  [127.1533, 36.8194],
  [127.1531, 36.8187],
];

export function vworldSearchBody(items: object[], total = items.length) {
  return {
    response: {
      service: { name: 'search', version: '2.0', operation: 'search', time: '12(ms)' },
      status: 'OK',
      record: { total: String(total), current: String(items.length) },
      page: { total: '1', current: '1', size: '10' },
      result: { crs: 'EPSG:4326', type: 'address', items },
    },
  };
}

export function vworldFeatureBody(pnu: string, ring: number[][] = RING, jibun = '12-3 대') {
  return {
    response: {
      status: 'OK',
      record: { total: '1', current: '1' },
      page: { total: '1', current: '1', size: '10' },
      result: {
        featureCollection: {
          type: 'FeatureCollection',
          bbox: [127.15, 36.81, 127.16, 36.82],
          features: [
            {
              type: 'Feature',
              id: 'LP_PA_CBND_BUBUN.123',
              geometry: { type: 'MultiPolygon', coordinates: [[ring]] },
              properties: {
                pnu,
                jibun,
                bonbun: '12',
                bubun: '3',
                addr: '충청남도 천안시 동남구 신부동 12-3',
                gosi_year: '2024',
                gosi_month: '01',
                jiga: '185000',
              },
            },
          ],
        },
      },
    },
  };
}

export function nedBody(root: string, field: object | object[], totalCount?: number, pageNo = 1) {
  const rows = Array.isArray(field) ? field : [field];
  return {
    [root]: {
      field,
      totalCount: String(totalCount ?? rows.length),
      numOfRows: '100',
      pageNo: String(pageNo),
    },
  };
}

export function landCharacteristicsRow(pnu: string, year: number, overrides: object = {}) {
  return {
    pnu,
    ldCode: pnu.slice(0, 10),
    ldCodeNm: '충청남도 천안시 동남구 신부동',
    regstrSeCode: '1',
    regstrSeCodeNm: '일반',
    mnnmSlno: '12-3',
    stdrYear: String(year),
    stdrMt: '01',
    lndcgrCode: '02',
    lndcgrCodeNm: '답',
    lndpclAr: '1652',
    prposArea1: 'UQA430',
    prposArea1Nm: '계획관리지역',
    prposArea2: '00',
    prposArea2Nm: '지정되지않음',
    ladUseSittn: '...',
    ladUseSittnNm: '답',
    tpgrphHgCode: '02',
    tpgrphHgCodeNm: '평지',
    tpgrphFrmCode: '05',
    tpgrphFrmCodeNm: '부정형',
    roadSideCode: '08',
    roadSideCodeNm: '세로한면(가)',
    pblntfPclnd: '85000',
    lastUpdtDt: '2024-06-28',
    ...overrides,
  };
}

export function buildingBody(items: object[] | object | '', totalCount?: number) {
  const count = Array.isArray(items) ? items.length : items === '' ? 0 : 1;
  return {
    response: {
      header: { resultCode: '00', resultMsg: 'NORMAL SERVICE' },
      body: {
        items: items === '' ? '' : { item: items },
        numOfRows: 100,
        pageNo: 1,
        totalCount: totalCount ?? count,
      },
    },
  };
}

export const BUILDING_ITEM = {
  platPlc: '충청남도 천안시 동남구 신부동 12-3번지',
  sigunguCd: '44131',
  bjdongCd: '10300',
  platGbCd: '0',
  bun: '0012',
  ji: '0003',
  bldNm: '',
  mainPurpsCdNm: '동물및식물관련시설',
  etcPurps: '축사',
  archArea: 820.5,
  totArea: 820.5,
  grndFlrCnt: 1,
  strctCdNm: '일반철골구조',
  roofCdNm: '기타지붕',
  pmsDay: '20190311',
  useAprDay: '20191120',
};

export const KEPCO_ROW = {
  substCd: '1234',
  substNm: '염치',
  jsSubstPwr: '148000',
  substPwr: '131500',
  mtrNo: '2',
  jsMtrPwr: '49800',
  mtrPwr: '45120',
  dlCd: '56',
  dlNm: '방현',
  jsDlPwr: '12000',
  dlPwr: '10850',
  vol1: '16500',
  vol2: '4680',
  vol3: '1150',
  addrLidong: '염치읍',
  addrLi: '방현리',
  addrJibun: '258-7',
};
