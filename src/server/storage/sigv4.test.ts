import { describe, expect, it } from 'vitest';
import { amzDateOf, EMPTY_PAYLOAD_HASH, sha256Hex, signRequest, signingKey, uriEncode } from './sigv4.ts';

// The AWS SigV4 test suite's credentials and moment (docs: "Signature Version 4 test suite").
const SUITE = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', region: 'us-east-1', service: 'service' };
const AT = '20150830T123600Z';

describe('signRequest against the published examples', () => {
  it('get-vanilla-query-order-key-case: GET /?Param2=value2&Param1=value1', () => {
    const signed = signRequest({ method: 'GET', url: new URL('https://example.amazonaws.com/?Param2=value2&Param1=value1'), amzDate: AT }, SUITE);
    expect(signed.canonicalRequest).toBe(
      'GET\n/\nParam1=value1&Param2=value2\nhost:example.amazonaws.com\nx-amz-date:20150830T123600Z\n\nhost;x-amz-date\n' + EMPTY_PAYLOAD_HASH,
    );
    expect(signed.stringToSign).toBe(
      'AWS4-HMAC-SHA256\n20150830T123600Z\n20150830/us-east-1/service/aws4_request\n816cd5b414d056048ba4f7c5386d6e0533120fb1fcfa93762cf0fc39e2cf19e0',
    );
    expect(signed.signature).toBe('b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500');
    expect(signed.headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500',
    );
  });

  it('get-vanilla and post-vanilla', () => {
    const get = signRequest({ method: 'GET', url: new URL('https://example.amazonaws.com/'), amzDate: AT }, SUITE);
    expect(get.signature).toBe('5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31');
    const post = signRequest({ method: 'POST', url: new URL('https://example.amazonaws.com/'), amzDate: AT }, SUITE);
    expect(post.signature).toBe('5da7c1a2acd57cee7505fc6676e4e544621c30862966e37dddb68e92efbe5d6b');
  });

  it('the IAM ListUsers example of the SigV4 guide, with a signed content type', () => {
    const signed = signRequest({
      method: 'GET',
      url: new URL('https://iam.amazonaws.com/?Action=ListUsers&Version=2010-05-08'),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' },
      amzDate: AT,
    }, { ...SUITE, service: 'iam' });
    expect(sha256Hex(signed.canonicalRequest)).toBe('f536975d06c0309214f805bb90ccff089219ecd68b2577efef23edd43b7e1a59');
    expect(signed.signature).toBe('5d672d79c15b13162d9279b0855cfba6789a8edb4c82c400e06b5924a6f2b5d7');
  });

  it('derives the signing key of the guide', () => {
    expect(signingKey(SUITE.secretAccessKey, '20150830', 'us-east-1', 'iam').toString('hex'))
      .toBe('c4afb1cc5771d871763a393e44b703571b55cc28424d1a5e86da6ed3c154a4b9');
  });

  it('a changed secret gives another signature (the test can fail)', () => {
    const signed = signRequest({ method: 'GET', url: new URL('https://example.amazonaws.com/'), amzDate: AT }, { ...SUITE, secretAccessKey: 'other' });
    expect(signed.signature).not.toBe('5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31');
  });
});

describe('helpers', () => {
  it('formats the amz date', () => {
    expect(amzDateOf(new Date('2015-08-30T12:36:00.123Z'))).toBe(AT);
  });
  it('encodes as RFC 3986 with upper-case hex', () => {
    expect(uriEncode('a b/c~d*é')).toBe('a%20b%2Fc~d%2A%C3%A9');
    expect(uriEncode('20240101/x.pdf', true)).toBe('20240101/x.pdf');
  });
  it('sorts query values of equal keys and encodes the path once', () => {
    const signed = signRequest({ method: 'GET', url: new URL('https://h.example/a%20b/c?b=2&a=2&a=1'), amzDate: AT }, SUITE);
    expect(signed.canonicalRequest.split('\n').slice(0, 3)).toEqual(['GET', '/a%20b/c', 'a=1&a=2&b=2']);
  });
});
