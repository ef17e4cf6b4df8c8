// Every exchange of a run as HAR 1.2 (http://www.softwareishard.com/blog/har-12-spec/). The exchanges are
// the evidence the HTTP client already keeps: secrets redacted and bodies cut to a bound on the way in.
// Custom fields start with `_`: `_checkId` names the check (or `probe`, `cleanup`) that sent the request.
import type { Exchange } from '../../src/engine/types.ts';
import type { TOOL } from '../../src/version.ts';

export interface CollectedExchange {
  exchange: Exchange;
  label: string | undefined;
  /** When the exchange ended (ms since the epoch). */
  endedAt: number;
}

/** Collects every exchange the run's HTTP client reports. */
export class ExchangeCollector {
  readonly entries: CollectedExchange[] = [];
  readonly listener = (exchange: Exchange, label: string | undefined): void => {
    this.entries.push({ exchange, label, endedAt: Date.now() });
  };
}

type NameValue = { name: string; value: string };
const pairs = (h: Record<string, string>): NameValue[] => Object.entries(h).map(([name, value]) => ({ name, value }));

function queryString(url: string): NameValue[] {
  try {
    return [...new URL(url).searchParams].map(([name, value]) => ({ name, value }));
  } catch {
    return [];
  }
}

export function toHar(collected: readonly CollectedExchange[], tool: typeof TOOL): object {
  const entries = collected.map(({ exchange: x, label, endedAt }) => {
    const time = x.response?.timeMs ?? 0;
    const reqHeaders = x.request.headers;
    const resHeaders = x.response?.headers ?? {};
    return {
      startedDateTime: new Date(endedAt - time).toISOString(),
      time,
      request: {
        method: x.request.method,
        url: x.request.url,
        httpVersion: 'HTTP/1.1',
        cookies: [],
        headers: pairs(reqHeaders),
        queryString: queryString(x.request.url),
        ...(x.request.body !== undefined ? { postData: { mimeType: reqHeaders['content-type'] ?? '', text: x.request.body } } : {}),
        headersSize: -1,
        bodySize: x.request.bodyBytes ?? 0,
      },
      response: {
        status: x.response?.status ?? 0,
        statusText: '',
        httpVersion: 'HTTP/1.1',
        cookies: [],
        headers: pairs(resHeaders),
        content: {
          size: x.response?.bodyBytes ?? 0,
          mimeType: resHeaders['content-type'] ?? '',
          ...(x.response?.body !== undefined ? { text: x.response.body } : {}),
        },
        redirectURL: resHeaders.location ?? '',
        headersSize: -1,
        bodySize: x.response?.bodyBytes ?? -1,
      },
      cache: {},
      timings: { send: 0, wait: time, receive: 0 },
      _checkId: label ?? null,
      ...(x.error ? { _error: x.error } : {}),
      ...(x.response?.truncated ? { _truncated: true } : {}),
    };
  });
  return { log: { version: '1.2', creator: { name: tool.name, version: tool.version }, entries } };
}
