// The interface B suite: every check, listed explicitly.
import { Registry } from '../../src/engine/registry.ts';
import { ACTION, removeAction } from './support.ts';
import { listChecks } from './list/index.ts';

export const registry = new Registry('b').register(...listChecks);

export const removers = { [ACTION]: removeAction };
