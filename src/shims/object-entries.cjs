// node-polyglot (react-admin's translator) requires the object.entries polyfill, which brings a
// dozen ES5 shims (get-intrinsic, call-bind, …) into the first download; every browser the app
// supports has Object.entries itself.
module.exports = Object.entries;
