import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envSchema } from './config';

/** An operator configures the platform from the README: every variable the server reads is listed there. */
describe('README configuration', () => {
  it('names every environment variable the server reads', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Architecture'));
    const missing = Object.keys(envSchema.shape).filter((name) => !section.includes(name));
    expect(missing).toEqual([]);
  });
});
