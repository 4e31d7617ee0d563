// A free TCP port on 127.0.0.1, for a stack whose public URL must be known before it starts: the same picker
// `npm start` uses for ephemeral stacks (never one port twice in a process).
export { freePort } from '../../../scripts/lib/freePort';
