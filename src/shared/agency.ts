// Facts about the agency that pages, structured data and the footer all repeat. One place to change.

export const agency = {
  name: 'Harbor Point Insurance & Financial',
  shortName: 'Harbor Point',
  founded: 2004,
  phone: '(207) 555-0148',
  phoneE164: '+12075550148',
  tty: '711',
  email: 'hello@harborpoint.example',
  address: {
    street: '48 Commercial Street, Suite 3',
    city: 'Portland',
    region: 'ME',
    postalCode: '04101',
    country: 'US',
  },
  hours: [
    { days: 'Monday to Friday', time: '8:30 am to 5:30 pm ET' },
    { days: 'Saturday', time: '9:00 am to 12:00 pm ET (October 15 to December 7)' },
  ],
  statesServed: ['Maine', 'New Hampshire', 'Vermont', 'Massachusetts', 'Rhode Island', 'Connecticut'],
  licence: 'Maine Bureau of Insurance agency licence AGN-204417 (fictional demo licence)',
  medicare: {
    organizations: 6,
    plans: 41,
  },
} as const;
