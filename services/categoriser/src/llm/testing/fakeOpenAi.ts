/**
 * A local OpenAI-compatible server for tests: speaks POST /v1/chat/completions with the real response shape, and
 * answers a structured request the way it was asked — as JSON content for a `json_schema` response format, as a
 * forced tool call for function calling — so the real ChatOpenAI client (and LangChain's parsing) is exercised.
 * Each test decides the behaviour: an answer, raw content, an HTTP error, a delay, or no answer at all.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { closeServer, listenOnFreePort } from '@tracker/service-kit/fake-server';

export interface ChatMessage {
  role: string;
  content: unknown;
}

export interface ChatCompletionRequest {
  model: string;
  messages: ChatMessage[];
  temperature?: number;
  response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> } };
  tools?: Array<{ type: string; function: { name: string; parameters: Record<string, unknown> } }>;
  tool_choice?: unknown;
}

export type FakeReply =
  | { structured: unknown }
  | { content: string }
  | { status: number; body: unknown }
  | { delayMs: number; then: FakeReply }
  | { hang: true };

export type FakeBehaviour = (request: ChatCompletionRequest) => FakeReply;

export interface FakeOpenAiServer {
  /** Base URL for OPENAI_BASE_URL (ends in /v1). */
  baseURL: string;
  /** Every chat-completion request received, in order. */
  requests: ChatCompletionRequest[];
  setBehaviour(behaviour: FakeBehaviour): void;
  close(): Promise<void>;
}

let completionCounter = 0;

function completion(request: ChatCompletionRequest, message: Record<string, unknown>, finishReason: string) {
  completionCounter += 1;
  return {
    id: `chatcmpl-fake${completionCounter}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: request.model,
    system_fingerprint: 'fp_fake',
    choices: [{ index: 0, message: { refusal: null, ...message }, logprobs: null, finish_reason: finishReason }],
    usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
  };
}

/** The reply body for a structured answer, in the mode the request used. */
function structuredCompletion(request: ChatCompletionRequest, value: unknown) {
  const tool = request.tools?.[0];
  if (tool !== undefined) {
    return completion(
      request,
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: `call_${completionCounter + 1}`,
            type: 'function',
            function: { name: tool.function.name, arguments: JSON.stringify(value) },
          },
        ],
      },
      'tool_calls',
    );
  }
  return completion(request, { role: 'assistant', content: JSON.stringify(value) }, 'stop');
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startFakeOpenAi(initial: FakeBehaviour): Promise<FakeOpenAiServer> {
  let behaviour = initial;
  const requests: ChatCompletionRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const reply = (request: ChatCompletionRequest, res: ServerResponse, answer: FakeReply): void => {
    if ('hang' in answer) return;
    if ('delayMs' in answer) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        reply(request, res, answer.then);
      }, answer.delayMs);
      timers.add(timer);
      return;
    }
    if ('status' in answer) send(res, answer.status, answer.body);
    else if ('content' in answer)
      send(res, 200, completion(request, { role: 'assistant', content: answer.content }, 'stop'));
    else send(res, 200, structuredCompletion(request, answer.structured));
  };

  const { server, url } = await listenOnFreePort((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        send(res, 404, { error: { message: `Unknown route ${req.method} ${req.url}`, type: 'invalid_request_error' } });
        return;
      }
      const request = JSON.parse(await readBody(req)) as ChatCompletionRequest;
      requests.push(request);
      reply(request, res, behaviour(request));
    })();
  });
  return {
    baseURL: `${url}/v1`,
    requests,
    setBehaviour(next) {
      behaviour = next;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      await closeServer(server);
    },
  };
}

export interface PromptRow {
  id: string;
  direction: 'in' | 'out';
  amount: string;
  description: string;
  /** The row's bank category field, when the prompt gave one. */
  bankCategory?: string;
}

function userText(request: ChatCompletionRequest): string {
  const user = [...request.messages].reverse().find((message) => message.role === 'user');
  if (!user) return '';
  if (typeof user.content === 'string') return user.content;
  if (Array.isArray(user.content)) {
    return user.content
      .map((part: unknown) =>
        typeof part === 'object' && part !== null && 'text' in part ? String((part as { text: unknown }).text) : '',
      )
      .join('');
  }
  return '';
}

/** The rows of a categorise prompt (`r1 | out | 12.50 | DESCRIPTION`, `r2 | out | 1280 JPY | …`). */
export function promptRows(request: ChatCompletionRequest): PromptRow[] {
  return userText(request)
    .split('\n')
    .map((line) =>
      /^(r\d+) \| (in|out) \| (\d+(?:\.\d+)?(?: [A-Z]{3})?) \| (.*?)(?: \| bank category: (.*))?$/.exec(line),
    )
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({
      id: match[1] as string,
      direction: match[2] as 'in' | 'out',
      amount: match[3] as string,
      description: match[4] as string,
      ...(match[5] === undefined ? {} : { bankCategory: match[5] }),
    }));
}

/** The numbered sentences of an insight-phrasing prompt. */
export function promptSentences(request: ChatCompletionRequest): string[] {
  return userText(request)
    .split('\n')
    .map((line) => /^\d+\. (.*)$/.exec(line)?.[1])
    .filter((sentence): sentence is string => sentence !== undefined);
}
