// The leads list's filter, order and page, kept across visits to other console sections.
import { atom } from 'jotai';
import { FIRST_LEADS } from '../../../shared/console-loads';
import type { LeadFilter } from '../api/list-leads';

export const leadFilterAtom = atom<LeadFilter & { page: number }>({ ...FIRST_LEADS });
