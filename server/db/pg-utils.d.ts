// node-postgres's own conversion of a JavaScript value to a statement parameter's text (dates,
// arrays, buffers, JSON), which its query object applies; the package ships no types for it.
declare module 'pg/lib/utils.js' {
  export function prepareValue(value: unknown): unknown;
}
