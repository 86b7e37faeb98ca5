// The engine's fixed system of spec section 9, in a file of its own so the contracts can re-export
// these numbers (and the web can import them) without loading the engine.

/** Module power, W (spec section 9: systemSize = moduleQty x 480 / 1000). */
export const MODULE_POWER_W = 480;
/** Module size, m (spec section 2: panels 1 m by 2 m, mounted in portrait). */
export const MODULE_LENGTH_M = 2;
export const MODULE_WIDTH_M = 1;
/** Default tilt, deg (spec section 9). */
export const DEFAULT_TILT_DEG = 21;
/** Default array azimuth, deg clockwise from north: south (spec section 9). */
export const DEFAULT_AZIMUTH_DEG = 180;
