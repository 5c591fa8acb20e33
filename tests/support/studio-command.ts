/**
 * How tests and benches start the studio: as `npm start` does (server.ts, the API front
 * before Next), without npm in between, so killing the child stops the server itself.
 */
export function studioCommand(port: number, hostname = '127.0.0.1'): [string, string[]] {
  return [process.execPath, ['--conditions=react-server', '--import', 'tsx', 'server.ts', '-p', String(port), '-H', hostname]];
}
