import { describe, expect, it } from 'vitest';
import { isServerResource } from '../server-resources';

describe("the server's files at the site's addresses", () => {
  it('when the path is the sitemap, robots.txt or a share picture, then it is the server’s', () => {
    expect(isServerResource('/sitemap.xml')).toBe(true);
    expect(isServerResource('/robots.txt')).toBe(true);
    expect(isServerResource('/result/2024-12-16/card.png')).toBe(true);
    expect(isServerResource('/result/2024-12-16/card.png?lang=th')).toBe(true);
  });

  it('when the path is a page (the server’s or the app’s), then it is not', () => {
    for (const path of [
      '/',
      '/result',
      '/result/2024-12-16',
      '/result/2024-12-16?lang=th',
      '/check?draw=2024-12-16&number=123456',
      '/tips',
      '/sitemap.xml.html',
      '/robots.txt/more',
      '/icons/icon-192.png',
      '/result/2024-12-16?next=card.png',
    ]) {
      expect(isServerResource(path), path).toBe(false);
    }
  });
});
