import { z } from 'zod';
import type { LlmMessage, LlmProvider } from './index.ts';

const completionSchema = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullable().optional() }) }))
    .min(1),
});

/** The chat completions URL of a base: `…/v1` → `…/v1/chat/completions`; a full URL is kept. */
export function chatCompletionsUrl(base: string): string {
  const trimmed = base.replace(/\/+$/, '');
  return /\/chat\/completions$/.test(trimmed) ? trimmed : `${trimmed}/chat/completions`;
}

/**
 * Any OpenAI-compatible chat completions endpoint (OpenAI, Azure-style gateways, vLLM, Ollama,
 * llama.cpp server…): `POST {url}/chat/completions` with a bearer key when one is set. The
 * request is aborted after `timeoutMs`; a non-2xx answer, a body of another shape or an empty
 * text throws.
 */
export function createOpenAiCompatibleLlm(opts: {
  url: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}): LlmProvider {
  const url = chatCompletionsUrl(opts.url);
  const doFetch = opts.fetch ?? fetch;
  return {
    name: 'openai-compatible',
    async complete(messages: LlmMessage[], o = {}) {
      const res = await doFetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: opts.model,
          messages,
          temperature: 0.4,
          max_tokens: o.maxTokens ?? 400,
        }),
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
      if (!res.ok) {
        // The body is not read into the error: it may echo the prompt.
        await res.body?.cancel();
        throw new Error(`LLM answered ${res.status}`);
      }
      const parsed = completionSchema.safeParse(await res.json());
      if (!parsed.success) throw new Error('LLM answer has an unexpected shape');
      const text = parsed.data.choices[0]!.message.content?.trim() ?? '';
      if (!text) throw new Error('LLM answer is empty');
      return text;
    },
  };
}
