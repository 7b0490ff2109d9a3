import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { BaseStorage, type StagedFile, STALE_TEMP_MS, TooLarge, checkKey, meteredCopy } from './storage';

/** What `S3_URL` says; see docs/files.md. */
interface S3Location {
  client: S3ClientConfig;
  bucket: string;
  /** Prepended to every object key, so one bucket can hold several installations. */
  prefix: string;
}

/**
 * `s3://KEY:SECRET@host:port/bucket/optional/prefix?region=eu-west-1&forcePathStyle=true&tls=false`.
 * Without KEY:SECRET the SDK's own credential chain is used (environment, IAM role); `tls=false`
 * talks plain HTTP (a local test server), otherwise HTTPS.
 */
export function parseS3Url(raw: string): S3Location {
  const url = new URL(raw);
  const segments = url.pathname.split('/').filter(Boolean);
  if (url.protocol !== 's3:' || !url.hostname || !segments.length) {
    throw new Error('S3_URL must look like s3://key:secret@host:port/bucket?region=…');
  }
  const [bucket, ...prefix] = segments.map(decodeURIComponent);
  const query = url.searchParams;
  const client: S3ClientConfig = {
    endpoint: `${query.get('tls') === 'false' ? 'http' : 'https'}://${url.host}`,
    region: query.get('region') ?? 'us-east-1',
    forcePathStyle: query.get('forcePathStyle') === 'true',
  };
  if (url.username) client.credentials = { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) };
  return { client, bucket, prefix: prefix.length ? `${prefix.join('/')}/` : '' };
}

/** Without a body (an unknown key) the SDK would hand us undefined: say so as the directory would. */
const missing = (sleutel: string) => Object.assign(new Error(`no stored file ${sleutel}`), { code: 'ENOENT' });

/**
 * Files as objects in an S3-compatible bucket: committed ones under `files/<key>`, staged ones under
 * `.tmp/<key>`, so several API servers share one store. Uploads stream in parts of 5 MB (at most
 * one part in memory); commit is a server-side copy, so the bytes never pass through us twice.
 */
export class S3Storage extends BaseStorage {
  private readonly client: S3Client;

  constructor(private readonly location: S3Location) {
    super();
    this.client = new S3Client(location.client);
  }

  static fromUrl(url: string) {
    return new S3Storage(parseS3Url(url));
  }

  private storedKey(sleutel: string) {
    return `${this.location.prefix}files/${checkKey(sleutel)}`;
  }

  private stagedKey(sleutel: string) {
    return `${this.location.prefix}.tmp/${checkKey(sleutel)}`;
  }

  private async deleteObject(key: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.location.bucket, Key: key }));
  }

  async stage(source: Readable, naam: string, maxBytes: number): Promise<StagedFile> {
    const sleutel = randomUUID();
    const key = this.stagedKey(sleutel);
    try {
      const { grootte, sha256, tooLarge } = await meteredCopy(
        source,
        async (counted) => {
          const upload = new Upload({ client: this.client, params: { Bucket: this.location.bucket, Key: key, Body: counted }, queueSize: 1, partSize: 5 * 1024 * 1024 });
          await upload.done();
        },
        maxBytes,
      );
      if (tooLarge) throw new TooLarge();
      return { sleutel, naam, grootte, sha256 };
    } catch (error) {
      await this.deleteObject(key).catch(() => undefined);
      throw error;
    }
  }

  async head(file: StagedFile, bytes = 4100): Promise<Uint8Array> {
    if (file.grootte === 0) return new Uint8Array();
    const answer = await this.client.send(
      new GetObjectCommand({ Bucket: this.location.bucket, Key: this.stagedKey(file.sleutel), Range: `bytes=0-${bytes - 1}` }),
    );
    if (!answer.Body) throw missing(file.sleutel);
    return answer.Body.transformToByteArray();
  }

  async commit(file: StagedFile) {
    const from = this.stagedKey(file.sleutel);
    await this.client.send(
      new CopyObjectCommand({ Bucket: this.location.bucket, Key: this.storedKey(file.sleutel), CopySource: `${this.location.bucket}/${encodeURIComponent(from).replaceAll('%2F', '/')}` }),
    );
    await this.deleteObject(from);
  }

  async discard(file: StagedFile) {
    await this.deleteObject(this.stagedKey(file.sleutel));
  }

  async read(sleutel: string): Promise<Buffer> {
    const answer = await this.client.send(new GetObjectCommand({ Bucket: this.location.bucket, Key: this.storedKey(sleutel) }));
    if (!answer.Body) throw missing(sleutel);
    return Buffer.from(await answer.Body.transformToByteArray());
  }

  async readStream(sleutel: string): Promise<Readable> {
    const answer = await this.client.send(new GetObjectCommand({ Bucket: this.location.bucket, Key: this.storedKey(sleutel) }));
    if (!(answer.Body instanceof Readable)) throw missing(sleutel);
    return answer.Body;
  }

  async remove(sleutel: string) {
    await this.deleteObject(this.storedKey(sleutel));
  }

  /** Every object under a prefix, page by page. */
  private async *list(prefix: string) {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.location.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const object of page.Contents ?? []) if (object.Key) yield { key: object.Key, modified: object.LastModified };
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async removeStaleTemp(olderThanMs = STALE_TEMP_MS) {
    const limit = Date.now() - olderThanMs;
    for await (const object of this.list(`${this.location.prefix}.tmp/`)) {
      if (object.modified && object.modified.getTime() < limit) await this.deleteObject(object.key);
    }
  }

  async inventory() {
    const keys = async (prefix: string) => {
      const found: string[] = [];
      for await (const object of this.list(`${this.location.prefix}${prefix}`)) found.push(object.key.slice(object.key.lastIndexOf('/') + 1));
      return found;
    };
    return { stored: await keys('files/'), staged: await keys('.tmp/') };
  }
}
