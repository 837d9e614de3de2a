import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';

/**
 * Brotli and gzip twins of every text asset, made once at build time at the highest levels
 * (too slow per request); the servers pick one by Accept-Encoding (web-server/src/static-server.ts).
 * Source maps stay plain: only developer tools fetch them.
 */
export function precompressionPlugins() {
  const test = /\.(js|css|html|json|svg|txt)$/;
  return [
    new CompressionPlugin({ test, algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 }, minRatio: 0.9 }),
    new CompressionPlugin({
      test,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      minRatio: 0.9,
    }),
  ];
}
