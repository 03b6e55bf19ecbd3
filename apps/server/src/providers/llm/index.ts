import type { CompanionConfig } from '../../config.ts';
import { createOpenAiCompatibleLlm } from './openai-compatible.ts';

/** One message of a chat completion. */
export interface LlmMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/**
 * A large language model that phrases text (the companion's answers). Implementations throw on
 * any failure or timeout; callers fall back to their templates.
 */
export interface LlmProvider {
  readonly name: string;
  complete(messages: LlmMessage[], opts?: { maxTokens?: number }): Promise<string>;
}

/** The configured provider (LLM_URL), or undefined: answers are then templated. */
export function createLlmProvider(config: CompanionConfig['llm']): LlmProvider | undefined {
  return config ? createOpenAiCompatibleLlm(config) : undefined;
}
