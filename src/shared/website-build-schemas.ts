// Website builds (decision 130): the wizard's answers, one zod schema per step, checked in the
// browser step by step and on the server as one request; the agents' queue, changes and notes; and
// the shapes of the answers. Types are z.infer of them.
import { z } from 'zod';
import {
  choiceValues,
  emailSchema,
  emptyAsUndefined,
  multiLine,
  oneLine,
  optionalLine,
  optionalText,
  pageParamSchema,
} from './fields';
import { phoneSchema } from './phone-field';
import { formatNumber } from './format-number';
import {
  BUILD_LINES,
  BUILD_PAGES,
  BUILD_STATES,
  BUILD_STATUSES,
  BUILD_TEMPLATES,
  BUSINESS_KINDS,
  DOMAIN_CHOICES,
} from './website-build-choices';

// The choices and stages are in website-build-choices.ts (zod-free), exported again below.

// ---- The steps ----

export const businessStep = z.strictObject({
  businessName: oneLine({
    label: 'the name of your business',
    missing: 'Enter the name of your business.',
    max: 120,
    tooLong: 'Keep the name under 120 characters.',
  }),
  businessKind: z.enum(choiceValues(BUSINESS_KINDS), { error: 'Choose what kind of business it is.' }),
  city: oneLine({
    label: 'the town',
    missing: 'Enter the town or city you work from.',
    max: 80,
    tooLong: 'Keep the town under 80 characters.',
  }),
  state: z.enum(choiceValues(BUILD_STATES), { error: 'Choose the state you work from.' }),
  description: optionalText(1000, 'Keep the description under 1,000 characters.'),
});

/** A National Producer Number: digits only, up to 10. */
const npnSchema = optionalLine(
  'the National Producer Number',
  10,
  'A National Producer Number has at most 10 digits.',
).refine(
  (value) => value === '' || /^\d{3,10}$/.test(value),
  'A National Producer Number is 3 to 10 digits, like 19283746.',
);

export const licencesStep = z
  .strictObject({
    npn: npnSchema,
    licenceState: z.preprocess(
      emptyAsUndefined,
      z.enum(choiceValues(BUILD_STATES), { error: 'Choose the state of the licence.' }).optional(),
    ),
    licenceNumber: optionalLine(
      'the licence number',
      30,
      'A licence number has at most 30 characters.',
    ).refine(
      (value) => value === '' || /^[A-Za-z0-9-]{3,30}$/.test(value),
      'Use letters, digits and dashes only, like PRR123456.',
    ),
    otherLicences: optionalText(500, 'Keep other licences under 500 characters.'),
  })
  .superRefine((value, ctx) => {
    if (value.licenceNumber && !value.licenceState)
      ctx.addIssue({ code: 'custom', path: ['licenceState'], message: 'Choose the state of the licence.' });
  });

export const linesStep = z.strictObject({
  lines: z
    .array(z.enum(choiceValues(BUILD_LINES)), { error: 'Choose at least one line.' })
    .min(1, 'Choose at least one line, or "None".')
    .max(BUILD_LINES.length)
    .refine((list) => new Set(list).size === list.length, 'Choose each line once.')
    .refine((list) => !list.includes('none') || list.length === 1, 'Choose "None" on its own.'),
});

export const lookStep = z.strictObject({
  template: z.enum(choiceValues(BUILD_TEMPLATES), { error: 'Choose a look for your website.' }),
});

export const pagesStep = z.strictObject({
  pages: z
    .array(z.enum(choiceValues(BUILD_PAGES)), { error: 'Choose the pages you want.' })
    .min(1, 'Choose at least one page besides the home page.')
    .max(BUILD_PAGES.length)
    .refine((list) => new Set(list).size === list.length, 'Choose each page once.'),
});

/** example.com, my-agency.co.uk: letters, digits and dashes in dot-separated labels. */
const hostname = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}$/;

export const domainStep = z
  .strictObject({
    domainChoice: z.enum(choiceValues(DOMAIN_CHOICES), { error: 'Choose one of the domain options.' }),
    domainName: optionalLine('the domain', 253, 'That domain is too long.').transform((value) =>
      value
        .toLowerCase()
        .replace(/^https?:\/\//, '')
        .replace(/^www\./, '')
        .replace(/\/.*$/, ''),
    ),
  })
  .superRefine((value, ctx) => {
    if (value.domainChoice === 'help') return;
    if (!value.domainName)
      ctx.addIssue({
        code: 'custom',
        path: ['domainName'],
        message:
          value.domainChoice === 'have' ? 'Enter the domain you own.' : 'Enter the domain you would like.',
      });
    else if (!hostname.test(value.domainName))
      ctx.addIssue({
        code: 'custom',
        path: ['domainName'],
        message: 'Enter a domain like harborinsurance.com.',
      });
  });

export const contactsStep = z.strictObject({
  contactName: oneLine({
    label: 'the name',
    missing: 'Enter the name of the person we should talk to.',
    max: 120,
    tooLong: 'Keep the name under 120 characters.',
  }),
  contactEmail: emailSchema,
  contactPhone: phoneSchema,
  notes: optionalText(2000, 'Keep your notes under 2,000 characters.'),
});

/** The steps in order, as the wizard shows them; the review step has no fields of its own. */
export const BUILD_STEPS = [
  { id: 'business', title: 'Your business', schema: businessStep },
  { id: 'licences', title: 'Licence numbers', schema: licencesStep },
  { id: 'lines', title: 'Lines you sell', schema: linesStep },
  { id: 'look', title: 'The look', schema: lookStep },
  { id: 'pages', title: 'Pages you want', schema: pagesStep },
  { id: 'domain', title: 'Your domain', schema: domainStep },
  { id: 'contacts', title: 'Who we talk to', schema: contactsStep },
] as const;

export type BuildStepId = (typeof BUILD_STEPS)[number]['id'] | 'review';

/** The whole request: every step's fields in one body, each step's rules kept. */
export const createWebsiteBuildSchema = z
  .strictObject({
    ...businessStep.shape,
    ...licencesStep.shape,
    ...linesStep.shape,
    ...lookStep.shape,
    ...pagesStep.shape,
    ...domainStep.shape,
    ...contactsStep.shape,
  })
  .superRefine((value, ctx) => {
    // The two steps with rules across their fields: their issues are added as they would be alone.
    for (const step of [licencesStep, domainStep]) {
      const keys = Object.keys(step.shape) as (keyof typeof value)[];
      const part = Object.fromEntries(keys.map((key) => [key, value[key]]));
      const checked = step.safeParse(part);
      if (!checked.success)
        for (const issue of checked.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
    }
  });

export type CreateWebsiteBuildInput = z.input<typeof createWebsiteBuildSchema>;
export type CreateWebsiteBuildData = z.output<typeof createWebsiteBuildSchema>;

// ---- Status, history and answers ----

export {
  BUILD_LINES,
  BUILD_PAGES,
  BUILD_STATES,
  BUILD_STATUSES,
  BUILD_STATUS_LABELS,
  BUILD_TEMPLATES,
  BUSINESS_KINDS,
  DOMAIN_CHOICES,
  type BuildLine,
  type BuildPage,
  type BuildState,
  type BuildStatus,
  type BuildTemplate,
  type BusinessKind,
  type DomainChoice,
} from './website-build-choices';

export const buildEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['created', 'status', 'note']),
  fromStatus: z.enum(BUILD_STATUSES).nullable(),
  toStatus: z.enum(BUILD_STATUSES).nullable(),
  note: z.string().nullable(),
  /** "Dana R." for an agent, "You" is for the client to say; never an email. */
  authorName: z.string(),
  authorRole: z.enum(['member', 'agent']).nullable(),
  createdAt: z.iso.datetime(),
});
export type BuildEvent = z.infer<typeof buildEventSchema>;

export const websiteBuildSummarySchema = z.object({
  id: z.uuid(),
  businessName: z.string(),
  status: z.enum(BUILD_STATUSES),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type WebsiteBuildSummary = z.infer<typeof websiteBuildSummarySchema>;

export const websiteBuildDetailSchema = websiteBuildSummarySchema.extend({
  answers: z.object({
    businessName: z.string(),
    businessKind: z.enum(choiceValues(BUSINESS_KINDS)),
    city: z.string(),
    state: z.enum(choiceValues(BUILD_STATES)),
    description: z.string(),
    npn: z.string(),
    licenceState: z.enum(choiceValues(BUILD_STATES)).nullable(),
    licenceNumber: z.string(),
    otherLicences: z.string(),
    lines: z.array(z.enum(choiceValues(BUILD_LINES))),
    template: z.enum(choiceValues(BUILD_TEMPLATES)),
    pages: z.array(z.enum(choiceValues(BUILD_PAGES))),
    domainChoice: z.enum(choiceValues(DOMAIN_CHOICES)),
    domainName: z.string(),
    contactName: z.string(),
    contactEmail: z.string(),
    contactPhone: z.string(),
    notes: z.string(),
  }),
  /** Oldest first: the request, then each status change and note. */
  history: z.array(buildEventSchema),
  /** Agents only: whose request it is. */
  owner: z.object({ name: z.string(), email: z.string() }).optional(),
});
export type WebsiteBuildDetail = z.infer<typeof websiteBuildDetailSchema>;

export const myWebsiteBuildsSchema = z.object({ builds: z.array(websiteBuildSummarySchema) });
export type MyWebsiteBuilds = z.infer<typeof myWebsiteBuildsSchema>;

// ---- The agents' side ----

export const buildQueueQuerySchema = z.strictObject({
  status: z.preprocess(
    emptyAsUndefined,
    z.enum(BUILD_STATUSES, { error: 'Choose submitted, in progress, in review or live.' }).optional(),
  ),
  page: pageParamSchema,
});

export const buildQueueItemSchema = websiteBuildSummarySchema.extend({
  template: z.enum(choiceValues(BUILD_TEMPLATES)),
  owner: z.object({ name: z.string(), email: z.string() }),
});
export type BuildQueueItem = z.infer<typeof buildQueueItemSchema>;

export const buildQueueResponseSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  items: z.array(buildQueueItemSchema),
});
export type BuildQueueResponse = z.infer<typeof buildQueueResponseSchema>;

export const NOTE_MAX = 4000;
const noteText = (missing: string) =>
  multiLine({
    missing,
    max: NOTE_MAX,
    tooLong: `A note can have at most ${formatNumber(NOTE_MAX)} characters.`,
  });

/** A status change, with an optional note the member reads in the same email. */
export const updateBuildStatusSchema = z.strictObject({
  status: z.enum(BUILD_STATUSES, { error: 'Choose submitted, in progress, in review or live.' }),
  note: optionalText(NOTE_MAX, `A note can have at most ${formatNumber(NOTE_MAX)} characters.`),
});
export type UpdateBuildStatusInput = z.input<typeof updateBuildStatusSchema>;

export const addBuildNoteSchema = z.strictObject({ body: noteText('Write the note.') });
export type AddBuildNoteInput = z.input<typeof addBuildNoteSchema>;
