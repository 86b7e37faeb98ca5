import type { ApiRoute } from '../api/route.js';
import { adminEndpoints, operatorEndpoints } from './admin.js';
import { analysisEndpoints } from './analysis.js';
import { contentEndpoints, contractorsEndpoints, smsEndpoints } from './content.js';
import { dataServiceEndpoints, filesEndpoints } from './data-service.js';
import { landEndpoints } from './land.js';
import { matchingEndpoints } from './matching.js';
import { partnerEndpoints } from './partner.js';
import { quotesEndpoints } from './quotes.js';
import { conversationsEndpoints } from './conversations.js';
import { moderationEndpoints } from './moderation.js';
import { rescueEndpoints } from './rescue.js';
import { sitingEndpoints } from './siting.js';
import { operatorVettingEndpoints, partnerVettingEndpoints } from './vetting.js';
import { operatorPrivacyEndpoints, privacyEndpoints } from './privacy.js';
import { reviewsEndpoints } from './reviews.js';
import { identityEndpoints, usersEndpoints } from './users.js';

/**
 * Every endpoint the contracts declare (decision 013), by name. The server registers each one;
 * a test proves that no declaration is left unregistered and no API route undeclared.
 */
export const apiEndpoints = {
  ...identityEndpoints,
  ...usersEndpoints,
  ...contentEndpoints,
  ...contractorsEndpoints,
  ...smsEndpoints,
  ...landEndpoints,
  ...analysisEndpoints,
  ...matchingEndpoints,
  ...reviewsEndpoints,
  ...quotesEndpoints,
  ...conversationsEndpoints,
  ...dataServiceEndpoints,
  ...filesEndpoints,
  ...moderationEndpoints,
  ...rescueEndpoints,
  ...sitingEndpoints,
  ...partnerEndpoints,
  ...partnerVettingEndpoints,
  ...operatorEndpoints,
  ...operatorVettingEndpoints,
  ...adminEndpoints,
  ...privacyEndpoints,
  ...operatorPrivacyEndpoints,
};

type Declared = typeof apiEndpoints;

/** Every declared endpoint by `METHOD path`: the web finds an endpoint's types from its route. */
export type ApiEndpointByRoute = {
  [
    K in keyof Declared as `${Declared[K]['route']['method']} ${Declared[K]['route']['path']}`
  ]: Declared[K];
};

/** The declaration of a route, looked up by its method and path. */
export type EndpointOfRoute<R extends ApiRoute> =
  `${R['method']} ${R['path']}` extends keyof ApiEndpointByRoute
    ? ApiEndpointByRoute[`${R['method']} ${R['path']}`]
    : never;
