// The fictional maker's names and addresses, used by the footer and by the page-failure view. A
// module of its own so the view, which is part of the first screen's code, does not pull in the footer.
export const company = {
  name: 'Kestrel Ridge Medical',
  legalName: 'Kestrel Ridge Medical, Inc.',
  publicWebsite: 'https://www.kestrelridge.example',
  supportEmail: 'support@kestrelridge.example',
  privacyEmail: 'privacy@kestrelridge.example',
} as const;
