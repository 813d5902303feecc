import { describe, expect, it } from 'vitest';
import { isMobileDevice } from '../adapters/browser/device.ts';
import { isMobileUserAgent } from '../machines/shared/environment.ts';

const AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15',
  '',
];

describe('the mobile user-agent rule is written once', () => {
  it.each(AGENTS)('the browser and the server agree on %j', (userAgent) => {
    expect(isMobileDevice({ userAgent } as Navigator)).toBe(isMobileUserAgent(userAgent));
  });

  it("the browser's own userAgentData.mobile comes first", () => {
    expect(isMobileDevice({ userAgent: AGENTS[3], userAgentData: { mobile: true } } as unknown as Navigator)).toBe(true);
  });
});
