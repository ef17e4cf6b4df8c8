// The client suites by interface, for `conformance judge-client`.
import type { InterfaceId } from '../src/engine/types.ts';
import type { ClientRegistry } from '../src/judge/registry.ts';
import * as a from './client-a/index.ts';
import * as b from './client-b/index.ts';

export const clientSuites: Record<InterfaceId, { registry: ClientRegistry; inspect: (kind: string, body: Buffer) => string[] | undefined }> = { a, b };
