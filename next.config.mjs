/**
 * Names this build for the service worker (components/studio/theme-script.ts): each build
 * registers it under a URL of its own, so browsers cache the new build and drop the old one.
 * It is also Next's build id (.next/BUILD_ID), which the server reads to answer /api/health's
 * `build`: an open page that finds another build there offers to reload.
 */
const BUILD_STAMP = Date.now().toString(36);

/** @type {import('next').NextConfig} */
const nextConfig = {
  env: { PRISM_BUILD_STAMP: BUILD_STAMP },
  generateBuildId: async () => BUILD_STAMP,
  // Several builds can live side by side (one per developer task or test run).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // The test command runs `tsc --noEmit` as its own step; checking again inside every build
  // would only double the time on a 2-core machine.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  // Native addons, model runtimes and worker pools stay plain Node modules, not bundled.
  serverExternalPackages: ['pino', 'piscina', 'tsx', 'sharp', 'onnxruntime-node', 'better-sqlite3', 'node-llama-cpp', 'ioredis', 'bullmq', 'koffi', 'eld', 'cld3-asm', '@imgly/background-removal-node', '@upscalerjs/esrgan-thick', '@upscalerjs/esrgan-medium', '@tensorflow/tfjs-backend-wasm', '@vladmandic/human', '@vladmandic/face-api', '@tensorflow/tfjs-core', '@tensorflow/tfjs-converter', '@tensorflow/tfjs'],
  // Engines read their models and data from the project folder at run time.
  outputFileTracingExcludes: { '*': ['./data/**', './.data*/**'] },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        ],
      },
    ];
  },
};

export default nextConfig;
