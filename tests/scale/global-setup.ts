import { ensureNginx } from './nginx';

/** The scale suite's nginx, installed once before any test (apt can take a minute). */
export default function setup() {
  ensureNginx();
}
