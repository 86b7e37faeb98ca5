/** The open-data gateway, the map setting and the ordinance lists (spec section 7). */
export const mapConfigGet = { method: 'GET', path: '/api/map-config' } as const;
export const landSearchPolygon = {
  method: 'POST',
  path: '/open/seereal-api/search-land-polygon/list/:q',
} as const;
export const landSearchParcel = {
  method: 'POST',
  path: '/open/vw-api/parcel-number/list/:q',
} as const;
export const landBoundary = {
  method: 'POST',
  path: '/open/nsdi-api/land-boundary-pos/:pnu',
} as const;
export const landCharacteristics = {
  method: 'POST',
  path: '/open/public-data-api/land-characteristics-service/:year/:pnu',
} as const;
export const landPossession = {
  method: 'POST',
  path: '/open/public-data-api/land-possession-service/:pnu',
} as const;
export const landMovement = { method: 'POST', path: '/open/nsdi-api/land-move-attr/:pnu' } as const;
export const landPrice = {
  method: 'POST',
  path: '/open/nsdi-api/indvd-land-price-attr/:year/:pnu',
} as const;
export const buildingTitle = { method: 'POST', path: '/open/bld-rgst/br-title-info/:pnu' } as const;
export const devLimits = { method: 'POST', path: '/open/elis-api/dev-limit-infos/:pnu' } as const;
export const kepcoJibunList = {
  method: 'POST',
  path: '/open/kepco-api/jibun-list/:address',
} as const;
export const kepcoDispersedGeneration = {
  method: 'POST',
  path: '/open/kepco-api/dispersed-generation-service/:address/:jibun',
} as const;
export const localOrdinanceGet = {
  method: 'GET',
  path: '/api/local-ordinance/area/:area',
} as const;
export const localLimitAreaGet = {
  method: 'GET',
  path: '/api/match-com/local-limit-area/:sidoCode',
} as const;
