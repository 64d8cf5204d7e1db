import type OpenAI from 'openai';
import type { GeneratedImage, ImageGenerator } from './images/types';

/**
 * Real adapter: the OpenAI Images API (`OPENAI_IMAGE_MODEL`, default gpt-image-1), 1024×1024,
 * returned as base64 PNG. DALL·E models are asked for base64 explicitly; gpt-image models always give it.
 */
export class OpenAiImageGenerator implements ImageGenerator {
  readonly kind = 'openai' as const;

  constructor(
    private readonly client: OpenAI,
    private readonly model: string,
    private readonly timeoutMs = 120_000,
  ) {}

  async generate(prompt: string, opts: { signal?: AbortSignal }): Promise<GeneratedImage> {
    const res = await this.client.images.generate(
      {
        model: this.model,
        prompt: prompt.slice(0, 4000),
        size: '1024x1024',
        n: 1,
        ...(this.model.startsWith('dall-e') ? { response_format: 'b64_json' as const } : {}),
      },
      { timeout: this.timeoutMs, maxRetries: 1, ...(opts.signal ? { signal: opts.signal } : {}) },
    );
    const b64 = res.data?.[0]?.b64_json;
    if (!b64) throw new Error('the Images API returned no image');
    const data = Buffer.from(b64, 'base64');
    if (data.subarray(1, 4).toString('latin1') !== 'PNG')
      throw new Error('the Images API returned something that is not a PNG');
    return { data, mime: 'image/png', model: this.model, width: 1024, height: 1024 };
  }
}
