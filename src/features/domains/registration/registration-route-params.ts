/** What the registration routes load, kept light (route files are in the first screen's bundle). */
export const loadRegistrationQueries = () => import('./api/registration-queries');
