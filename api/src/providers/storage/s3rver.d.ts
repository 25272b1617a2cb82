// s3rver ships no types: the part the tests' fake S3 uses.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  export default class S3rver {
    constructor(options: { address?: string; port?: number; directory?: string; silent?: boolean; resetOnClose?: boolean });
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
