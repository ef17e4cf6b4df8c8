// The interface B suite: every check, listed explicitly.
import { Registry } from '../../src/engine/registry.ts';

export const registry = new Registry('b');
