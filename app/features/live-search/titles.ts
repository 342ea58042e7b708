export { PERSON_TITLES as TITLES } from '@domain/live/schemas';
