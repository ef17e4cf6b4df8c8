// `simulation-report.json`: the SimulationReport as it is, written through a temporary file and a rename.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../../../src/output/files.ts';
import type { SimulationReport } from '../result.ts';

export const SIMULATION_JSON_FILE = 'simulation-report.json';

export async function writeSimulationJson(report: SimulationReport, outputDir: string): Promise<string> {
  await mkdir(outputDir, { recursive: true });
  const file = join(outputDir, SIMULATION_JSON_FILE);
  await writeFileAtomic(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
