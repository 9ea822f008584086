import { describe, expect, it } from 'vitest';
import { acceptsGzip } from './search-response';

describe('Accept-Encoding', () => {
  it('allows gzip by name or *, unless its q is 0', () => {
    for (const header of ['gzip', 'gzip, br', 'br, gzip;q=0.5', 'deflate, *', 'GZIP', 'gzip;q=1']) expect(acceptsGzip(header), header).toBe(true);
    for (const header of [undefined, '', 'identity', 'br', 'deflate', 'gzip;q=0', 'gzip; q=0.0', 'x-gzip2']) expect(acceptsGzip(header), header).toBe(false);
  });
});
