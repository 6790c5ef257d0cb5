import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** Runs a command-line tool and returns its stdout; a missing tool says which Debian package to install. */
export const runTool = async (tool: string, args: readonly string[], debianPackage: string): Promise<string> => {
  try {
    const { stdout } = await execFileAsync(tool, [...args], { maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${tool} not found: apt-get install -y ${debianPackage}`, { cause: error });
    }
    throw error;
  }
};
