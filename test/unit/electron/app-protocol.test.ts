import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appFileFor } from '../../../electron/shell/app-protocol.js';
import { tempDir } from '../../helpers/corpus.js';

describe('pincite://app/ serves the renderer build and nothing else', () => {
  const tmp = tempDir('pincite-protocol-');
  const build = join(tmp.dir, 'renderer');
  mkdirSync(join(build, 'assets'), { recursive: true });
  writeFileSync(join(build, 'index.html'), '<!doctype html>');
  writeFileSync(join(build, 'assets', 'index-1.js'), '');
  writeFileSync(join(tmp.dir, 'secret.txt'), 'outside the build');
  afterAll(() => tmp.cleanup());
  const index = join(build, 'index.html');

  it('maps app paths to files of the build; anything else is the one page', () => {
    expect(appFileFor(build, 'pincite://app/assets/index-1.js')).toBe(join(build, 'assets', 'index-1.js'));
    expect(appFileFor(build, 'pincite://app/assets/index-1.js?v=2#x')).toBe(join(build, 'assets', 'index-1.js'));
    expect(appFileFor(build, 'pincite://app/')).toBe(index);
    expect(appFileFor(build, 'pincite://app/index.html')).toBe(index);
    expect(appFileFor(build, 'pincite://app/no/such/route')).toBe(index);
    expect(appFileFor(build, 'pincite://app/assets')).toBe(index);
  });

  it.each([
    'pincite://app/../secret.txt',
    'pincite://app/%2e%2e/secret.txt',
    'pincite://app/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    'pincite://app/..%5csecret.txt',
    'pincite://app/%2F..%2F..%2Fsecret.txt',
  ])('never leaves the build: %s', (url) => {
    const file = appFileFor(build, url);
    expect(file === null || file.startsWith(build)).toBe(true);
  });

  it.each(['pincite://app.evil.com/index.html', 'pincite://evil@app/index.html', 'file:///etc/passwd', 'https://app/index.html', 'pincite://app/%E0%A4%A', 'pincite://app/x%00.js'])('refuses %s', (url) => {
    expect(appFileFor(build, url)).toBeNull();
  });
});
