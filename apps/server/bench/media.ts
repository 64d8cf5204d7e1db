/**
 * Media benchmarks (`npm run bench`): one sentence spoken by the embedded eSpeak NG voice (worker
 * thread, WAV) and one picture drawn by the offline renderer (SVG scene → 768×768 PNG).
 * Prints figures; asserts nothing.
 */
import { OfflineImageRenderer } from '../src/media/images/offline';
import { EspeakSynthesizer } from '../src/media/speech/espeak';

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;

export async function runMediaBench(): Promise<void> {
  const voice = new EspeakSynthesizer();
  const sentences = [
    {
      text: 'Hello Ada, it is lovely to hear from you again. How was your day?',
      language: 'en-US',
      voice: 'en-US-JennyNeural',
      gender: 'female' as const,
    },
    {
      text: 'Hallo Ada, schön, wieder von dir zu hören. Wie war dein Tag?',
      language: 'de-DE',
      voice: 'de-DE-ConradNeural',
      gender: 'male' as const,
    },
  ];
  await voice.synthesize(sentences[0]!); // starts the worker and compiles the module
  const speech: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    await voice.synthesize({ ...sentences[i % 2]!, text: `${sentences[i % 2]!.text} (${i})` });
    speech.push(performance.now() - t0);
  }
  await voice.close();
  console.log(
    `speech, eSpeak NG (WebAssembly, worker thread): one sentence median ${pct(speech, 0.5).toFixed(0)} ms, p95 ${pct(speech, 0.95).toFixed(0)} ms over ${speech.length} sentences`,
  );

  const renderer = new OfflineImageRenderer();
  const prompts = [
    'a red cat on a beach at sunset',
    'zwei Hunde im Schnee vor einem Haus',
    'un phare sous la pluie la nuit',
    '夕焼けの山と湖とボート',
    'a rocket above a city at night with stars',
  ];
  await renderer.generate(prompts[0]!, {});
  const images: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    await renderer.generate(`${prompts[i % prompts.length]!} ${i}`, {});
    images.push(performance.now() - t0);
  }
  console.log(
    `images, offline renderer (scene → SVG → 768×768 PNG): one picture median ${pct(images, 0.5).toFixed(0)} ms, p95 ${pct(images, 0.95).toFixed(0)} ms over ${images.length} pictures`,
  );
}
