// Reports are written whole or not at all: into a temporary file beside the target, then renamed over it,
// so that a reader (or a run stopped halfway) never sees half a report.
import { rename, writeFile } from 'node:fs/promises';

export async function writeFileAtomic(file: string, text: string): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, text, 'utf8');
  await rename(tmp, file);
}
