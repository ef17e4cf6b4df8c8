// The interface A suite: every check, listed explicitly.
import { Registry } from '../../src/engine/registry.ts';
import { requiresApiKey } from './a-requires-api-key.ts';

export const registry = new Registry('a').register(requiresApiKey);
