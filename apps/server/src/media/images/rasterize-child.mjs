// Child process of `rasterizer.ts`: turns SVG documents into PNG bytes with resvg (Rust, via
// napi). It runs in its own process because a panic inside the native library aborts the whole
// process: here that costs one picture, never the server. Plain JavaScript, so it runs the same
// under tsx and built.
import { renderAsync } from '@resvg/resvg-js';

process.on('message', async ({ id, svg, size }) => {
  try {
    const image = await renderAsync(svg, {
      fitTo: { mode: 'width', value: size },
      font: { loadSystemFonts: false },
      logLevel: 'off',
    });
    process.send({ id, png: image.asPng() });
  } catch (err) {
    process.send({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
process.on('disconnect', () => process.exit(0));
