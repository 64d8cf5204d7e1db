// eSpeak NG (compiled to WebAssembly, npm `espeak-ng`, GPL-3.0-or-later) in a worker thread, so
// that synthesis (a few hundred ms of CPU) never blocks the server's event loop. The module is
// compiled once; each request instantiates it and runs the espeak-ng command line, writing a WAV
// file to the in-memory file system. Plain JavaScript, so it runs the same under tsx and built.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import ESpeakNg from 'espeak-ng';

const require = createRequire(import.meta.url);
const wasmPath = require.resolve('espeak-ng').replace(/espeak-ng\.js$/, 'espeak-ng.wasm');
const compiled = WebAssembly.compile(readFileSync(wasmPath));

parentPort.on('message', async ({ id, args }) => {
  try {
    const module = await compiled;
    const errors = [];
    const es = await ESpeakNg({
      arguments: [...args.slice(0, -1), '-w', '/out.wav', args.at(-1)],
      instantiateWasm(imports, done) {
        WebAssembly.instantiate(module, imports).then((instance) => done(instance, module));
        return {};
      },
      print() {},
      printErr(line) {
        errors.push(line);
      },
    });
    const wav = es.FS.readFile('/out.wav');
    parentPort.postMessage({ id, wav }, [wav.buffer]);
  } catch (err) {
    parentPort.postMessage({ id, error: String(err instanceof Error ? err.message : err) });
  }
});
