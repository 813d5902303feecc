/** The example site's identity, as a published page's context carries it. */
export const demoSite = {
  app: 'site-machines-example',
  websiteId: 'example-website',
  templateId: 'example-template',
  templateVersion: '7',
  websiteLocale: 'en-US',
};
