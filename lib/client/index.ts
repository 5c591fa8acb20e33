// The typed browser client. useContractForm lives in './form' (import it from
// '@/lib/client/form'), so a page without a form does not carry react-hook-form.
export { ApiClientError, callEndpoint, fetchOrExplain, readEnvelope, type CallOptions, type ClientErrorCode } from './api';
export type { EndpointRef } from './endpoints';
export { invalidateQueries } from './query';
export { uploadFile, type UploadedFile } from './upload';
export { useEndpointMutation, useEndpointQuery } from './hooks';
