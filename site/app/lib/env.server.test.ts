import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.server';

describe('parseEnv', () => {
  it('fills the documented defaults when nothing is set', () => {
    expect(parseEnv({})).toEqual({ NODE_ENV: 'development', API_URL: 'http://localhost:3000' });
  });

  it('keeps the values that are set', () => {
    const env = parseEnv({ NODE_ENV: 'production', API_URL: 'https://api.example.test', SESSION_SECRET: 's'.repeat(40), OTHER: 'x' });
    expect(env).toEqual({ NODE_ENV: 'production', API_URL: 'https://api.example.test', SESSION_SECRET: 's'.repeat(40) });
  });

  it('treats an empty variable as unset', () => {
    expect(parseEnv({ API_URL: '', SESSION_SECRET: '' })).toEqual({ NODE_ENV: 'development', API_URL: 'http://localhost:3000' });
  });

  it('names the variable that is wrong', () => {
    expect(() => parseEnv({ API_URL: 'localhost:3000' })).toThrow(/API_URL/);
    expect(() => parseEnv({ API_URL: 'ftp://files.example.test' })).toThrow(/API_URL/);
    expect(() => parseEnv({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });
});
