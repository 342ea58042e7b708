import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertKey, uploadUrl, type FileStorage } from './interface';

/** Files on the local disk under `dir` (DATA_DIR/uploads by default). */
export function createLocalStorage(dir: string): FileStorage {
  const root = path.resolve(dir);
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, key);
  };
  return {
    kind: 'local',
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(root, { recursive: true });
      // Write then rename, so a reader never sees half a file after a crash.
      const tmp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(tmp, bytes);
      await fs.rename(tmp, file);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const stat = await fs.stat(file);
        if (!stat.isFile()) return null;
        return { body: createReadStream(file), contentType: null, size: stat.size };
      } catch (err) {
        if (err instanceof Error && 'code' in err && err.code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    url: uploadUrl,
  };
}
