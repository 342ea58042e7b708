import { FLIGHT_AND_CRUISE_CASES } from './flights-cruises';
import { HELD_OUT_CASES } from './held-out';
import { HOTEL_CASES } from './hotels';
import { PACKAGE_CASES } from './packages';
import { TOUR_OPERATOR_CASES } from './tour-operators';
import type { CorpusCase } from './types';

export type { CorpusCase } from './types';

/** Every supplier text the extractor is measured on. */
export const CORPUS: CorpusCase[] = [
  ...TOUR_OPERATOR_CASES,
  ...HOTEL_CASES,
  ...FLIGHT_AND_CRUISE_CASES,
  ...PACKAGE_CASES,
  ...HELD_OUT_CASES,
];
