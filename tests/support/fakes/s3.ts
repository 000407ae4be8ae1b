/**
 * A local S3-compatible object store for tests: path-style PUT, GET, HEAD and DELETE of objects
 * (`/{bucket}/{key}`), enough for @aws-sdk/client-s3's PutObject, GetObject, HeadObject and
 * DeleteObject. Objects live in memory; signatures are not checked, but every request must carry
 * one (an Authorization header), as a real store would insist.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface FakeS3Object {
  body: Buffer;
  contentType: string;
}

export interface FakeS3Server {
  endpoint: string;
  bucket: string;
  /** Objects by key (without the bucket). */
  objects: Map<string, FakeS3Object>;
  /** Method and path of every request, in order. */
  requests: string[];
  close(): Promise<void>;
}

const xmlError = (code: string, message: string) => `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakeS3(bucket = 'test-bucket'): Promise<FakeS3Server> {
  const objects = new Map<string, FakeS3Object>();
  const requests: string[] = [];
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push(`${request.method} ${url.pathname}`);
    const [, wanted, ...rest] = url.pathname.split('/');
    const key = rest.map((p) => decodeURIComponent(p)).join('/');
    const fail = (status: number, code: string, message: string) => {
      response.writeHead(status, { 'content-type': 'application/xml' });
      response.end(request.method === 'HEAD' ? undefined : xmlError(code, message));
    };
    if (!request.headers.authorization) return fail(403, 'AccessDenied', 'Unsigned request');
    if (wanted !== bucket) return fail(404, 'NoSuchBucket', 'The specified bucket does not exist');
    if (!key) return fail(400, 'InvalidRequest', 'Only object requests are supported');
    const found = objects.get(key);
    switch (request.method) {
      case 'PUT': {
        const body = await bodyOf(request);
        objects.set(key, { body, contentType: String(request.headers['content-type'] ?? 'application/octet-stream') });
        response.writeHead(200, { etag: `"${body.length}"` });
        return response.end();
      }
      case 'GET':
      case 'HEAD':
        if (!found) return fail(404, 'NoSuchKey', 'The specified key does not exist.');
        response.writeHead(200, { 'content-type': found.contentType, 'content-length': found.body.length, etag: `"${found.body.length}"` });
        return response.end(request.method === 'GET' ? found.body : undefined);
      case 'DELETE':
        objects.delete(key);
        response.writeHead(204);
        return response.end();
      default:
        return fail(405, 'MethodNotAllowed', 'The specified method is not allowed');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
