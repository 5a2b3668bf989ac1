// Where the system Chromium is (browsers are never downloaded: Debian's `apt-get install chromium`).
import { existsSync } from 'node:fs';

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  );
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}
