/** Field limits shared by forms and the API so both refuse the same input. */
export const LIMITS = {
  email: 254,
  name: 80,
  phone: 40,
  agency: 120,
  password: 200,
  feedbackTitle: 200,
  feedbackDescription: 5000,
} as const;
