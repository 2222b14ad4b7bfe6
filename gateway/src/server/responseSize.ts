import type { FormattedExecutionResult } from 'graphql';
import type { Logger } from '../ops/logger';

const RESPONSE_TOO_LARGE = 'RESPONSE_TOO_LARGE';

function responseTooLarge(maxBytes: number): string {
  return `The answer is larger than ${maxBytes} bytes. Ask for fewer fields or fewer items.`;
}

/**
 * Apollo's stringifyResult with a ceiling (decision D-61): the answer is serialised once, as Apollo would, and one
 * over maxBytes is replaced by a RESPONSE_TOO_LARGE error, so no document sends more than that.
 */
export function boundedStringify(maxBytes: number, logger: Logger): (value: FormattedExecutionResult) => string {
  return (value) => {
    const text = `${JSON.stringify(value)}\n`;
    // A UTF-16 length under a third of the limit cannot exceed it in UTF-8 bytes; skip the byte count then.
    if (text.length * 3 <= maxBytes || Buffer.byteLength(text) <= maxBytes) return text;
    logger.warn({ bytes: Buffer.byteLength(text), limit: maxBytes }, 'answer too large, refused');
    return `${JSON.stringify({ errors: [{ message: responseTooLarge(maxBytes), extensions: { code: RESPONSE_TOO_LARGE } }] })}\n`;
  };
}
