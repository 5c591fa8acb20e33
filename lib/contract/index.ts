/**
 * The contract: every request and response of the service, written once. Isomorphic:
 * imports nothing from the server or the browser.
 */
export * from './define';
export * from './envelope';
export * from './issues';
export { contract, capabilityEndpoints, specEndpoints, type Contract } from './registry';
export { platform, platformEndpoints } from './platform';
export { MAX_JSON_BODY_BYTES, MAX_URL_LENGTH } from './rules';
export { allEndpoints, findEndpoint, allowedMethods } from './lookup';
