/** The few parts of s3rver 3 (a local S3 server without types of its own) the storage tests use. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  export default class S3rver {
    constructor(options: { address: string; port: number; silent: boolean; directory: string; configureBuckets: { name: string }[] });
    run(): Promise<AddressInfo>;
  }
}
