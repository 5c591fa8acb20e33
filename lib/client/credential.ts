/**
 * The credential the browser sends besides its session cookie: the scoped demo token of an
 * /embed page (read from its address: #token=). Cross-site iframes may not get cookies, so the token
 * travels in the Authorization header instead.
 */
let demoToken: string | null = null;

export function setDemoToken(token: string | null): void {
  demoToken = token;
}

export function authorizationHeader(): Record<string, string> {
  return demoToken ? { authorization: `Bearer ${demoToken}` } : {};
}
