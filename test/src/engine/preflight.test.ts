// The verdict of the setup probe: only a uniform picture is a setup mistake (exit 2). A target that answers
// no request of the probe at all hangs or dies: named with an operation and the wait; one that answers any
// request, even badly, is left to the checks.
import { describe, expect, it } from 'vitest';
import { judgeSetupProbe, type ProbeAnswer } from '../../../src/engine/preflight.ts';

const CREDENTIALS = { what: 'the key in X-API-KEY', fix: 'check CONFORMANCE_API_KEY' };
const probe = (operation: string, rest: Partial<ProbeAnswer>): ProbeAnswer => ({ operation, method: 'GET', url: `http://t/${operation}`, ...rest });
const timedOut = (operation: string) => probe(operation, { error: 'no complete answer within 400 ms' });
const reset = (operation: string) => probe(operation, { error: 'connection reset by the server (other side closed)' });

describe('judgeSetupProbe', () => {
  it('no answer within the timeout to any request: the target hangs, the operation and the wait named', () => {
    expect(judgeSetupProbe('a', [timedOut('createDocument'), timedOut('queryDocuments')], CREDENTIALS, 400)).toBe(
      'interface A: no answer within 400 ms to any request of the setup probe (e.g. createDocument: GET http://t/createDocument): the target accepts connections but does not answer; check that --target (or a.target) is the API and that it is up, or raise --request-timeout',
    );
  });

  it('every connection dropped without an answer: the target dies, what happened named', () => {
    expect(judgeSetupProbe('b', [reset('listActions'), reset('readAction')], CREDENTIALS, 400)).toBe(
      'interface B: no answer to any request of the setup probe (e.g. listActions: GET http://t/listActions: connection reset by the server (other side closed)): the target closes connections without answering; check that --target (or b.target) is the API and that it is up',
    );
  });

  it('any request answered, even one whose answer then broke off: left to the checks', () => {
    expect(judgeSetupProbe('a', [timedOut('createDocument'), probe('queryDocuments', { status: 200 })], CREDENTIALS, 400)).toBeUndefined();
    expect(judgeSetupProbe('a', [timedOut('createDocument'), probe('queryDocuments', { error: 'body cut', answered: true })], CREDENTIALS, 400)).toBeUndefined();
  });

  it('still calls credentials refused everywhere and no operation found a setup mistake', () => {
    expect(judgeSetupProbe('a', [probe('x', { status: 401 }), probe('y', { status: 403 })], CREDENTIALS)).toMatch(/^interface A: every operation answered 401\/403 to the key in X-API-KEY/);
    expect(judgeSetupProbe('a', [probe('x', { status: 404 }), probe('y', { status: 404 })], CREDENTIALS)).toMatch(/^interface A: every operation answered 404/);
    expect(judgeSetupProbe('a', [probe('x', { status: 404 }), probe('y', { status: 400 })], CREDENTIALS)).toBeUndefined();
  });
});
