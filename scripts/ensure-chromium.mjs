// Makes sure Playwright has Debian's Chromium (Playwright's own browser download cannot work
// here): use CHROMIUM_PATH or /usr/bin/chromium; as root with apt, install it; else say what to do.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function hasApt() {
  try {
    execFileSync('apt-get', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

if (existsSync(chromiumPath)) {
  console.log(`Chromium: ${chromiumPath}`);
} else if (process.getuid?.() === 0 && hasApt()) {
  console.log(`Chromium not found at ${chromiumPath}; installing Debian's chromium with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (!existsSync(chromiumPath)) {
    console.error(`apt-get installed chromium, but ${chromiumPath} is still missing; set CHROMIUM_PATH to its binary.`);
    process.exit(1);
  }
} else {
  console.error(
    [
      `The UI tests need Chromium at ${chromiumPath}, and it is not there.`,
      "Install Debian's package:  sudo apt-get update && sudo apt-get install -y chromium",
      'or point CHROMIUM_PATH at another Chromium binary:  CHROMIUM_PATH=/path/to/chromium npm test',
    ].join('\n'),
  );
  process.exit(1);
}
