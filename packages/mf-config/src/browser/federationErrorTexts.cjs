'use strict';
/**
 * What the front ends' builds compile in place of @module-federation/error-codes' `desc` module, the long English
 * description of every federation error code (≈0.5 kB brotli in the shell's runtime and again in every remote entry,
 * so twice on each page). An error still names its code and the page of the federation docs that explains it
 * ("… #RUNTIME-008 View the docs to see how to solve: https://module-federation.io/…"), and the shell recognises a
 * missing chunk by that code (shell/src/remotes/missingChunk.ts). federationErrorTexts.test.ts checks these names
 * against the installed package.
 */
// CommonJS: rspack compiles this file in place of the package's desc.cjs, under that path and as CommonJS.
const SEE_THE_DOCS = 'Module Federation error';

/** Every code reads as the same short text; the code and the docs link follow it in the message. */
function describeEveryCode() {
  return new Proxy({}, { get: (_target, key) => (typeof key === 'string' ? SEE_THE_DOCS : undefined) });
}

exports.runtimeDescMap = describeEveryCode();
exports.typeDescMap = describeEveryCode();
exports.buildDescMap = describeEveryCode();
exports.errorDescMap = describeEveryCode();
