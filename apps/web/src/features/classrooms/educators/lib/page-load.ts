/** A full page load (spec §4 "Page reloads": the educator welcome page). Replaced in tests. */
export const educatorPageLoad = {
  go: (to: string) => window.location.assign(to),
};
