import { proxyContentTypes, proxyMessages } from '@folio/model';
import { ApiError } from '../errors';
import { detectImageFormat, imageFormats } from '../images/image-formats';
import type { OutboundResponse } from '../outbound/outbound-fetch';
import type { ProxiedAnswer } from './proxy-cache';

const JSON_TYPE = 'application/json; charset=utf-8';
// oEmbed's own name for its JSON (the type of its discovery links), which some providers also answer with.
const OEMBED_JSON = 'application/json+oembed';

/** The media type of a Content-Type header, lower-case, without its parameters. */
const essenceOf = (header: string | undefined) => (header ?? '').split(';')[0]!.trim().toLowerCase();

const isJsonType = (type: string) => (proxyContentTypes.json as readonly string[]).includes(type) || type === OEMBED_JSON || type.endsWith(proxyContentTypes.jsonSuffix);

/**
 * What the proxy passes on of a provider's answer (docs/security.md "The proxy"): a success only; JSON that parses,
 * sent again as JSON; a picture whose bytes are one of the raster types it says it is, sent as the type of its bytes.
 * Anything else (HTML, scripts, SVG, files) is refused with 415; an answer that is not what it says, with 502.
 */
export function proxiedContent(response: OutboundResponse): ProxiedAnswer {
  if (response.status < 200 || response.status >= 300) throw new ApiError(502, proxyMessages.upstreamStatus(response.status));
  const type = essenceOf(response.contentType);
  if (isJsonType(type)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(response.body.toString('utf8'));
    } catch {
      throw new ApiError(502, proxyMessages.notJson);
    }
    return { contentType: JSON_TYPE, body: Buffer.from(JSON.stringify(parsed)) };
  }
  if ((proxyContentTypes.images as readonly string[]).includes(type)) {
    const format = detectImageFormat(response.body);
    if (!format || format === 'svg') throw new ApiError(502, proxyMessages.notPicture);
    return { contentType: imageFormats[format].mime, body: response.body };
  }
  throw new ApiError(415, proxyMessages.contentType(type));
}
