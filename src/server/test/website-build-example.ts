// One complete, valid website request (decision 130) that the server tests and the browser journeys
// send through the API; each overrides what it checks.
import type { CreateWebsiteBuildInput } from '../../shared/website-build-schemas';

export const exampleWebsiteBuild = (
  overrides: Partial<CreateWebsiteBuildInput> = {},
): CreateWebsiteBuildInput => ({
  businessName: 'Casco Bay Insurance',
  businessKind: 'independent-agent',
  city: 'Portland',
  state: 'ME',
  description: 'Home, auto and boat cover for families around Casco Bay.',
  npn: '19283746',
  licenceState: 'ME',
  licenceNumber: 'PRR123456',
  otherLicences: '',
  lines: ['auto', 'home'],
  template: 'harbor',
  pages: ['about', 'quote', 'contact'],
  domainChoice: 'have',
  domainName: 'https://www.CascoBayInsurance.com/',
  contactName: 'Marion Beal',
  contactEmail: 'Marion@Example.com',
  contactPhone: '(207) 555-0142',
  notes: '',
  ...overrides,
});
