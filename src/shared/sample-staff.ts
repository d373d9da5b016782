// SAMPLE STAFF, NOT REAL PEOPLE. These six are invented for the demo site, with invented licences
// and designations: an agency running the site replaces them with its own licensed staff, in
// AGENCY_FILE's `staff` (README, "Your agency's own facts"), and never publishes them as its own.
// Articles name their author and reviewer by these ids (src/content/articles); the build refuses an
// id that is not on the staff the site is built with.
import type { StaffMember } from './agency-people';

export const SAMPLE_STAFF: readonly StaffMember[] = [
  {
    id: 'denise-arsenault',
    name: 'Denise Arsenault',
    role: 'Medicare specialist',
    credentials: 'Licensed health and life agent (ME, NH), AHIP Medicare certified for 2026',
    bio: 'Denise has helped people turning 65 sort out Medicare since 2011. She meets clients at the office, by phone and at kitchen tables across southern Maine, and she still reads every plan change notice each fall.',
    portrait: {
      skin: '#f1c7a5',
      hair: '#b9b4ad',
      hairStyle: 'short',
      shirt: '#2f6f8f',
      background: '#dcebf5',
      glasses: true,
    },
  },
  {
    id: 'marcus-bell',
    name: 'Marcus Bell',
    role: 'Retirement planning specialist',
    credentials: 'CFP®, licensed life and annuity agent (ME, NH, MA)',
    bio: 'Marcus works with people in the ten years before and after retirement on savings, income, Social Security timing and long-term care. Before joining us in 2016 he spent eight years at a credit union in Lewiston.',
    portrait: {
      skin: '#8d5a3b',
      hair: '#231a15',
      hairStyle: 'short',
      shirt: '#4d5d7a',
      background: '#e6e1f3',
      beard: true,
    },
  },
  {
    id: 'lin-tran',
    name: 'Lin Tran',
    role: 'Home, auto and business insurance agent',
    credentials: 'CPCU, licensed property and casualty agent (ME, NH, VT)',
    bio: 'Lin compares home, auto and small business policies from the insurers we work with and helps clients through claims. She grew up in South Portland and knows what a Maine winter does to a roof.',
    portrait: {
      skin: '#e3b48f',
      hair: '#1d1a1c',
      hairStyle: 'bun',
      shirt: '#a4462f',
      background: '#f6e3d6',
    },
  },
  {
    id: 'rosa-delgado',
    name: 'Rosa Delgado',
    role: 'Life insurance agent',
    credentials: 'LUTCF, licensed life and health agent (ME, MA, RI)',
    bio: 'Rosa helps young families and people nearing retirement decide how much life insurance they need, if any, and which kind. She speaks English and Spanish.',
    portrait: {
      skin: '#c98f66',
      hair: '#3b2416',
      hairStyle: 'curly',
      shirt: '#2f7d5b',
      background: '#dcefe5',
    },
  },
  {
    id: 'tom-haskell',
    name: 'Tom Haskell',
    role: 'Agency principal',
    credentials: 'CIC, licensed property, casualty, life and health agent (ME)',
    bio: 'Tom opened Harbor Point in 2004 after twelve years as a claims adjuster. He reviews our home, auto and business articles against what he sees when claims are paid, and when they are not.',
    portrait: {
      skin: '#f3d2b8',
      hair: '#d8d4cf',
      hairStyle: 'bald',
      shirt: '#3c4a5e',
      background: '#e4e9ef',
      glasses: true,
      beard: true,
    },
  },
  {
    id: 'priya-raman',
    name: 'Priya Raman',
    role: 'Compliance and licensing manager',
    credentials: 'JD, 15 years in insurance compliance',
    bio: 'Priya checks that what we publish is accurate, current and fair to every option, including the ones we do not sell. She reviews our Medicare, health, life and retirement articles before they go live and each year after.',
    portrait: {
      skin: '#9c6b4e',
      hair: '#1a1414',
      hairStyle: 'long',
      shirt: '#7a3f6a',
      background: '#f2e0ec',
    },
  },
];
