// What the family sees of the outbox: each submission's status and the list of what this device
// sent. Sending itself is src/outbox's.

export { SubmissionStatus } from './submission-status';
export { SubmissionList } from './submission-list';
