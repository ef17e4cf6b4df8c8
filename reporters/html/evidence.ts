// The evidence of a failed or warned check as the HTML report shows it, in the order a vendor reads it:
// its probable cause when another failure explains it, what went wrong (the message), what was sent against what was read back (./readBack.ts), every exchange
// of the chain that led there, numbered, the one the verdict rests on marked, bodies laid out
// (./pretty.ts), then how to reproduce and replay it. Everything passes through escapeHtml; secrets are
// as redacted as the report data holds them (nothing here decodes a body's text).
import type { ChainExchange, CheckResult, RecordedRequest, RecordedResponse } from '../../src/engine/types.ts';
import { detailLines, type DetailOptions } from '../format.ts';
import { clean, cleanLine, plural, toText } from '../../src/output/text.ts';
import { escapeHtml } from '../../src/output/escapeHtml.ts';
import { prettyBody } from './pretty.ts';
import { readBacks, type ReadBack } from './readBack.ts';

function headerLines(headers: Record<string, string> | undefined): string[] {
  if (!headers || typeof headers !== 'object') return [];
  return Object.entries(headers).map(([name, value]) => `  ${cleanLine(name)}: ${cleanLine(value)}`);
}

function bodyLines(body: unknown, bytes: number | undefined, truncated: boolean | undefined, limit: number): string[] {
  const text = toText(body);
  if (text === '') return bytes ? [`  body: ${bytes} bytes, not recorded`] : [];
  const facts = [bytes !== undefined ? `${bytes} bytes` : undefined, truncated ? 'cut at the size limit' : undefined].filter(Boolean).join(', ');
  return [`  body${facts ? ` (${facts})` : ''}:`, ...clean(prettyBody(text, limit)).split('\n').map((l) => `    ${l}`)];
}

/** One exchange as text: the request, then the response or the transport error. */
function exchangeText(x: ChainExchange, opts: DetailOptions): string {
  const req: RecordedRequest = x.request;
  const lines = [`request: ${cleanLine(req.method)} ${cleanLine(req.url)}`, ...headerLines(req.headers), ...bodyLines(req.body, req.bodyBytes, false, opts.bodyLimit)];
  const res: RecordedResponse | undefined = x.response;
  if (res) {
    const time = typeof res.timeMs === 'number' ? ` in ${Math.round(res.timeMs)}ms` : '';
    lines.push(`response: ${cleanLine(res.status)}${time}`, ...headerLines(res.headers), ...bodyLines(res.body, res.bodyBytes, res.truncated, opts.bodyLimit));
  }
  if (x.error) lines.push(`transport error: ${cleanLine(x.error)}`);
  else if (!res) lines.push('response: none recorded');
  return lines.join('\n');
}

/** Path and query of a URL for a one-line heading (the whole URL is in the exchange below it). */
function shortUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.pathname}${u.search}`;
  } catch {
    return url;
  }
}

function sameExchange(x: ChainExchange, req: RecordedRequest, res: RecordedResponse | undefined, error: string | undefined): boolean {
  return (
    x.request.method === req.method &&
    x.request.url === req.url &&
    x.response?.status === res?.status &&
    x.response?.timeMs === res?.timeMs &&
    x.response?.bodyBytes === res?.bodyBytes &&
    (x.error ?? undefined) === (error ?? undefined)
  );
}

interface Numbered {
  n: number;
  x: ChainExchange;
}

/**
 * The chain, numbered as the check sent it. A chain cut to its bounds keeps its first and last halves
 * (src/engine/evidence.ts); its note says how many there were, so the second half keeps its own numbers.
 */
function numbered(chain: readonly ChainExchange[], cut: string | undefined): { items: Numbered[]; gapAfter?: number; left?: number } {
  const m = /^(\d+) exchanges, the first (\d+) and the last (\d+) kept/.exec(cut ?? '');
  const [total, first, last] = m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [0, 0, 0];
  if (!m || first + last !== chain.length || total <= chain.length) return { items: chain.map((x, k) => ({ n: k + 1, x })) };
  return {
    items: chain.map((x, k) => ({ n: k < first ? k + 1 : total - chain.length + k + 1, x })),
    gapAfter: first,
    left: total - chain.length,
  };
}

function readBackHtml(rb: ReadBack, n: (index: number) => number, chain: readonly ChainExchange[]): string {
  const w = chain[rb.write];
  const r = chain[rb.read];
  const title =
    `Sent in exchange ${n(rb.write)} (${cleanLine(w.request.method)} ${cleanLine(shortUrl(w.request.url))}), read back in exchange ${n(rb.read)} ` +
    `(${cleanLine(r.request.method)} ${cleanLine(shortUrl(r.request.url))}): ${plural(rb.differences.length + rb.more, 'field')} read back with another value`;
  const rows = rb.differences.map((d) => `<tr><td><code>${escapeHtml(d.path)}</code></td><td><code>${escapeHtml(d.sent)}</code></td><td><code>${escapeHtml(d.readBack)}</code></td></tr>`);
  const notes = [
    rb.more ? `${rb.more} more ${rb.more === 1 ? 'field differs' : 'fields differ'} (the exchanges below show them).` : '',
    rb.notCompared.length
      ? `Not compared (the read-back has no field of that name): ${rb.notCompared.slice(0, 12).join(', ')}${rb.notCompared.length > 12 ? ` and ${rb.notCompared.length - 12} more` : ''}.`
      : '',
  ].filter(Boolean);
  return (
    `<div class="readback"><p class="rb-title">${escapeHtml(title)}</p>` +
    `<table class="diff"><tr><th>field</th><th>sent</th><th>read back</th></tr>${rows.join('')}</table>` +
    notes.map((t) => `<p class="note">${escapeHtml(t)}</p>`).join('') +
    '</div>'
  );
}

/** The chain as a numbered list, the exchange at index `at` marked with `mark`. */
function chainHtml(chain: readonly ChainExchange[], cut: string | undefined, at: number, mark: string, opts: DetailOptions): string {
  const { items, gapAfter, left } = numbered(chain, cut);
  const li = items.map(({ n, x }, k) => {
    const outcome = x.response ? cleanLine(x.response.status) : 'no answer';
    const head = `${cleanLine(x.request.method)} ${cleanLine(shortUrl(x.request.url))} → ${outcome}`;
    const gap = gapAfter !== undefined && k === gapAfter ? `<li class="gap">… ${escapeHtml(plural(left ?? 0, 'exchange'))} left out here</li>` : '';
    return (
      `${gap}<li class="exchange${k === at ? ' failing' : ''}" data-n="${n}"><p class="xh"><span class="n">#${n}</span> ${escapeHtml(head)}` +
      `${k === at ? ` <strong class="mark-at">← ${escapeHtml(mark)}</strong>` : ''}</p><pre>${escapeHtml(exchangeText(x, opts))}</pre></li>`
    );
  });
  const title = `Exchanges of the chain (${plural(chain.length, 'exchange')}${left ? ` of ${chain.length + left}` : ''}, in the order sent)`;
  return (
    `<div class="chain"><p class="chain-title">${escapeHtml(title)}</p>` +
    (cut ? `<p class="note">${escapeHtml(`Cut to its bounds: ${cleanLine(cut)}.`)}</p>` : '') +
    `<ol>${li.join('')}</ol></div>`
  );
}

/** The evidence block of a failed or warned check. */
export function evidenceHtml(c: CheckResult, opts: DetailOptions): string {
  const ev = c.evidence ?? {};
  const parts: string[] = [];
  // The failed check this one probably stands on comes first: it is where to look (src/engine/causes.ts).
  if (c.causedBy) {
    const { check: cause, operation } = c.causedBy;
    parts.push(`<p class="cause">${escapeHtml(`probable cause: ${cleanLine(cause)} failed, and this check's data was written with ${cleanLine(operation)}: look at ${cleanLine(cause)} first`)}</p>`);
  }
  const message = clean(c.message);
  if (message) parts.push(`<pre class="message">${escapeHtml(`message: ${message.split('\n').join('\n  ')}`)}</pre>`);

  // The chain as recorded; a result without one (a report of an older run) still has its last exchange.
  const last: ChainExchange | undefined = ev.request && { request: ev.request, ...(ev.response ? { response: ev.response } : {}), ...(ev.error ? { error: ev.error } : {}) };
  const recorded = Array.isArray(ev.chain) && ev.chain.length > 0;
  const chain: ChainExchange[] = recorded ? ev.chain! : last ? [last] : [];
  // The exchange the verdict rests on: the last of the chain that is the result's own exchange.
  let at = -1;
  if (ev.request) for (let k = chain.length - 1; k >= 0 && at < 0; k--) if (sameExchange(chain[k], ev.request, ev.response, ev.error)) at = k;

  const numbers = numbered(chain, ev.chainCut).items;
  for (const rb of readBacks(chain)) parts.push(readBackHtml(rb, (index) => numbers[index].n, chain));
  if (chain.length) parts.push(chainHtml(chain, ev.chainCut, at, c.status === 'failed' ? 'failed here' : 'warned here', opts));
  if (last && at < 0 && recorded) {
    parts.push(`<div class="chain"><p class="chain-title">The exchange the verdict rests on (not in the chain above)</p><pre>${escapeHtml(exchangeText(last, opts))}</pre></div>`);
  }
  if (ev.error && !chain.length) parts.push(`<pre>${escapeHtml(`transport error: ${cleanLine(ev.error)}`)}</pre>`);

  // How to reproduce and replay it (and a property's seed and counterexample), as the other reporters say it.
  const rest = detailLines({ ...c, message: '', causedBy: undefined, evidence: ev.exchanges !== undefined && ev.exchanges > chain.length ? { exchanges: ev.exchanges } : undefined }, opts);
  if (rest.length) parts.push(`<pre class="reproduce">${escapeHtml(rest.join('\n'))}</pre>`);
  return parts.join('');
}
