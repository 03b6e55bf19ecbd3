/** Routes with `redirectTo` never render: their guard redirects first. */
export default function RedirectOnly() {
  return null;
}
