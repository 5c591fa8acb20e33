export { ApiClientError, callEndpoint, readEnvelope, type CallOptions } from './api';
export { setDemoToken } from './credential';
export { uploadFile, type UploadedFile } from './upload';
export { useContractForm, useEndpointMutation, useEndpointQuery } from './hooks';
