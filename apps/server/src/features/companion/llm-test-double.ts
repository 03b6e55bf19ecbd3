import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny local HTTP server speaking the OpenAI chat completions shape (`POST …/chat/completions`
 * → `{choices: [{message: {role, content}}]}`), for tests: `reply` decides the content from the
 * request, `delayMs` makes it slow, `status` makes it fail. Every request body is recorded.
 */
/** The part of a chat completions request the double reads. */
export interface ChatRequestBody {
  model?: string;
  max_tokens?: number;
  messages?: Array<{ role: string; content: string }>;
}

export interface LlmDouble {
  url: string;
  requests: Array<{ path: string; authorization: string | undefined; body: ChatRequestBody }>;
  reply: (body: ChatRequestBody) => string;
  status: number;
  delayMs: number;
  close(): Promise<void>;
}

export async function startLlmDouble(): Promise<LlmDouble> {
  const double: LlmDouble = {
    url: '',
    requests: [],
    reply: () => '{"answer": "Here are some books!", "bookIds": [], "followOnPrompts": []}',
    status: 200,
    delayMs: 0,
    close: async () => {},
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = (raw ? JSON.parse(raw) : {}) as ChatRequestBody;
      double.requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
      setTimeout(() => {
        if (res.destroyed) return;
        if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
          res.writeHead(404).end();
          return;
        }
        if (double.status !== 200) {
          res.writeHead(double.status, { 'content-type': 'application/json' });
          res.end('{"error": {"message": "failure for the test"}}');
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'chatcmpl-test',
            object: 'chat.completion',
            model: body.model,
            choices: [
              {
                index: 0,
                finish_reason: 'stop',
                message: { role: 'assistant', content: double.reply(body) },
              },
            ],
          }),
        );
      }, double.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  double.url = `http://127.0.0.1:${port}/v1`;
  double.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return double;
}
