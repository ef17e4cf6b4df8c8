// Part 4.1 A2: a replacement takes effect. A holder that answers success and keeps the old document.
import type { MutantA } from './index.ts';

export const mutant: MutantA = { name: 'replace-ignored', breaks: 'A2.replacement-takes-effect', mutation: { applyReplace: false } };
