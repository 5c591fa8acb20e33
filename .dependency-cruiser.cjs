/**
 * The layers of Prism Studio, enforced (npm run lint:layers, part of scripts/test.sh's lint
 * step). Arrows point one way:
 *
 *   lib/contract  ←  lib/engine  ←  lib/server  ←  api/ (route files), server.ts, scripts
 *        ↑                                ↑
 *   lib/client  ←  components  ←  app/ (pages)      (pages and components never import lib/server,
 *                                                   except the few server components listed below)
 *
 * and no import circles anywhere. docs/ENGINEERING.md explains each folder.
 */
const LAYERS = {
  contract: '^lib/contract/',
  engine: '^lib/engine/',
  server: '^lib/server/',
  client: '^lib/client/',
  studio: '^lib/studio/',
  components: '^components/',
  app: '^app/',
  api: '^(api|v1)/',
};

/** Parts of lib/engine that engines share (pixels; ONNX Runtime and model graphs; the protobuf wire format; package lookup); a capability's folder may import only these. */
const SHARED_ENGINE = '^lib/engine/((vision|onnx|protobuf)/|packages[.]ts$)';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: modules that need each other to load. Break it by moving the shared part down a layer. (Type-only imports load nothing and do not count.)',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'contract-is-the-bottom',
      severity: 'error',
      comment: 'lib/contract is isomorphic and imports nothing of ours above it.',
      from: { path: LAYERS.contract },
      to: { path: [LAYERS.engine, LAYERS.server, LAYERS.client, LAYERS.studio, LAYERS.components, LAYERS.app, LAYERS.api] },
    },
    {
      name: 'engine-knows-no-server',
      severity: 'error',
      comment: 'An engine takes bytes and options and returns bytes and metadata: no HTTP, store, fetcher or browser code.',
      from: { path: LAYERS.engine },
      to: { path: [LAYERS.server, LAYERS.client, LAYERS.studio, LAYERS.components, LAYERS.app, LAYERS.api] },
    },
    {
      name: 'engines-share-only-through-shared-folders',
      severity: 'error',
      comment: 'One capability engine never imports another; what two need goes to lib/engine/vision (or another shared folder).',
      from: { path: '^lib/engine/([^/]+)/', pathNot: SHARED_ENGINE },
      to: { path: '^lib/engine/([^/]+)/', pathNot: ['^lib/engine/$1/', SHARED_ENGINE] },
    },
    {
      name: 'shared-engine-code-knows-no-capability',
      severity: 'error',
      comment: 'lib/engine/vision (and the like) serve every engine, so they import none.',
      from: { path: SHARED_ENGINE },
      to: { path: '^lib/engine/', pathNot: SHARED_ENGINE },
    },
    {
      name: 'server-knows-no-browser',
      severity: 'error',
      comment: 'lib/server never imports pages, components or the browser client.',
      from: { path: LAYERS.server },
      to: { path: [LAYERS.client, LAYERS.components, LAYERS.app, LAYERS.studio] },
    },
    {
      name: 'client-knows-no-server',
      severity: 'error',
      comment: 'lib/client runs in the browser: never lib/server or an engine (secrets, native code).',
      from: { path: [LAYERS.client, LAYERS.studio] },
      to: { path: [LAYERS.server, LAYERS.engine, LAYERS.api, LAYERS.components, LAYERS.app] },
    },
    {
      name: 'components-know-no-server',
      severity: 'error',
      comment: 'Components reach the server through lib/client (HTTP), never by import.',
      from: { path: LAYERS.components },
      to: { path: [LAYERS.server, LAYERS.engine, LAYERS.api, LAYERS.app] },
    },
    {
      name: 'pages-know-no-server',
      severity: 'error',
      comment: 'Pages render components; they reach the server over HTTP like any client.',
      from: { path: LAYERS.app },
      to: { path: [LAYERS.engine, LAYERS.api, LAYERS.server] },
    },
    {
      name: 'routes-are-declarations',
      severity: 'error',
      comment: 'api/ route files declare endpoint(contract, handler) over lib/server and reach capabilities through ctx.provider: no components, pages, engines or provider internals.',
      from: { path: LAYERS.api },
      to: { path: [LAYERS.components, LAYERS.app, LAYERS.client, LAYERS.engine, '^lib/server/providers/(local|upstream)/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^node_modules', '^\\.next', '^\\.data', '^data/', '^bench/results'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
