export { ApiClientError, callEndpoint, fetchOrExplain, readEnvelope, type CallOptions, type ClientErrorCode } from './api';
export { setDemoToken } from './credential';
export { api, type EndpointRef } from './endpoints';
export { uploadFile, type UploadedFile } from './upload';
export { useContractForm, useEndpointMutation, useEndpointQuery } from './hooks';
