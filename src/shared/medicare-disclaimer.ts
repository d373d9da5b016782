// The Medicare marketing (TPMO) disclaimer, in one place: the info page, the footer and the chat
// assistant must carry the same words, and the counts come from the agency facts.
import { agency } from './agency';

export const MEDICARE_DISCLAIMER =
  `We do not offer every plan available in your area. Currently we represent ` +
  `${agency.medicare.organizations} organizations which offer ${agency.medicare.plans} products in your ` +
  `area. Please contact Medicare.gov, 1-800-MEDICARE, or your local State Health Insurance Program ` +
  `(SHIP) to get information on all of your options.`;
